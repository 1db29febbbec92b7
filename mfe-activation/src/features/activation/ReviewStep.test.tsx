import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ACTIVATION_API } from 'shared-contracts/areas/activation/activation';
import { HostApiProvider } from 'shared-contracts/react';
import { createFakeHostApi } from 'shared-contracts/testing';
import { EMPTY_DETAIL, ID_FIELDS } from '../../testing/fixtures';
import remote from '../../remote';
import { ReviewStep } from './ReviewStep';

describe('submitting the activation form (issue 41 §2)', () => {
  it('has the shell read the session again at once, and then opens the status page', async () => {
    const hostApi = createFakeHostApi({
      gateway: { [`POST ${ACTIVATION_API.submitActivationForm}`]: { go_live_status: 'PENDING_VERIFICATION', submitted_date: '2026-03-06T09:30:00Z', review_days: 3 } },
      translations: { activation: remote.translations },
    });
    render(
      <I18nextProvider i18n={hostApi.i18n}>
        <HostApiProvider hostApi={hostApi}>
          <ReviewStep detail={{ ...EMPTY_DETAIL, legal_name: 'PT Warung Baru' }} masterFields={ID_FIELDS} onBack={() => undefined} />
        </HostApiProvider>
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    const thanks = await screen.findByRole('dialog', { name: 'Thank you' });
    // The menu and banners follow the new go-live status while the thank-you modal is still open.
    await waitFor(() => expect(hostApi.sessionRefreshes.count).toBe(1));
    expect(thanks).toHaveTextContent('within 3 working days');
    fireEvent.click(screen.getByRole('button', { name: 'See the activation status' }));
    expect(hostApi.navigations.at(-1)?.path).toBe('/activation/ongoing-activation');
  });
});
