import declaration from '../../declaration.json';
import type { LedgerEntry, TransactionsAnswer } from 'shared-contracts/areas/balance/balance';
import type { Language } from 'shared-contracts';
import type { FakeGatewayRoutes, PersonaName } from 'shared-contracts/testing';
import { renderRemote } from 'shared-contracts/testing/react';
import remote from '../remote';
import { en, id } from '../translations';

// What the remote's tests share: a ledger entry, a page of them, and a page of the remote rendered
// with a fake gateway.

export const entry = (index: number, overrides: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id: `ldg_${index}`,
  type: 'PAYMENT',
  status: 'AVAILABLE',
  channel: 'CARDS',
  currency: 'IDR',
  amount: 100_000 + index,
  fee: 3_000,
  running_balance: 1_000_000 + index,
  reference: `order-${index}`,
  description: `Card payment ${index}`,
  source: { kind: 'card_payment', id: `cc_${index}` },
  available_on: null,
  created: `2026-11-${String(28 - (index % 20)).padStart(2, '0')}T03:00:00.000Z`,
  updated: '2026-11-28T03:00:00.000Z',
  ...overrides,
});
export const page = (from: number, count: number, next: string | null): TransactionsAnswer => ({
  data: Array.from({ length: count }, (_, index) => entry(from + index)),
  next_cursor: next,
  limit: 25,
});

export async function renderAt(path: string, gateway: FakeGatewayRoutes, { language = 'en', persona = 'owner' }: { language?: Language; persona?: PersonaName } = {}) {
  const route = remote.routes.find((candidate) => candidate.path === path || (candidate.path.endsWith('/*') && path.startsWith(candidate.path.slice(0, -2))))!;
  const { default: Page } = await route.page();
  return renderRemote((hostApi) => <Page hostApi={hostApi} />, {
    remote: { name: remote.name, translations: { en, id } },
    declaration,
    persona,
    hostApi: { language, gateway, routes: { paths: OTHER_AREAS } },
    route: { path, pattern: route.path },
  }).hostApi;
}

/** Where the other areas' pages this remote links to are, as their declarations say. */
const OTHER_AREAS = {
  'cards.payment': '/credit_cards/payment/:id',
  'cards.chargeback': '/credit_cards/chargebacks/:id',
  'sending-money.payout': '/payouts/:id',
  'sending-money.remittance-payout': '/remittance-payouts/:id',
};

