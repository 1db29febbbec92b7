import declaration from '../../../declaration.json';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayError, type Language } from 'shared-contracts';
import { GETTING_PAID_API, HOME_API } from 'shared-contracts/areas/getting-paid/getting-paid';
import { INVOICE_REMINDER_SETTINGS_API } from 'shared-contracts/areas/getting-paid/invoice-reminder-settings';
import type { FakeGatewayRoutes, PersonaName } from 'shared-contracts/testing';
import { renderRemote } from 'shared-contracts/testing/react';
import remote from '../../remote';
import { en, id } from '../../translations/index';

// The business's default reminders (decision 0091): its settings page and the create form's pre-fill.
const HOME = { [`GET ${HOME_API.homeSettings}`]: { should_disable_invoice_creation: false } };
const GET = `GET ${INVOICE_REMINDER_SETTINGS_API.settings}`;
const PUT = `PUT ${INVOICE_REMINDER_SETTINGS_API.settings}`;
const saved = (days: number[]) => ({ reminder_days_before: days, updated: days.length ? '2026-12-01T03:00:00.000Z' : null });

async function renderAt(path: string, gateway: FakeGatewayRoutes, options: { language?: Language; persona?: PersonaName } = {}) {
  const route = remote.routes.find((candidate) => candidate.path === '/invoices/*')!;
  const { default: Page } = await route.page();
  return renderRemote((hostApi) => <Page hostApi={hostApi} />, {
    remote: { name: remote.name, translations: { en, id } }, declaration, persona: options.persona ?? 'owner', session: { featureFlags: { payment_links: false } },
    hostApi: { language: options.language ?? 'en', gateway: { ...HOME, ...gateway } },
    route: { path, pattern: route.path },
  }).hostApi;
}
const box = (number: number) => screen.getByRole('textbox', { name: new RegExp(`^Reminder ${number}: days before the due date`) });

describe('/invoices/settings', () => {
  it('shows the saved default, says a bad day in the shared rule’s words, and saves the schedule with a toast', async () => {
    const hostApi = await renderAt('/invoices/settings', { [GET]: saved([7, 3]), [PUT]: (call: { body: { reminder_days_before: number[] } }) => saved(call.body.reminder_days_before) });
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice reminders' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Default reminders' })).toBeInTheDocument();
    expect([box(1), box(2)].map((input) => (input as HTMLInputElement).value)).toEqual(['7', '3']);
    fireEvent.click(screen.getByRole('button', { name: 'Add a reminder' }));
    fireEvent.change(box(3), { target: { value: '31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Enter a number of days from 0 to 30')).toBeInTheDocument();
    fireEvent.change(box(3), { target: { value: '3' } });
    expect(await screen.findByText('This reminder is already chosen')).toBeInTheDocument();
    fireEvent.change(box(3), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove reminder 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    await waitFor(() => expect(hostApi.shownToasts).toContainEqual({ text: 'Default reminders saved. New invoices start with them.', tone: 'success' }));
    expect(hostApi.gateway.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ reminder_days_before: [3, 0] }]);
  });

  it('says when there is no default, and saves none', async () => {
    const hostApi = await renderAt('/invoices/settings', { [GET]: saved([]), [PUT]: saved([]) });
    expect(await screen.findByText('No default reminders: new invoices get none unless you add them on the invoice.')).toBeInTheDocument();
    expect(screen.getByText(/an invoice expires at the end of its due date/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    await waitFor(() => expect(hostApi.gateway.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ reminder_days_before: [] }]));
  });

  it('says a failed read with a retry, and a refused save in the form', async () => {
    let reads = 0;
    await renderAt('/invoices/settings', {
      [GET]: () => {
        reads += 1;
        if (reads === 1) throw new GatewayError('SERVER_ERROR', 'down', 500);
        return saved([2]);
      },
      [PUT]: () => {
        throw new GatewayError('API_VALIDATION_ERROR', 'no', 400, undefined, [{ field: 'reminder_days_before[0]', message: 'bad' }]);
      },
    });
    expect(await screen.findByRole('heading', { name: 'The reminder settings could not be loaded.' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Try again|Retry/ }));
    expect(await screen.findByRole('group', { name: 'Default reminders' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('The reminders could not be saved. Check them and try again.')).toBeInTheDocument();
  });

  it('lets a viewer see the default read-only, without Add, Remove or Save', async () => {
    await renderAt('/invoices/settings', { [GET]: saved([7]) }, { persona: 'viewer' });
    expect(await screen.findByText('Only team members who can create invoices can change the default reminders.')).toBeInTheDocument();
    expect(box(1)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save reminders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a reminder' })).not.toBeInTheDocument();
  });

  it('speaks Indonesian, message keys included', async () => {
    await renderAt('/invoices/settings', { [GET]: saved([40]) }, { language: 'id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pengingat tagihan' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan pengingat' }));
    expect(await screen.findByText('Masukkan jumlah hari dari 0 sampai 30')).toBeInTheDocument();
  });
});

describe('/invoices/new with a default schedule', () => {
  it('pre-fills the reminders once a due date is chosen, and sends what the merchant leaves', async () => {
    const hostApi = await renderAt('/invoices/new', { [GET]: saved([7, 3, 0]), [`POST ${GETTING_PAID_API.invoices}`]: () => ({ id: 'inv_9' }) });
    fireEvent.change(await screen.findByRole('textbox', { name: /Description/ }), { target: { value: 'Batik order 9' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Item/ }), { target: { value: 'Batik shirt' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Unit price/ }), { target: { value: '150.000' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Quantity/ }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Customer email/ }), { target: { value: 'sari@example.test' } });
    const reminders = screen.getByRole('group', { name: 'Reminders' });
    expect(within(reminders).queryByRole('textbox')).not.toBeInTheDocument();
    // A due date next month, the 15th: at least 15 days ahead, so every default day is after today.
    fireEvent.click(within(screen.getByRole('group', { name: /^Due date/ })).getByRole('button'));
    const calendar = await screen.findByRole('dialog');
    const month = within(calendar).getByRole('heading').textContent;
    fireEvent.click(within(calendar).getAllByRole('button', { name: 'Next' })[0]!);
    await waitFor(() => expect(within(calendar).getByRole('heading').textContent).not.toBe(month));
    fireEvent.click(within(calendar).getAllByRole('button').find((cell) => cell.classList.contains('mdp-calendar-cell') && !cell.hasAttribute('data-outside-month') && cell.textContent === '15')!);
    await waitFor(() => expect(within(reminders).getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(['7', '3', '0']));
    expect(within(reminders).getByText(/Filled in from your business’s default reminders/)).toBeInTheDocument();
    fireEvent.click(within(reminders).getByRole('button', { name: 'Remove reminder 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    await waitFor(() => expect(hostApi.gateway.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ reminder_days_before: [7, 0] }));
  });
});
