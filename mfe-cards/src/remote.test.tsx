import declaration from '../declaration.json';
import { TextDecoder, TextEncoder } from 'node:util';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createFakeHostApi, remoteContractProblems } from 'shared-contracts/testing';
import remote from './remote';

// react-router needs TextEncoder as it loads and jsdom has none: provide it, then load the router.
Object.assign(globalThis, { TextEncoder, TextDecoder });
let router: typeof import('react-router');
beforeAll(async () => {
  router = await import('react-router');
});

describe('cards ./remote', () => {
  it('is called "cards" and mounts as react', () => {
    expect(remote.name).toBe('cards');
    expect(remote.mount).toBe('react');
  });

  it('honours the remote contract the shell checks', async () => {
    await expect(remoteContractProblems(remote, declaration)).resolves.toEqual([]);
  });
});

describe('CardsArea', () => {
  const hostApi = createFakeHostApi({ translations: { cards: remote.translations } });

  function Where() {
    return <output data-testid="where">{router.useLocation().pathname}</output>;
  }

  async function renderAt(path: string) {
    const { MemoryRouter, Route, Routes } = router;
    const { default: CardsArea } = await remote.routes[0]!.page();
    render(
      <I18nextProvider i18n={hostApi.i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/credit_cards/*" element={<CardsArea hostApi={hostApi} />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </I18nextProvider>,
    );
  }

  it.each([
    ['/credit_cards/payments', 'Card payments'],
    ['/credit_cards/payment/pay_123', 'Card payment'],
    ['/credit_cards/chargebacks', 'Chargebacks'],
    ['/credit_cards/chargebacks/cb_1', 'Chargeback'],
    ['/credit_cards/promotions', 'Promotions'],
    ['/credit_cards/fraud_prevention/rules', 'Fraud prevention'],
  ])('shows %s with the heading "%s"', async (path, heading) => {
    await renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('sends /credit_cards to the payments page', async () => {
    await renderAt('/credit_cards');
    expect(await screen.findByRole('heading', { level: 1, name: 'Card payments' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/credit_cards/payments');
  });

  it('shows a not-found page for an unknown card page', async () => {
    await renderAt('/credit_cards/nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no card page at this address.')).toBeInTheDocument();
  });
});
