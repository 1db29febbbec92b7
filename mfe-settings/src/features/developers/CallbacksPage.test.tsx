import { screen } from '@testing-library/react';
import { DEVELOPERS_API } from 'shared-contracts/areas/settings/developers';
import { renderSettingsPage } from '../../testing/render';
import CallbacksPage from './CallbacksPage';

const ROW = {
  id: 'whk_invoice', product: 'INVOICE', name: 'Invoices paid', information: 'Sent when an invoice is paid.', product_api_version: '2020-02-01',
  default_webhook_format_version: 'v2', information_links: [], type: 'invoice.paid', url: null, latest_event_status: null,
};

it('/callbacks renders the callbacks alone under the page heading; a viewer cannot set a URL', async () => {
  renderSettingsPage(CallbacksPage, '/callbacks', { persona: 'viewer', gateway: { [`GET ${DEVELOPERS_API.webhooks}`]: { data: [ROW] } } });
  expect(screen.getByRole('heading', { level: 1, name: 'Callbacks' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 3, name: 'Invoices paid' })).toBeInTheDocument();
  expect(screen.getByText('Not set')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Set URL for/ })).not.toBeInTheDocument();
});

it("the badge names the last callback's status; 'URL not set' only while no URL is (issue 42)", async () => {
  const rows = [
    { ...ROW, id: 'whk_a', name: 'Sent before a URL', url: 'https://example.com/hook', latest_event_status: 'CALLBACK_URL_NOT_SET' },
    { ...ROW, id: 'whk_b', name: 'Never set', url: null, latest_event_status: 'CALLBACK_URL_NOT_SET' },
    { ...ROW, id: 'whk_c', name: 'Refused', url: 'https://example.com/hook', latest_event_status: 'FAILED' },
  ];
  renderSettingsPage(CallbacksPage, '/callbacks', { persona: 'viewer', gateway: { [`GET ${DEVELOPERS_API.webhooks}`]: { data: rows } } });
  const card = async (name: string) => (await screen.findByRole('article', { name })).textContent ?? '';
  expect(await card('Sent before a URL')).not.toContain('URL not set');
  expect(await card('Never set')).toContain('Last callback: URL not set');
  expect(await card('Refused')).toContain('Last callback: Failed');
});
