import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import { DEVELOPERS_API, type CallbackEvent } from 'shared-contracts/areas/settings/developers';
import { CONFIRMATION_PASSWORD_HEADER } from 'shared-contracts/areas/settings/settings';
import { renderSettings } from '../../testing/render';

const KEY = {
  id: 'key_1', name: 'Live server key', environment: 'PRODUCTION', prefix: 'sk_live_AbCdEfGh',
  permissions: { money_in: 'WRITE', money_out: 'WRITE', balance: 'READ' }, created: '2026-05-16T08:00:00.000Z',
};
const CREATED = { ...KEY, id: 'key_2', name: 'Checkout', prefix: 'sk_live_ZyXwVuTs', secret: 'sk_live_ZyXwVuTsRqPoNmLkJiHgFeDcBa0123456789abcd' };
const ROW = {
  id: 'whk_invoice', product: 'INVOICE', name: 'Invoices paid', information: 'Sent when an invoice is paid.', product_api_version: '2020-02-01',
  default_webhook_format_version: 'v2', information_links: [{ label: 'Documentation', url: 'https://docs.sandbox.test/callbacks/invoice' }],
  type: 'invoice.paid', url: 'https://tokoku.example/cb', latest_event_status: 'FAILED',
};
const event = (overrides: Partial<CallbackEvent>): CallbackEvent => ({
  id: 'evt_1', callback_request_id: 'cbr_1', status: 'FAILED', created_at: '2026-06-15T03:00:00.000Z', next_redelivery_schedule: null,
  sender: 'invoice-service', url: 'https://tokoku.example/cb', request_payload: '{"id":"evt_1","amount":150000}',
  response: { code: 500, payload: '<script>alert(1)</script>', duration: 2310, error_code: 'SERVER_ERROR' }, is_latest: true, is_test: false,
  ...overrides,
});
const EVENTS = { data: [event({}), event({ id: 'evt_2', callback_request_id: 'cbr_2', status: 'COMPLETED', response: { code: 200, payload: '{"received":true}', duration: 100, error_code: null } })] };

const ANSWERS = {
  [`GET ${DEVELOPERS_API.apiKeys}`]: { data: [KEY] },
  [`GET ${DEVELOPERS_API.webhooks}`]: { data: [ROW] },
  [`GET ${DEVELOPERS_API.apiSettings}`]: { cidr_whitelist: ['203.0.113.0/24'] },
  [`GET ${DEVELOPERS_API.webhookEvents(ROW.id)}`]: EVENTS,
};
const open = (options: Parameters<typeof renderSettings>[0] = {}) =>
  renderSettings({ path: '/settings/developers', ...options, gateway: { ...ANSWERS, ...options.gateway } });

describe('API keys', () => {
  it('lists each key by its prefix only; a new key is shown once with a copy button, then only its prefix', async () => {
    const { hostApi } = open({
      gateway: {
        [`POST ${DEVELOPERS_API.apiKeys}`]: CREATED,
      },
    });
    const list = await screen.findByRole('list', { name: 'API keys in live mode' });
    expect(within(list).getByText('sk_live_AbCdEfGh…')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create an API key' }));
    fireEvent.change(screen.getByLabelText(/Key name/), { target: { value: '  Checkout ' } });
    // Issue 42: a live key that can write (money in: write, the default) asks for the password.
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Enter your current password.')).toBeInTheDocument();
    expect(hostApi.gateway.calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: 'Sandbox-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByLabelText('Secret of the key Checkout')).toHaveTextContent(CREATED.secret);
    expect(screen.getByRole('button', { name: 'Copy the API key' })).toBeInTheDocument();
    const post = hostApi.gateway.calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({ name: 'Checkout', permissions: { money_in: 'WRITE', money_out: 'NONE', balance: 'READ' } });
    expect(post.headers).toEqual({ [CONFIRMATION_PASSWORD_HEADER]: 'Sandbox-2026' });
    fireEvent.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByText(CREATED.secret)).not.toBeInTheDocument();
  });

  it('a read-only live key needs no password; a wrong password is said under the field (issue 42)', async () => {
    let tries = 0;
    const { hostApi } = open({
      gateway: {
        [`POST ${DEVELOPERS_API.apiKeys}`]: () => {
          tries += 1;
          if (tries === 1) throw new GatewayError('INVALID_CREDENTIALS_ERROR', 'wrong', 400);
          return CREATED;
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create an API key' }));
    fireEvent.change(screen.getByLabelText(/Key name/), { target: { value: 'Checkout' } });
    fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('The password is not correct.')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('group', { name: 'Money in' })).getByLabelText('Read'));
    expect(screen.queryByLabelText(/Your password/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByLabelText('Secret of the key Checkout')).toBeInTheDocument();
    const posts = hostApi.gateway.calls.filter((call) => call.method === 'POST');
    expect(posts.at(-1)?.headers ?? {}).toEqual({});
  });

  it('refuses a key that grants nothing, before sending', async () => {
    const { hostApi } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Create an API key' }));
    fireEvent.change(screen.getByLabelText(/Key name/), { target: { value: 'Nothing' } });
    const group = (name: string) => screen.getByRole('group', { name });
    fireEvent.click(within(group('Money in')).getByLabelText('None'));
    fireEvent.click(within(group('Balance')).getByLabelText('None'));
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Give the key at least one access.')).toBeInTheDocument();
    expect(hostApi.gateway.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('revokes with the password in a header; a wrong password is said under the field', async () => {
    let tries = 0;
    const { hostApi } = open({
      gateway: {
        [`DELETE ${DEVELOPERS_API.apiKey(KEY.id)}`]: () => {
          tries += 1;
          if (tries === 1) throw new GatewayError('INVALID_CREDENTIALS_ERROR', 'wrong', 400);
          return undefined;
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Live server key' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await within(dialog).findByText('Enter your current password.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await within(dialog).findByText('The password is not correct.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'Sandbox-2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const deletes = hostApi.gateway.calls.filter((call) => call.method === 'DELETE');
    expect(deletes.at(-1)?.headers).toEqual({ [CONFIRMATION_PASSWORD_HEADER]: 'Sandbox-2026' });
  });

  it('an administrator without tech settings reads the keys but can neither create nor revoke', async () => {
    open({ user: { can_manage_tech_settings: false } });
    await screen.findByRole('list', { name: 'API keys in live mode' });
    expect(screen.queryByRole('button', { name: 'Create an API key' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(screen.getByText('Only team members who manage technical settings can create or revoke keys.')).toBeInTheDocument();
  });
});

describe('callbacks', () => {
  it('shows the history with payloads as text, never HTML; the details card names the error category', async () => {
    const { container } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'History of Invoices paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Invoices paid' });
    const list = await within(dialog).findByRole('list', { name: 'Callbacks of Invoices paid' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(list).getAllByRole('button', { name: 'Details' })[0]!);
    expect(within(dialog).getByText('Receiver failed (5xx).')).toBeInTheDocument();
    expect(within(dialog).getByText(/The receiver had an internal error/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Response payload')).toHaveTextContent('<script>alert(1)</script>');
    expect(document.querySelector('script')).toBeNull();
    expect(container.ownerDocument.body.innerHTML).toContain('&lt;script&gt;');
    expect(within(dialog).getByLabelText('Request payload').textContent).toBe('{\n  "id": "evt_1",\n  "amount": 150000\n}');
  });

  it('resends the latest FAILED event and tells the outcome', async () => {
    const { hostApi } = open({
      gateway: { [`POST ${DEVELOPERS_API.callbackRequest('cbr_1')}`]: event({ id: 'evt_3', status: 'COMPLETED', response: { code: 200, payload: '', duration: 5, error_code: null } }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'History of Invoices paid' }));
    const dialog = await screen.findByRole('dialog');
    const resend = await within(dialog).findAllByRole('button', { name: 'Resend' });
    fireEvent.click(resend[0]!);
    expect(await within(dialog).findByText('Resent: Completed (response 200).')).toBeInTheDocument();
    expect(hostApi.gateway.calls.some((call) => call.method === 'POST' && call.path === DEVELOPERS_API.callbackRequest('cbr_1'))).toBe(true);
  });

  it('no resend without tech settings in the main brand; with can_edit in the second brand', async () => {
    const first = open({ user: { can_manage_tech_settings: false, can_edit: true } });
    fireEvent.click(await screen.findByRole('button', { name: 'History of Invoices paid' }));
    await within(await screen.findByRole('dialog')).findByRole('list');
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    first.unmount();
    open({ user: { can_manage_tech_settings: false, can_edit: true }, business: { brand_name: 'SECOND' } });
    fireEvent.click(await screen.findByRole('button', { name: 'History of Invoices paid' }));
    expect(await within(await screen.findByRole('dialog')).findAllByRole('button', { name: 'Resend' })).toHaveLength(2);
  });

  it('a failed event load shows inside the card', async () => {
    open({ gateway: { [`GET ${DEVELOPERS_API.webhookEvents(ROW.id)}`]: () => { throw new GatewayError('SERVER_ERROR', 'down', 503); } } });
    fireEvent.click(await screen.findByRole('button', { name: 'History of Invoices paid' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The history could not be loaded.')).toBeInTheDocument();
  });

  it('sets an https URL and shows the verification token once; http is refused outside test mode', async () => {
    const { hostApi } = open({ gateway: { [`PUT ${DEVELOPERS_API.webhookUrl(ROW.id)}`]: { url: 'https://shop.example/cb', verification_token: 'tok_abcdef123456' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Set URL for Invoices paid' }));
    const field = screen.getByLabelText(/Callback URL/);
    fireEvent.change(field, { target: { value: 'http://shop.example/cb' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save URL' }));
    expect(await screen.findByText('Use an https:// address. Plain http:// is only for test mode.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'https://shop.example/cb' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save URL' }));
    expect(await screen.findByLabelText('Verification token of Invoices paid')).toHaveTextContent('tok_abcdef123456');
    expect(hostApi.gateway.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });
});

describe('the IP whitelist', () => {
  it('adds a valid IPv6 block, refuses an invalid or repeated one', async () => {
    const { hostApi } = open({ gateway: { [`PUT ${DEVELOPERS_API.apiSettings}`]: (call: { body: unknown }) => call.body } });
    await screen.findByRole('list', { name: 'Whitelisted addresses in live mode' });
    const field = screen.getByLabelText(/IP address or CIDR block/);
    const add = screen.getByRole('button', { name: 'Add to whitelist' });
    fireEvent.change(field, { target: { value: '300.1.1.1/24' } });
    fireEvent.click(add);
    expect(await screen.findByText(/Enter an IPv4 or IPv6 address or CIDR block/)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '203.0.113.0/24' } });
    fireEvent.click(add);
    expect(await screen.findByText('This address is already on the list.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '2001:db8::/32' } });
    fireEvent.click(add);
    await waitFor(() => expect(hostApi.gateway.calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(hostApi.gateway.calls.find((call) => call.method === 'PUT')?.body).toEqual({ cidr_whitelist: ['203.0.113.0/24', '2001:db8::/32'] });
  });
});

