import { fireEvent, screen } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import { BALANCE_API } from 'shared-contracts/areas/balance/balance';
import { entry, page, renderAt } from '../../testing/render';

// Issue 40: what the transactions list and an entry say when the gateway fails them.
describe('/transactions-new when a read fails', () => {
  it('says the list could not be loaded, and Retry asks again', async () => {
    let calls = 0;
    await renderAt('/transactions-new', {
      [`GET ${BALANCE_API.transactions}`]: () => {
        calls += 1;
        if (calls === 1) throw new Error('the gateway did not answer');
        return page(0, 2, null);
      },
    });
    expect(await screen.findByText('The transactions could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /ldg_1/ })).toBeInTheDocument();
  });

  it('says an entry that is not this account’s is not there (with the way back), and a failed read with Retry', async () => {
    await renderAt('/transactions-new/ldg_9', {
      [`GET ${BALANCE_API.transaction('ldg_9')}`]: () => {
        throw new GatewayError('NOT_FOUND_ERROR', 'No such ledger entry', 404);
      },
    });
    expect(await screen.findByRole('heading', { name: 'There is no such transaction in this account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /transactions/i })).toHaveAttribute('href', expect.stringMatching(/\/transactions-new$/));
    document.body.innerHTML = '';
    let calls = 0;
    await renderAt('/transactions-new/ldg_7', {
      [`GET ${BALANCE_API.transaction('ldg_7')}`]: () => {
        calls += 1;
        if (calls === 1) throw new Error('the gateway did not answer');
        return { ...entry(7), timeline: [] };
      },
    });
    expect(await screen.findByRole('heading', { name: 'The transaction could not be loaded' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
  });

});
