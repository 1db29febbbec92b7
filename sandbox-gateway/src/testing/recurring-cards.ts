import Database from 'better-sqlite3';
import type { RecurringPlanDetail } from 'shared-contracts/areas/getting-paid/recurring';
import { OWNER, plan, PLANS, MONTHLY } from './recurring-plans';
import type { SignedIn, TestGateway } from './test-gateway';

/** What the card-on-file gateway tests share (decisions 0089, 0090): a daily plan, its hosted page, the database's counts and the outbox. */
export const DAILY = { ...MONTHLY, name: 'Fresh flowers', amount: 75_000, interval: 'DAILY' };
export const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };

export function cardOnFileCalls(gatewayOf: () => TestGateway, as: SignedIn) {
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, email = OWNER) =>
    gatewayOf().request({ method, url, ...(payload === undefined ? {} : { payload }), headers: await as(email) });
  const create = async (terms: object = {}) => (await call('POST', PLANS, { ...DAILY, ...terms })).json<RecurringPlanDetail>();
  const read = async (id: string) => (await call('GET', plan(id))).json<RecurringPlanDetail>();
  const codeOf = (detail: RecurringPlanDetail, cycle: number) => detail.cycles.find((row) => row.cycle === cycle)!.invoice.short_invoice_url.split('/').pop()!;
  const pay = (code: string, saveCard: boolean) =>
    gatewayOf().request({
      method: 'POST', url: `/api/pay/${code}`, payload: `payer_email=sari.card%40example.test${saveCard ? '&save_card=1' : ''}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...ENGLISH },
    });
  /** A plan whose first cycle the customer paid with the box checked. */
  const withCard = async (terms: object = {}) => {
    const made = await create(terms);
    const paid = await pay(codeOf(made, 1), true);
    if (paid.status !== 200) throw new Error(`paying the first cycle answered ${paid.status}`);
    return made;
  };
  const count = (sql: string, ...params: unknown[]): number => {
    const db = new Database(gatewayOf().dbPath, { readonly: true });
    try {
      return db.prepare(sql).pluck().get(...params) as number;
    } finally {
      db.close();
    }
  };
  const paymentsOf = (invoiceId: string) => count('SELECT COUNT(*) FROM getting_paid_payments WHERE subject_id = ?', invoiceId);
  const ledgerOf = (invoiceId: string) =>
    count("SELECT COUNT(*) FROM ledger_entries l JOIN getting_paid_payments g ON g.ledger_entry_id = l.id WHERE g.subject_id = ? AND l.source_kind = 'card_payment'", invoiceId);
  /** The outbox's messages of a kind about a cycle's invoice (its external id), e.g. INVOICE_EMAIL, INVOICE_RECEIPT_EMAIL. */
  const emails = async (kind: string, externalId: string) => {
    const { messages } = (await gatewayOf().request({ url: '/__sandbox/outbox' })).json<{ messages: { kind: string; recipient: string; subject: string }[] }>();
    return messages.filter((message) => message.kind === kind && message.subject.includes(`nvoice ${externalId}`));
  };
  const invoiceEmails = async (externalId: string) => (await emails('INVOICE_EMAIL', externalId)).length;
  /** The sandbox's controls of a plan's card (test mode); decline-next-charge's body may name the reason (decision 0092). */
  const control = (id: string, name: 'decline-next-charge' | 'next-charge-retry', payload: unknown = {}) =>
    gatewayOf().request({ method: 'POST', url: `/__sandbox/recurring-plans/${id}/${name}`, payload: payload as object });
  return { call, create, read, codeOf, pay, withCard, count, paymentsOf, ledgerOf, emails, invoiceEmails, control };
}
