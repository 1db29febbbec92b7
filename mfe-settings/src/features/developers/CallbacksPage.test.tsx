import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
// Tests run in jest, not in the federated runtime whose shared subset the rule guards.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { MemoryRouter } from 'react-router';
import { DEVELOPERS_API } from 'shared-contracts/areas/settings/developers';
import { settingsHostApi } from '../../testing/render';
import CallbacksPage from './CallbacksPage';

const ROW = {
  id: 'whk_invoice', product: 'INVOICE', name: 'Invoices paid', information: 'Sent when an invoice is paid.', product_api_version: '2020-02-01',
  default_webhook_format_version: 'v2', information_links: [], type: 'invoice.paid', url: null, latest_event_status: null,
};

it('/callbacks renders the callbacks alone under the page heading; a viewer cannot set a URL', async () => {
  const hostApi = settingsHostApi({ gateway: { [`GET ${DEVELOPERS_API.webhooks}`]: { data: [ROW] } }, user: { can_manage_tech_settings: false, can_administer: false } });
  render(
    <I18nextProvider i18n={hostApi.i18n}>
      <MemoryRouter initialEntries={['/callbacks']}>
        <CallbacksPage hostApi={hostApi} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Callbacks' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 3, name: 'Invoices paid' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText('Not set')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Set URL for/ })).not.toBeInTheDocument();
});
