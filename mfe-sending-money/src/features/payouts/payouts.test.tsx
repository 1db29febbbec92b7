import declaration from '../../../declaration.json';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayError, type Language, type User } from 'shared-contracts';
import { PAYOUTS_API, type PayoutDetail, type PayoutsAnswer } from 'shared-contracts/areas/sending-money/payouts';
import { type FakeGatewayRoutes, type PersonaName } from 'shared-contracts/testing';
import { renderRemote } from 'shared-contracts/testing/react';
import remote from '../../remote';
// Both languages' texts: the remote fetches the Indonesian on demand, a test has it at once.
import { en, id } from '../../translations/index';

const PAYOUT: PayoutDetail = {
  id: 'payout_1', amount: 75_000, fee: 4_000, currency: 'IDR', description: 'Refund for order 17', recipient_email: 'sari@example.test', status: 'ACTIVE',
  claim_url: 'http://localhost/api/payouts/claim/abcdefghijklmnopqrstuv', expiry_date: '2026-12-05T03:00:00.000Z', created: '2026-11-28T03:00:00.000Z',
  claimed_at: null, claimed_to: null, claimed_name: null, ledger_entry_ids: ['ldg_1'],
};
const LIST: PayoutsAnswer = { docs: [PAYOUT, { ...PAYOUT, id: 'payout_2', description: 'Prize', status: 'CLAIMED', claimed_to: 'BCA ••••7890', claimed_name: 'Budi Santoso' }], has_next: false, next_cursor: null };

const PIN = '246810';

async function renderAt(path: string, gateway: FakeGatewayRoutes, persona: PersonaName = 'owner', options: { user?: Partial<User>; language?: Language } = {}) {
  const route = remote.routes.find((candidate) => `${path}/`.startsWith(candidate.path.replace('/*', '/')))!;
  const { default: Page } = await route.page();
  return renderRemote((hostApi) => <Page hostApi={hostApi} />, {
    remote: { name: remote.name, translations: { en, id } }, declaration, persona, session: { user: { is_pin_set: true, ...options.user } }, hostApi: { language: options.language ?? 'en', gateway }, route: { path, pattern: route.path },
  }).hostApi;
}

/** Types the PIN into its six cells. */
async function typePin(pin = PIN) {
  const cells = within(await screen.findByRole('group', { name: /^Withdrawal PIN/ })).getAllByLabelText(/of 6/);
  cells.forEach((cell, index) => fireEvent.change(cell, { target: { value: pin[index] ?? '' } }));
}

function fillPayoutForm() {
  fireEvent.change(screen.getByRole('textbox', { name: /Amount/ }), { target: { value: '75000' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: 'Refund for order 17' } });
}

describe('/payouts', () => {
  it('lists the payout links ten at a time, with the create action for an owner and not for a viewer', async () => {
    const hostApi = await renderAt('/payouts', { [`GET ${PAYOUTS_API.payouts}`]: LIST });
    expect(await screen.findByRole('link', { name: 'Refund for order 17' })).toHaveAttribute('href', '/payouts/payout_1');
    expect(screen.getAllByText('Claimed').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Create a payout link' })).toHaveAttribute('href', '/payouts/new');
    expect(hostApi.gateway.calls[0]?.query).toMatchObject({ limit: 10 });
  });

  it('a viewer reads and cannot make one, not even by the address', async () => {
    await renderAt('/payouts', { [`GET ${PAYOUTS_API.payouts}`]: LIST }, 'viewer');
    await screen.findByRole('link', { name: 'Refund for order 17' });
    expect(screen.queryByRole('link', { name: 'Create a payout link' })).not.toBeInTheDocument();
  });
});

describe('/payouts/new', () => {
  it('makes a payout link once with its idempotency key and the PIN, showing what leaves the balance', async () => {
    const hostApi = await renderAt('/payouts/new', { [`POST ${PAYOUTS_API.payouts}`]: PAYOUT });
    await screen.findByRole('textbox', { name: /Amount/ });
    fillPayoutForm();
    expect(screen.getByText(/Taken from your balance: Rp\s?79\.000/)).toBeInTheDocument();
    await typePin();
    fireEvent.click(screen.getByRole('button', { name: 'Create payout link' }));
    await waitFor(() => expect(hostApi.navigations).toContainEqual(expect.objectContaining({ path: '/payouts/payout_1' })));
    expect(hostApi.gateway.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ amount: 75_000, pin: PIN, idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('asks for the whole PIN first; a wrong PIN is said under it and emptied, the form keeps what was typed, the same key is sent again', async () => {
    let tries = 0;
    const hostApi = await renderAt('/payouts/new', {
      [`POST ${PAYOUTS_API.payouts}`]: () => {
        tries += 1;
        if (tries === 1) throw new GatewayError('INVALID_PIN_ERROR', 'The PIN is not correct', 400);
        return PAYOUT;
      },
    });
    await screen.findByRole('textbox', { name: /Amount/ });
    fillPayoutForm();
    const create = screen.getByRole('button', { name: 'Create payout link' });
    fireEvent.click(create);
    expect(await screen.findByText('Fill in this field')).toBeInTheDocument();
    await typePin('1234');
    fireEvent.click(create);
    expect(await screen.findByText('Enter the six digits of your PIN')).toBeInTheDocument();
    expect(hostApi.gateway.calls.filter((call) => call.method === 'POST')).toEqual([]);
    await typePin('000000');
    fireEvent.click(create);
    expect(await screen.findByText('The PIN is not correct. Enter it again.')).toBeInTheDocument();
    const cells = within(screen.getByRole('group', { name: /^Withdrawal PIN/ })).getAllByLabelText(/of 6/);
    expect(cells.map((cell) => (cell as HTMLInputElement).value).join('')).toBe('');
    await waitFor(() => expect(cells[0]).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('75000');
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('Refund for order 17');
    await typePin();
    fireEvent.click(create);
    await waitFor(() => expect(hostApi.navigations).toContainEqual(expect.objectContaining({ path: '/payouts/payout_1' })));
    const bodies = hostApi.gateway.calls.filter((call) => call.method === 'POST').map((call) => call.body as { idempotency_key: string; pin: string });
    expect(bodies.map((body) => body.pin)).toEqual(['000000', PIN]);
    expect(new Set(bodies.map((body) => body.idempotency_key)).size).toBe(1);
  });

  it('too many wrong PINs names the action and the wait, and keeps the form', async () => {
    await renderAt('/payouts/new', { [`POST ${PAYOUTS_API.payouts}`]: () => { throw new GatewayError('TOO_MANY_REQUESTS', 'Too many', 429, 600); } });
    await screen.findByRole('textbox', { name: /Amount/ });
    fillPayoutForm();
    await typePin();
    fireEvent.click(screen.getByRole('button', { name: 'Create payout link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong PINs to create a payout link. Try again in 10 minutes.');
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('Refund for order 17');
  });

  it('without a PIN, a user who may set one is told where before typing, and no link can be created', async () => {
    await renderAt('/payouts/new', {}, 'owner', { user: { is_pin_set: false } });
    expect(await screen.findByText('Set your withdrawal PIN first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set your withdrawal PIN in Settings › Withdrawals' })).toHaveAttribute('href', '/settings/withdrawals');
    expect(screen.getByRole('textbox', { name: /Amount/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create payout link' })).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'You cannot create payout links yet', 'Who can help: an administrator of Nusantara Dua can give you the Withdraw permission in Settings › Team.'],
    ['id', 'Anda belum dapat membuat link payout', 'Yang dapat membantu: administrator Nusantara Dua dapat memberi Anda izin Tarik dana di Pengaturan › Tim.'],
  ] as const)('without a PIN or the Withdraw permission (%s): why, and who can help, instead of a form', async (language, title, help) => {
    await renderAt('/remittance-payouts/new', {}, 'brand2', { user: { is_pin_set: false, can_withdraw: false, can_administer: false }, language });
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(help.replace(/[.›]/g, '.')))).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Settings › Withdrawals|Pengaturan › Penarikan/ })).not.toBeInTheDocument();
  });

  it('is refused to a viewer', async () => {
    await renderAt('/payouts/new', {}, 'viewer');
    expect(await screen.findByRole('heading', { name: 'You cannot send money' })).toBeInTheDocument();
  });
});

describe('/payouts/:id', () => {
  it('shares the claim link while active, and voids it', async () => {
    const hostApi = await renderAt('/payouts/payout_1', {
      [`GET ${PAYOUTS_API.payout('payout_1')}`]: PAYOUT,
      [`POST ${PAYOUTS_API.voidPayout('payout_1')}`]: { ...PAYOUT, status: 'VOIDED' },
    });
    expect(await screen.findByRole('link', { name: PAYOUT.claim_url })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Void payout link' }));
    await waitFor(() => expect(hostApi.shownToasts).toContainEqual({ text: 'The payout link is voided; its money is back in your balance', tone: 'success' }));
    expect(await screen.findByText('Voided')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: PAYOUT.claim_url })).not.toBeInTheDocument();
  });
});

describe('/remittance-payouts (the second brand)', () => {
  it('is the same list under the second brand\'s title, linking to its own pages', async () => {
    const route = remote.routes.find((candidate) => candidate.path === '/remittance-payouts/*')!;
    const { default: Page } = await route.page();
    renderRemote((hostApi) => <Page hostApi={hostApi} />, {
      remote: { name: remote.name, translations: { en, id } }, declaration, persona: 'brand2', hostApi: { language: 'en', gateway: { [`GET ${PAYOUTS_API.payouts}`]: LIST } }, route: { path: '/remittance-payouts', pattern: route.path },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Remittance payouts' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Refund for order 17' })).toHaveAttribute('href', '/remittance-payouts/payout_1');
  });
});
