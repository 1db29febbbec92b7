import declaration from '../../../declaration.json';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayError, type Language } from 'shared-contracts';
import { HOME_API } from 'shared-contracts/areas/getting-paid/getting-paid';
import type { FakeGatewayRoutes, PersonaName } from 'shared-contracts/testing';
import { renderRemote } from 'shared-contracts/testing/react';
import { RECURRING_API, RECURRING_CHARGE_FAILURES, type RecurringPlanDetail } from 'shared-contracts/areas/getting-paid/recurring';
import remote from '../../remote';
import { en, id } from '../../translations/index';
import { doneMessage } from './PlanActions';

// Decision 0089: a plan's card on file on its page.
const PLAN: RecurringPlanDetail = {
  id: 'rcp_1', name: 'Batik club', description: '', currency: 'IDR', amount: 250_000, interval: 'MONTHLY', total_cycles: null, end_date: null,
  start_date: '2026-11-01', customer: { name: 'Sari', email: 'sari@example.test' }, status: 'ACTIVE', next_charge_date: '2026-12-01', cycles_issued: 1,
  created: '2026-11-01T03:00:00.000Z', updated: '2026-11-01T03:00:00.000Z', paused_at: null, stopped_at: null, completed_at: null, cycles: [],
  payment_method: {
    type: 'CARD', brand: 'VISA', last_four: '1091', expiry: '12/30', token_id: 'tok_1', consented_at: '2026-11-01T04:00:00.000Z', payer_email: 'sari@example.test',
  },
  last_charge_failure: null,
};
const HOME = { [`GET ${HOME_API.homeSettings}`]: { should_disable_invoice_creation: false } };

async function renderPlan(gateway: FakeGatewayRoutes, options: { language?: Language; persona?: PersonaName } = {}) {
  const route = remote.routes.find((candidate) => candidate.path === '/recurring/*')!;
  const { default: Page } = await route.page();
  return renderRemote((hostApi) => <Page hostApi={hostApi} />, {
    remote: { name: remote.name, translations: { en, id } }, declaration, persona: options.persona ?? 'owner', session: { featureFlags: { payment_links: false } },
    hostApi: { language: options.language ?? 'en', gateway: { ...HOME, ...gateway }, routes: { paths: { 'cards.payment': '/credit_cards/payment/:id' } } },
    route: { path: '/recurring/rcp_1', pattern: route.path },
  }).hostApi;
}
const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('a recurring plan’s card on file', () => {
  it('shows the card and removes it once confirmed', async () => {
    const hostApi = await renderPlan({
      [`GET ${RECURRING_API.plan('rcp_1')}`]: PLAN,
      [`DELETE ${RECURRING_API.paymentMethod('rcp_1')}`]: () => ({ ...PLAN, payment_method: null }),
    });
    const card = await section('Card on file');
    expect(card.getByText(/^Card on file: VISA •••• 1091, saved /)).toBeInTheDocument();
    fireEvent.click(card.getByRole('button', { name: 'Remove card' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Remove the card on file?' });
    expect(ask).toHaveTextContent('The next invoices of “Batik club” will not be charged to VISA •••• 1091');
    fireEvent.click(within(ask).getByRole('button', { name: 'Remove card' }));
    expect(await card.findByText('No card on file — each invoice is paid on its page')).toBeInTheDocument();
    await waitFor(() => expect(hostApi.shownToasts).toContainEqual({ text: 'The card was removed. The next invoices are paid on their pages.', tone: 'success' }));
    expect(hostApi.gateway.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([RECURRING_API.paymentMethod('rcp_1')]);
  });

  it('lets a viewer see the card without Remove', async () => {
    await renderPlan({ [`GET ${RECURRING_API.plan('rcp_1')}`]: PLAN }, { persona: 'viewer' });
    const card = await section('Card on file');
    expect(card.getByText(/^Card on file: VISA •••• 1091/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Remove card' })).not.toBeInTheDocument();
  });

  it('says a refused removal in a toast and keeps the card', async () => {
    const hostApi = await renderPlan({
      [`GET ${RECURRING_API.plan('rcp_1')}`]: PLAN,
      [`DELETE ${RECURRING_API.paymentMethod('rcp_1')}`]: () => {
        throw new GatewayError('API_VALIDATION_ERROR', 'The plan has no card on file', 409);
      },
    });
    const card = await section('Card on file');
    fireEvent.click(card.getByRole('button', { name: 'Remove card' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(hostApi.shownToasts).toContainEqual({ text: 'The plan has no card on file', tone: 'error' }));
    expect(card.getByText(/^Card on file: VISA •••• 1091/)).toBeInTheDocument();
  });

  it.each([
    ['en', 'No card on file — each invoice is paid on its page', 'A charge failed', /cycle 2 failed on .*: the card was declined/],
    ['id', 'Tidak ada kartu tersimpan — setiap tagihan dibayar di halamannya', 'Penagihan gagal', /siklus 2 gagal pada .*: kartu ditolak/],
  ] as const)('in %s: says there is no card, and the last failed charge', async (language, none, title, failure) => {
    await renderPlan(
      { [`GET ${RECURRING_API.plan('rcp_1')}`]: { ...PLAN, payment_method: null, last_charge_failure: { cycle: 2, failed_at: '2026-12-01T00:00:00.000Z', reason: 'CARD_DECLINED' } } },
      { language },
    );
    expect(await screen.findByText(none)).toBeInTheDocument();
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText(failure)).toBeInTheDocument();
  });

  it.each([
    ['en', 'The card will be charged again on', '(retry 2 of 3)', 'The card was declined on all 3 retries. The invoice stays open: the customer can still pay it on its page.', 'View the declined payment'],
    ['id', 'Kartu akan ditagih lagi pada', '(percobaan ulang 2 dari 3)', 'Kartu ditolak pada semua 3 percobaan ulang. Tagihan tetap terbuka: pelanggan masih dapat membayarnya di halamannya.', 'Lihat pembayaran yang ditolak'],
  ] as const)('in %s: says when the declined card is tried again, links its FAILED payment, and says when no retry is left (decision 0090)', async (language, next, count, over, link) => {
    const failure = { cycle: 2, failed_at: '2026-12-01T00:00:00.000Z', reason: 'CARD_DECLINED', card_payment_id: 'ccp_9', retries_made: 1, next_retry_at: '2026-12-04T00:00:00.000Z' } as const;
    let answer: RecurringPlanDetail = { ...PLAN, last_charge_failure: failure };
    await renderPlan({ [`GET ${RECURRING_API.plan('rcp_1')}`]: () => answer }, { language });
    const card = await section(language === 'en' ? 'Card on file' : 'Kartu tersimpan');
    expect(await card.findByText(new RegExp(`^${next} .*${count.replace(/[()]/g, '\\$&')}\\.$`))).toBeInTheDocument();
    expect(card.getByRole('link', { name: link })).toHaveAttribute('href', '/credit_cards/payment/ccp_9');
    answer = { ...PLAN, last_charge_failure: { ...failure, retries_made: 3, next_retry_at: null } };
    cleanup();
    await renderPlan({ [`GET ${RECURRING_API.plan('rcp_1')}`]: () => answer }, { language });
    expect(await screen.findByText(over)).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(next))).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'STOLEN_CARD', /cycle 2 failed on .*: the card was reported lost or stolen\./, 'This card cannot be charged again: it was removed from the plan and will not be retried. The next invoices are emailed to the customer, who can save another card when paying one.'],
    ['id', 'EXPIRED_CARD', /siklus 2 gagal pada .*: kartu sudah kedaluwarsa\./, 'Kartu ini tidak dapat ditagih lagi: kartu dihapus dari paket dan tidak akan dicoba lagi. Tagihan berikutnya dikirim ke email pelanggan, yang dapat menyimpan kartu lain saat membayarnya.'],
  ] as const)('in %s: a hard decline (%s, decision 0092) says why, that the card was removed and is not retried', async (language, reason, why, hard) => {
    const failure = { cycle: 2, failed_at: '2026-12-01T00:00:00.000Z', reason, card_payment_id: 'ccp_9', retries_made: 0, next_retry_at: null } as const;
    await renderPlan({ [`GET ${RECURRING_API.plan('rcp_1')}`]: { ...PLAN, payment_method: null, last_charge_failure: failure } }, { language });
    const card = await section(language === 'en' ? 'Card on file' : 'Kartu tersimpan');
    expect(await card.findByText(why)).toBeInTheDocument();
    expect(card.getByText(hard)).toBeInTheDocument();
    expect(card.queryByText(/retries|percobaan ulang/)).not.toBeInTheDocument();
  });

  it('names every reason a charge may fail for, in both languages', () => {
    const reasons = (tree: object) => Object.keys(((tree as Record<string, Record<string, Record<string, object>>>).recurring!.card!.reason ?? {}) as object);
    expect(reasons(en)).toEqual([...RECURRING_CHARGE_FAILURES]);
    expect(reasons(id)).toEqual([...RECURRING_CHARGE_FAILURES]);
  });

  it('says a declined next invoice as news, not a success (decision 0092)', async () => {
    const cycle2 = { cycle: 2, scheduled_date: '2026-12-01', issued_at: '2026-12-01T03:00:00.000Z', invoice: { id: 'inv_2', status: 'PENDING', amount: 250_000, short_invoice_url: 'http://localhost/api/pay/x', paid_at: null } } as const;
    const declined: RecurringPlanDetail = {
      ...PLAN, payment_method: null, cycles: [cycle2], cycles_issued: 2,
      last_charge_failure: { cycle: 2, failed_at: '2026-12-01T03:00:00.000Z', reason: 'INACTIVE_CARD', card_payment_id: 'ccp_9', retries_made: 0, next_retry_at: null },
    };
    const hostApi = await renderPlan({ [`GET ${RECURRING_API.plan('rcp_1')}`]: PLAN, [`POST ${RECURRING_API.action('rcp_1', 'issue-next')}`]: () => declined });
    fireEvent.click(await screen.findByRole('button', { name: 'Send the next invoice now' }));
    await waitFor(() =>
      expect(hostApi.shownToasts).toContainEqual({
        text: 'The card on file was declined and cannot be charged again, so it was removed from the plan. The next invoice was emailed to the customer.', tone: 'info',
      }),
    );
  });

  it('reads an answer without the fields (a gateway before decision 0089) as no card', async () => {
    const { payment_method: _card, last_charge_failure: _failure, ...older } = PLAN;
    await renderPlan({ [`GET ${RECURRING_API.plan('rcp_1')}`]: older });
    expect(await screen.findByText('No card on file — each invoice is paid on its page')).toBeInTheDocument();
  });
});

describe('what “Send the next invoice now” says', () => {
  const cycle = (status: 'PAID' | 'PENDING') => ({ cycle: 2, scheduled_date: '2026-12-01', issued_at: '2026-12-01T03:00:00.000Z', invoice: { id: 'inv_2', status, amount: 250_000, short_invoice_url: 'http://localhost/api/pay/x', paid_at: null } });
  it('that the card on file paid it, when the newest invoice is paid at once; that it was declined and will be retried; else that it was sent', () => {
    expect(doneMessage('issue-next', { ...PLAN, cycles: [cycle('PAID')] })).toBe('recurring.detail.issuedCharged');
    expect(doneMessage('issue-next', { ...PLAN, cycles: [cycle('PENDING')] })).toBe('recurring.detail.issued');
    const declined = { cycle: 2, failed_at: '2026-12-01T03:00:00.000Z', reason: 'CARD_DECLINED' } as const;
    expect(doneMessage('issue-next', { ...PLAN, last_charge_failure: declined, cycles: [cycle('PENDING')] })).toBe('recurring.detail.issuedDeclined'); // emailed, retried
    expect(doneMessage('issue-next', { ...PLAN, payment_method: null, cycles: [cycle('PENDING')] })).toBe('recurring.detail.issued');
    // A hard decline took the card off the plan (decision 0092): not "sent" alone, not "tried again".
    const stolen = { ...declined, reason: 'STOLEN_CARD' } as const;
    expect(doneMessage('issue-next', { ...PLAN, payment_method: null, last_charge_failure: stolen, cycles: [cycle('PENDING')] })).toBe('recurring.detail.issuedDeclinedHard');
    expect(doneMessage('pause', { ...PLAN, cycles: [cycle('PAID')] })).toBe('recurring.detail.paused');
  });
});
