import { amountProblem, canMove, defaultRemindersFor, reminderScheduleProblems, gettingPaidGates, invoiceExpiry, invoiceFormSchema, invoiceTotal, isLegacyLink, linkStatusAfterPayment, recurringGates, recurringPlaces, reminderDay, reminderProblems, type GettingPaidFacts } from './getting-paid-rules';

test('totals are whole minor units, bounded by the currency’s smallest amount', () => {
  expect(invoiceTotal([{ name: 'a', quantity: 2, price: 150_000 }, { name: 'b', quantity: 1, price: 20_000 }])).toBe(320_000);
  expect(amountProblem(999, 'IDR')).toBe('belowMin');
  expect(amountProblem(1_000, 'IDR')).toBeNull();
  expect(amountProblem(99, 'PHP')).toBe('belowMin');
  expect(amountProblem(1_000_000_000_000, 'USD')).toBe('aboveMax');
});

test('expiry is the due date’s end when given, else creation plus invoice_ttl', () => {
  expect(invoiceExpiry(1_000, 60)).toBe(61_000);
  expect(invoiceExpiry(1_000, 60, 5_000_000)).toBe(5_000_000);
});

test('a DRAFT is only issued, only a PENDING invoice moves on, nothing goes back to DRAFT; single-use links are used up by one payment', () => {
  expect(canMove('DRAFT', 'PENDING')).toBe(true);
  expect(canMove('DRAFT', 'PAID')).toBe(false);
  expect(canMove('DRAFT', 'VOIDED')).toBe(false);
  for (const from of ['PENDING', 'PAID', 'EXPIRED', 'VOIDED'] as const) expect(canMove(from, 'DRAFT')).toBe(false);
  expect(canMove('PENDING', 'PAID')).toBe(true);
  expect(canMove('PAID', 'VOIDED')).toBe(false);
  expect(canMove('EXPIRED', 'PAID')).toBe(false);
  expect(linkStatusAfterPayment('SINGLE')).toBe('INACTIVE');
  expect(linkStatusAfterPayment('MULTIPLE')).toBe('ACTIVE');
});

test('reminders: 0 to 30 whole days before the due date, each once, on a day after today (decision 0085)', () => {
  expect(reminderDay('2027-03-01', 1)).toBe('2027-02-28');
  expect(reminderProblems([0, 3, 30], '2027-01-31', '2026-12-31')).toEqual([null, null, null]);
  expect(reminderProblems([31, -1, 1.5], '2027-01-31', '2026-12-01')).toEqual(['reminderOutOfRange', 'reminderOutOfRange', 'reminderOutOfRange']);
  expect(reminderProblems([3, 3], '2027-01-31', '2026-12-01')).toEqual([null, 'reminderRepeated']);
  // Due tomorrow: the day itself may remind, the day before is today (the invoice's own email).
  expect(reminderProblems([0, 1, 2], '2026-12-02', '2026-12-01')).toEqual([null, 'reminderTooEarly', 'reminderTooEarly']);
});

test('links created before 2022-01-24 are legacy', () => {
  expect(isLegacyLink('2022-01-23T23:59:59.999Z')).toBe(true);
  expect(isLegacyLink('2022-01-24T00:00:00.000Z')).toBe(false);
});

describe('gates per persona (spec 01 §6)', () => {
  const facts = (over: Partial<GettingPaidFacts>): GettingPaidFacts => ({ permissions: { can_view: true, can_edit: true }, paymentLinkMode: false, country: 'ID', shouldDisableInvoiceCreation: false, ...over });
  test.each([
    ['owner, invoice mode', facts({}), { invoices: true, paymentLinks: false, onDemand: true, createInvoice: true, createLink: false, createOnDemand: true }],
    ['owner, payment-link mode', facts({ paymentLinkMode: true }), { invoices: false, paymentLinks: true, createInvoice: false, createLink: true }],
    ['viewer', facts({ permissions: { can_view: true } }), { read: true, invoices: true, createInvoice: false, change: false }],
    ['operation', facts({ permissions: { operation: true } }), { read: true, createInvoice: true }],
    ['developer only', facts({ permissions: { can_manage_tech_settings: true } }), { read: false, invoices: false, createInvoice: false }],
    ['the Philippines', facts({ country: 'PH' }), { invoices: true, onDemand: false, createOnDemand: false }],
    ['viewer, on-demand links', facts({ permissions: { can_view: true } }), { onDemand: true, createOnDemand: false }],
    ['payment-link mode, on-demand links', facts({ paymentLinkMode: true }), { onDemand: false, createOnDemand: false }],
    ['invoice creation disabled', facts({ shouldDisableInvoiceCreation: true }), { invoices: true, createInvoice: false }],
  ])('%s', (_name, given, expected) => {
    expect(gettingPaidGates(given)).toMatchObject(expected);
  });
});

test('the invoice form answers the spec’s message keys', async () => {
  const errors = await invoiceFormSchema
    .validate({ description: '', should_send_email: true, payer_email: 'nope', items: [{ name: '', quantity: '0', price: '' }] }, { abortEarly: false })
    .catch((error: { inner: { path: string; message: string }[] }) => error.inner.map((inner) => `${inner.path}:${inner.message}`));
  expect(errors).toEqual(expect.arrayContaining(['description:requiredField', 'payer_email:invalidEmail', 'items[0].name:requiredField', 'items[0].quantity:amountBelowMin']));
});

describe('recurring plans’ gates (decision 0082), one rule for the gateway and the remote', () => {
  const editor = { read: true, change: true };
  const viewer = { read: true, change: false };

  test('the places follow the country’s list: both in Indonesia, /payment-recurring only in the Philippines', () => {
    expect(recurringPlaces('MAIN', 'Indonesia')).toEqual(['recurring', 'payment-recurring']);
    expect(recurringPlaces('MAIN', 'Philippines')).toEqual(['payment-recurring']);
  });

  test.each([
    ['an editor in invoice mode', { gates: editor, paymentLinkMode: false, places: ['recurring', 'payment-recurring'] as const, invoiceCreationDisabled: false }, { read: true, create: true, change: true }],
    ['a viewer reads only', { gates: viewer, paymentLinkMode: false, places: ['recurring', 'payment-recurring'] as const, invoiceCreationDisabled: false }, { read: true, create: false, change: false }],
    ['invoice creation turned off stops new plans, not changes', { gates: editor, paymentLinkMode: true, places: ['payment-recurring'] as const, invoiceCreationDisabled: true }, { read: true, create: false, change: true }],
    ['a Philippine business in invoice mode has no place to make one', { gates: editor, paymentLinkMode: false, places: ['payment-recurring'] as const, invoiceCreationDisabled: false }, { read: true, create: false, change: true }],
    ['no place at all: nothing', { gates: editor, paymentLinkMode: false, places: [] as const, invoiceCreationDisabled: false }, { read: false, create: false, change: false }],
  ])('%s', (_case, facts, expected) => {
    expect(recurringGates(facts)).toEqual(expected);
  });
});

test('a default schedule (decision 0091): the same 0 to 30 days, each once; for an invoice, the days after today only', () => {
  expect(reminderScheduleProblems([7, 0, 30])).toEqual([null, null, null]);
  expect(reminderScheduleProblems([31, 3, 3, -1, 2.5])).toEqual(['reminderOutOfRange', null, 'reminderRepeated', 'reminderOutOfRange', 'reminderOutOfRange']);
  expect(defaultRemindersFor([7, 3, 1, 0], '2026-12-05', '2026-12-02')).toEqual([1, 0]);
  expect(defaultRemindersFor([7, 3], '2026-12-03', '2026-12-02')).toEqual([]);
  expect(defaultRemindersFor([], '2027-01-31', '2026-12-02')).toEqual([]);
});
