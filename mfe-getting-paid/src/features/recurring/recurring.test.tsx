import declaration from '../../../declaration.json';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayError, type Language } from 'shared-contracts';
import { HOME_API } from 'shared-contracts/areas/getting-paid/getting-paid';
import type { FakeGatewayRoutes, PersonaName, PersonaOverrides } from 'shared-contracts/testing';
import { renderRemote } from 'shared-contracts/testing/react';
import remote from '../../remote';
// Both languages' texts: the remote fetches the Indonesian on demand, a test has it at once.
import { en, id } from '../../translations/index';
import { RECURRING_API, type RecurringPlan, type RecurringPlanDetail, type RecurringPlansAnswer } from 'shared-contracts/areas/getting-paid/recurring';
import { isoToday } from '../../rules/due-date';

const plan = (index: number, overrides: Partial<RecurringPlan> = {}): RecurringPlan => ({
  id: `rcp_${index}`, name: `Batik club ${index}`, description: '', currency: 'IDR', amount: 250_000, interval: 'MONTHLY', total_cycles: null, end_date: null,
  start_date: '2026-11-01', customer: { name: 'Sari', email: 'sari@example.test' }, status: 'ACTIVE', next_charge_date: '2026-12-01', cycles_issued: 1,
  created: '2026-11-01T03:00:00.000Z', updated: '2026-11-01T03:00:00.000Z', paused_at: null, stopped_at: null, completed_at: null, ...overrides,
});
const LIST: RecurringPlansAnswer = { docs: [plan(1), plan(2, { status: 'PAUSED', paused_at: '2026-11-20T03:00:00.000Z' })], has_next: false, next_cursor: null };
const DETAIL: RecurringPlanDetail = {
  ...plan(1),
  cycles: [{ cycle: 1, scheduled_date: '2026-11-01', issued_at: '2026-11-01T03:00:00.000Z', invoice: { id: 'inv_9', status: 'PENDING', amount: 250_000, short_invoice_url: 'http://localhost/api/pay/abc', paid_at: null } }],
};
const INVOICE_MODE: PersonaOverrides = { featureFlags: { payment_links: false } };
const HOME = { [`GET ${HOME_API.homeSettings}`]: { should_disable_invoice_creation: false } };

async function renderAt(path: string, gateway: FakeGatewayRoutes, options: { language?: Language; persona?: PersonaName; session?: PersonaOverrides } = {}) {
  const pathname = path.split('?')[0]!;
  const route = remote.routes.find((candidate) => candidate.path.endsWith('/*') && (pathname === candidate.path.slice(0, -2) || pathname.startsWith(candidate.path.slice(0, -1))))!;
  const { default: Page } = await route.page();
  return renderRemote((hostApi) => <Page hostApi={hostApi} />, {
    remote: { name: remote.name, translations: { en, id } }, declaration, persona: options.persona ?? 'owner', session: options.session ?? INVOICE_MODE,
    hostApi: { language: options.language ?? 'en', gateway: { ...HOME, ...gateway } },
    route: { path, pattern: route.path },
  }).hostApi;
}

describe('recurring plans', () => {
  it.each([
    ['en', '/recurring', 'Recurring payments', 'Create a recurring plan', 'Paused'],
    ['id', '/recurring-new', 'Pembayaran berulang', 'Buat rencana berulang', 'Dijeda'],
  ] as const)('lists the plans in %s at %s with their status, next charge and the create action', async (language, path, title, create, paused) => {
    await renderAt(path, { [`GET ${RECURRING_API.plans}`]: LIST }, { language });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Batik club 1/ })).toHaveAttribute('href', `${path}/rcp_1`);
    expect(screen.getAllByText(paused).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: create })).toHaveAttribute('href', `${path}/new`);
  });

  it('says the payment links’ words at /payment-recurring; a viewer reads without the create action', async () => {
    await renderAt('/payment-recurring', { [`GET ${RECURRING_API.plans}`]: LIST }, { persona: 'viewer', session: { featureFlags: { payment_links: true } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Recurring payment links' })).toBeInTheDocument();
    await screen.findByRole('link', { name: /Batik club 1/ });
    expect(screen.queryByRole('link', { name: 'Create a recurring plan' })).not.toBeInTheDocument();
  });

  it('keeps the status filter in the address and asks the gateway with it; says when none match, and when the list failed', async () => {
    let calls = 0;
    const hostApi = await renderAt('/recurring?status=STOPPED', {
      [`GET ${RECURRING_API.plans}`]: () => {
        calls += 1;
        if (calls === 1) throw new Error('the gateway did not answer');
        return { ...LIST, docs: [] };
      },
    });
    expect(await screen.findByText('The recurring plans could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No plans have this status')).toBeInTheDocument();
    expect(hostApi.gateway.calls.find((call) => call.path === RECURRING_API.plans)?.query).toMatchObject({ status: 'STOPPED' });
  });

  it('validates with the message keys in words and sends nothing while invalid; sends minor units once valid', async () => {
    const hostApi = await renderAt('/recurring/new', { [`POST ${RECURRING_API.plans}`]: () => DETAIL });
    fireEvent.click(await screen.findByRole('button', { name: 'Create plan' }));
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(4);
    fireEvent.change(screen.getByRole('textbox', { name: /Plan name/ }), { target: { value: 'Batik club' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Amount per cycle/ }), { target: { value: '500' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Customer name/ }), { target: { value: 'Sari' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Customer email/ }), { target: { value: 'sari' } });
    fireEvent.click(screen.getByRole('radio', { name: 'After a number of invoices' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Number of invoices/ }), { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    expect(await screen.findByText('The amount is too small')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter a number from 1 to 1,000')).toBeInTheDocument();
    expect(hostApi.gateway.calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: /Amount per cycle/ }), { target: { value: '250.000' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Customer email/ }), { target: { value: 'sari@example.test' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Number of invoices/ }), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    await waitFor(() => expect(hostApi.gateway.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Batik club', amount: 250_000, currency: 'IDR', interval: 'MONTHLY', total_cycles: 12, start_date: isoToday('Asia/Jakarta'), customer_email: 'sari@example.test',
    }));
  });

  it('is refused to a viewer', async () => {
    await renderAt('/recurring/new', {}, { persona: 'viewer' });
    expect(await screen.findByRole('heading', { name: 'You cannot use this page' })).toBeInTheDocument();
  });

  it('is refused where invoice creation is off: every cycle is a new invoice', async () => {
    await renderAt('/recurring/new', { [`GET ${HOME_API.homeSettings}`]: { should_disable_invoice_creation: true } });
    expect(await screen.findByRole('heading', { name: 'Not available for this business' })).toBeInTheDocument();
  });

  it('shows a plan with its cycles linked to their invoices, pauses it, and stops it only once confirmed', async () => {
    const hostApi = await renderAt('/recurring/rcp_1', {
      [`GET ${RECURRING_API.plan('rcp_1')}`]: DETAIL,
      [`POST ${RECURRING_API.action('rcp_1', 'pause')}`]: () => ({ ...DETAIL, status: 'PAUSED', paused_at: '2026-11-28T03:00:00.000Z' }),
      [`POST ${RECURRING_API.action('rcp_1', 'stop')}`]: () => ({ ...DETAIL, status: 'STOPPED', next_charge_date: null, stopped_at: '2026-11-28T04:00:00.000Z' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Batik club 1' })).toBeInTheDocument();
    const cycles = screen.getByRole('table', { name: 'Invoices this plan issued, newest first' });
    expect(within(cycles).getByRole('link', { name: 'Open the invoice of cycle 1' })).toHaveAttribute('href', expect.stringContaining('inv_9'));
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stop plan' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Stop this plan?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Stop plan' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument());
    expect(hostApi.gateway.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([RECURRING_API.action('rcp_1', 'pause'), RECURRING_API.action('rcp_1', 'stop')]);
  });

  it('a viewer sees a plan without its actions', async () => {
    await renderAt('/recurring/rcp_1', { [`GET ${RECURRING_API.plan('rcp_1')}`]: DETAIL }, { persona: 'viewer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Batik club 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the next invoice now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit plan' })).not.toBeInTheDocument();
  });

  it('says an unknown plan is not found', async () => {
    await renderAt('/recurring/rcp_x', {
      [`GET ${RECURRING_API.plan('rcp_x')}`]: () => {
        throw new GatewayError('NOT_FOUND_ERROR', 'No such recurring plan', 404);
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All recurring plans' })).toBeInTheDocument();
  });
});

describe('editing a recurring plan (decision 0088)', () => {
  const SOLD = { ...DETAIL, cycles_issued: 3, total_cycles: 12 };
  const edited = { [`GET ${RECURRING_API.plan('rcp_1')}`]: SOLD, [`PATCH ${RECURRING_API.plan('rcp_1')}`]: () => ({ ...SOLD, amount: 300_000 }) };

  it('is offered on a live plan’s page', async () => {
    await renderAt('/recurring/rcp_1', edited);
    expect(await screen.findByRole('link', { name: 'Edit plan' })).toHaveAttribute('href', '/recurring/rcp_1/edit');
  });

  it('opens the form prefilled with the plan', async () => {
    await renderAt('/recurring/rcp_1/edit', edited);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit recurring plan' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Plan name/ })).toHaveValue('Batik club 1');
    expect(screen.getByRole('textbox', { name: /Number of invoices/ })).toHaveValue('12');
    expect(screen.getByText('3 invoices are already sent: enter 3 or more (3 ends the plan now).')).toBeInTheDocument();
  });

  it('says that a plan that has sent no invoice yet may end after one', async () => {
    await renderAt('/recurring/rcp_1/edit', { [`GET ${RECURRING_API.plan('rcp_1')}`]: { ...SOLD, cycles_issued: 0 } });
    expect(await screen.findByText('No invoice is sent yet: enter 1 or more.')).toBeInTheDocument();
  });

  it('sends only what changed, says so and goes back to the plan', async () => {
    const hostApi = await renderAt('/recurring/rcp_1/edit', edited);
    fireEvent.change(await screen.findByRole('textbox', { name: /Amount per cycle/ }), { target: { value: '300.000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(hostApi.gateway.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ amount: 300_000 }]));
    await waitFor(() => expect(hostApi.shownToasts).toContainEqual({ text: 'Plan saved. Its next invoices use the new details.', tone: 'success' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Batik club 1' })).toBeInTheDocument();
    expect(screen.getByText('Rp 300.000', { exact: false })).toBeInTheDocument();
  });

  it('refuses a count below the invoices sent with the message key in words, and sends nothing', async () => {
    const hostApi = await renderAt('/recurring/rcp_1/edit', edited);
    fireEvent.change(await screen.findByRole('textbox', { name: /Number of invoices/ }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Plan name/ }), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter at least the number of invoices already sent')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(hostApi.gateway.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('says a refusal of the gateway in the form', async () => {
    await renderAt('/recurring/rcp_1/edit', {
      ...edited,
      [`PATCH ${RECURRING_API.plan('rcp_1')}`]: () => {
        throw new GatewayError('API_VALIDATION_ERROR', 'The plan is STOPPED', 409);
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /Amount per cycle/ }), { target: { value: '300.000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The plan could not be saved. Check the fields and try again.')).toBeInTheDocument();
  });

  it.each([
    ['a viewer', { persona: 'viewer' as const }, {}, 'You cannot use this page'],
    ['a stopped plan', {}, { status: 'STOPPED' as const, next_charge_date: null }, 'This plan can no longer be edited'],
  ])('is not offered to %s', async (_, options, plan, heading) => {
    await renderAt('/recurring/rcp_1/edit', { [`GET ${RECURRING_API.plan('rcp_1')}`]: { ...DETAIL, ...plan } }, options);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('says when the plan could not be loaded, and loads it again on Retry', async () => {
    let calls = 0;
    await renderAt('/recurring/rcp_1/edit', {
      [`GET ${RECURRING_API.plan('rcp_1')}`]: () => {
        calls += 1;
        if (calls === 1) throw new Error('the gateway did not answer');
        return SOLD;
      },
    });
    expect(await screen.findByText('It could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Edit recurring plan' })).toBeInTheDocument();
  });

  it('speaks Indonesian', async () => {
    await renderAt('/recurring/rcp_1/edit', edited, { language: 'id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ubah rencana berulang' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan perubahan' })).toBeInTheDocument();
  });
});
