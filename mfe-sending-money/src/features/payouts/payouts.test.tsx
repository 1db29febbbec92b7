import declaration from '../../../declaration.json';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PAYOUTS_API, type Payout, type PayoutsAnswer } from 'shared-contracts/areas/sending-money/payouts';
import { type FakeGatewayRoutes, type PersonaName } from 'shared-contracts/testing';
import { renderRemote } from 'shared-contracts/testing/react';
import remote from '../../remote';

const PAYOUT: Payout = {
  id: 'payout_1', amount: 75_000, fee: 4_000, currency: 'IDR', description: 'Refund for order 17', recipient_email: 'sari@example.test', status: 'ACTIVE',
  claim_url: 'http://localhost/api/payouts/claim/abcdefghijklmnopqrstuv', expiry_date: '2026-12-05T03:00:00.000Z', created: '2026-11-28T03:00:00.000Z',
  claimed_at: null, claimed_to: null, claimed_name: null,
};
const LIST: PayoutsAnswer = { docs: [PAYOUT, { ...PAYOUT, id: 'payout_2', description: 'Prize', status: 'CLAIMED', claimed_to: 'BCA ••••7890', claimed_name: 'Budi Santoso' }], has_next: false, next_cursor: null };

async function renderAt(path: string, gateway: FakeGatewayRoutes, persona: PersonaName = 'owner') {
  const route = remote.routes[2]!;
  const { default: Page } = await route.page();
  return renderRemote((hostApi) => <Page hostApi={hostApi} />, { remote, declaration, persona, hostApi: { language: 'en', gateway }, route: { path, pattern: route.path } }).hostApi;
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
  it('makes a payout link once with its idempotency key, showing what leaves the balance', async () => {
    const hostApi = await renderAt('/payouts/new', { [`POST ${PAYOUTS_API.payouts}`]: PAYOUT });
    fireEvent.change(await screen.findByRole('textbox', { name: /Amount/ }), { target: { value: '75000' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: 'Refund for order 17' } });
    expect(screen.getByText(/Taken from your balance: Rp\s?79\.000/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create payout link' }));
    await waitFor(() => expect(hostApi.navigations).toContainEqual(expect.objectContaining({ path: '/payouts/payout_1' })));
    expect(hostApi.gateway.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ amount: 75_000, idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
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
      remote, declaration, persona: 'brand2', hostApi: { language: 'en', gateway: { [`GET ${PAYOUTS_API.payouts}`]: LIST } }, route: { path: '/remittance-payouts', pattern: route.path },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Remittance payouts' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Refund for order 17' })).toHaveAttribute('href', '/remittance-payouts/payout_1');
  });
});
