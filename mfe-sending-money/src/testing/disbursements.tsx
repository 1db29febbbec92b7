import declaration from '../../declaration.json';
import type { Language, User } from 'shared-contracts';
import { SENDING_MONEY_API, type Disbursement, type DisbursementChannel, type DisbursementsAnswer } from 'shared-contracts/areas/sending-money/sending-money';
import type { FakeGatewayRoutes, PersonaName } from 'shared-contracts/testing';
import { renderRemote } from 'shared-contracts/testing/react';
import remote from '../remote';
// Both languages' texts: the remote fetches the Indonesian on demand, a test has it at once.
import { en, id } from '../translations/index';

/** The tests' channels: a bank and an e-wallet of Indonesia's. */
export const CHANNELS: DisbursementChannel[] = [
  { code: 'BCA', name: 'Bank Central Asia (BCA)', category: 'BANK', currency: 'IDR', min_amount: 10_000, max_amount: 100_000_000, fee: 4_000 },
  { code: 'OVO', name: 'OVO', category: 'EWALLET', currency: 'IDR', min_amount: 10_000, max_amount: 10_000_000, fee: 2_500 },
];

export const disbursement = (index: number, overrides: Partial<Disbursement> = {}): Disbursement => ({
  id: `disb_${index}`, channel_code: 'BCA', channel_category: 'BANK', account_number: '1234567890', account_holder_name: `Budi ${index}`,
  amount: 50_000, fee: 4_000, currency: 'IDR', description: `Supplier ${index}`, status: 'COMPLETED', failure_code: null,
  created: '2026-11-28T03:00:00.000Z', updated: '2026-11-28T03:00:00.000Z', ...overrides,
});

export const LIST: DisbursementsAnswer = { docs: [disbursement(1), disbursement(2, { status: 'FAILED', failure_code: 'INVALID_DESTINATION' })], has_next: false, next_cursor: null };

const BASE = { [`GET ${SENDING_MONEY_API.channels}`]: { data: CHANNELS } };
const OTHER_AREAS = { 'balance.transaction': '/transactions-new/:id' };

export interface RenderOptions {
  language?: Language;
  persona?: PersonaName;
  pinSet?: boolean;
  user?: Partial<User>;
}

/** A disbursements page (the remote's first route) at `path`, its channels answered, as the owner unless said. */
export async function renderDisbursements(path: string, gateway: FakeGatewayRoutes, options: RenderOptions = {}) {
  const route = remote.routes[0]!;
  const { default: Page } = await route.page();
  return renderRemote((hostApi) => <Page hostApi={hostApi} />, {
    remote: { name: remote.name, translations: { en, id } }, declaration, persona: options.persona ?? 'owner', session: { user: { is_pin_set: options.pinSet ?? true, ...options.user } },
    hostApi: { language: options.language ?? 'en', gateway: { ...BASE, ...gateway }, routes: { paths: OTHER_AREAS } },
    route: { path, pattern: route.path },
  }).hostApi;
}
