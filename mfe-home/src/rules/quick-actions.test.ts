import { EVERY_ROUTE, HOME_PERSONAS, type HomePersona } from './personas.fixture';
import { visibleQuickActions, type QuickActionKey } from './quick-actions';

const keys = (persona: HomePersona, shouldDisableInvoiceCreation = false) =>
  visibleQuickActions(HOME_PERSONAS[persona], { shouldDisableInvoiceCreation }, EVERY_ROUTE).map((card) => card.key);

describe('quick actions per persona and country (spec 02 §6)', () => {
  test.each<[HomePersona, QuickActionKey[]]>([
    // Toko Ku is in payment-link mode: the payment-link card, no invoice or donation link.
    ['owner ID', ['createPaymentLink', 'sendMoney', 'batchDisbursement', 'viewTransactions']],
    ['viewer', ['createPaymentLink', 'sendMoney', 'batchDisbursement', 'viewTransactions']],
    ['ops-only', ['createPaymentLink', 'viewTransactions']],
    ['dev', []],
    ['finance', []],
    // The Philippines has no disbursements page; remittance only balance and transactions.
    ['Manila PH', ['createPaymentLink', 'batchDisbursement', 'viewTransactions']],
    ['remittance', ['viewTransactions']],
    // The second brand has no invoices, payment links or batch disbursements (it has batch remittances).
    ['second brand', ['sendMoney', 'viewTransactions']],
    ['white-label partner', ['createPaymentLink', 'sendMoney', 'batchDisbursement', 'viewTransactions']],
    // Invoices mode: invoice and donation link, no payment link.
    ['managed sub-account', ['createInvoice', 'createDonationLink', 'sendMoney', 'batchDisbursement', 'viewTransactions']],
    ['not-live business', ['createPaymentLink', 'sendMoney', 'batchDisbursement', 'viewTransactions']],
    ['instant activation', ['createInvoice', 'createDonationLink', 'sendMoney', 'batchDisbursement', 'viewTransactions']],
  ])('%s sees %j', (persona, expected) => {
    expect(keys(persona)).toEqual(expected);
  });

  test('invoice creation disabled hides the invoice and donation-link cards, nothing else', () => {
    expect(keys('managed sub-account', true)).toEqual(['sendMoney', 'batchDisbursement', 'viewTransactions']);
    expect(keys('owner ID', true)).toEqual(keys('owner ID', false));
  });

  test('operation-only in invoices mode sees the invoice cards too (they need no balance)', () => {
    const facts = { ...HOME_PERSONAS['managed sub-account'], permissions: { ...HOME_PERSONAS['ops-only'].permissions } };
    expect(visibleQuickActions(facts, { shouldDisableInvoiceCreation: false }, EVERY_ROUTE).map((c) => c.key)).toEqual([
      'createInvoice', 'createDonationLink', 'viewTransactions',
    ]);
  });

  test('edit alone is enough for every card', () => {
    const facts = { ...HOME_PERSONAS['owner ID'], permissions: { ...HOME_PERSONAS.dev.permissions, can_manage_tech_settings: false, can_edit: true } };
    expect(visibleQuickActions(facts, { shouldDisableInvoiceCreation: false }, EVERY_ROUTE).map((c) => c.key)).toEqual(keys('owner ID'));
  });

  test("a card whose page the shell will not link (the user may not open it, or no remote serves it) does not show", () => {
    const notServed = new Set(['disbursements', 'payment-links.create']);
    const routes = { isVisible: (key: string) => !notServed.has(key) };
    expect(visibleQuickActions(HOME_PERSONAS['owner ID'], { shouldDisableInvoiceCreation: false }, routes).map((c) => c.key)).toEqual([
      'batchDisbursement', 'viewTransactions',
    ]);
    // Not decided yet: nothing shows until the shell knows.
    expect(visibleQuickActions(HOME_PERSONAS['owner ID'], { shouldDisableInvoiceCreation: false }, { isVisible: () => undefined })).toEqual([]);
  });
});
