import { GETTING_PAID_API, type InvoiceDetail } from 'shared-contracts/areas/getting-paid/getting-paid';
import { createTestGateway, execute, signedIn, type TestGateway } from './test-gateway';

export const OWNER = 'owner@tokoku.test';
/** A draft as the owner saves it (decision 0069): emailed to its customer once issued. */
export const DRAFT = {
  currency: 'IDR', description: 'Batik order draft', items: [{ name: 'Batik shirt', quantity: 2, price: 150_000 }], customer_name: 'Sari',
  payer_email: 'draft@example.test', should_send_email: true, draft: true,
};

/**
 * What the invoices' gateway tests share (decisions 0069, 0085): a gateway per file in test mode (its
 * outbox and controls there) with Toko Ku in invoice mode (the payment_links flag off), calls as a
 * persona (the owner by default), saving a draft, and how many invoice emails an address got.
 */
export function invoiceTestGateway() {
  let gateway: TestGateway;
  const as = signedIn(() => gateway);
  beforeAll(async () => {
    gateway = await createTestGateway({ testMode: true });
    execute(gateway.dbPath, "UPDATE feature_flags SET enabled = 0 WHERE business_id = 'biz_tokoku' AND flag = 'payment_links'");
  });
  afterAll(() => gateway.close());
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, email = OWNER) =>
    gateway.request({ method, url, ...(payload === undefined ? {} : { payload }), headers: await as(email) });
  const saveDraft = async (over: object = {}) => (await call('POST', GETTING_PAID_API.invoices, { ...DRAFT, ...over })).json<InvoiceDetail>();
  const emailsTo = async (recipient: string): Promise<number> => {
    const { messages } = (await gateway.request({ url: '/__sandbox/outbox' })).json<{ messages: { kind: string; recipient: string }[] }>();
    return messages.filter((message) => message.kind === 'INVOICE_EMAIL' && message.recipient === recipient).length;
  };
  return { gateway: () => gateway, as, call, saveDraft, emailsTo };
}
