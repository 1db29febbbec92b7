import {
  banksFor,
  ENABLED_SUB_STATUSES,
  outletsFor,
  RETAIL_OUTLET_NAMES,
  retailOutletStatus,
  topUpInstructionsText,
  mayActivate,
  normaliseSubStatus,
  PENDING_SUB_STATUSES,
  PRODUCT_STEPS,
  productStatus,
  REJECTED_SUB_STATUSES,
  rejectionDate,
  trackerSteps,
  TRACKED_PRODUCTS,
  type ProductCard,
  type ProductStatus,
} from './payment-methods';

const card = (overrides: Partial<ProductCard>): ProductCard => ({
  product: 'OVO',
  isEnabled: false,
  isSubmitted: false,
  isRejected: false,
  sub_status: null,
  estimated_activation_timestamp: null,
  submitted_at: null,
  activated_at: null,
  rejected_at: null,
  deactivated_at: null,
  activation_allowed: true,
  cards_disabled: false,
  ...overrides,
});

const FLAGS: [string, Partial<ProductCard>, ProductStatus][] = [
  ['enabled wins over everything', { isEnabled: true, isRejected: true, isSubmitted: true }, 'enabled'],
  ['rejected wins over submitted', { isRejected: true, isSubmitted: true }, 'rejected'],
  ['submitted is pending', { isSubmitted: true }, 'pending'],
  ['nothing is disabled', {}, 'disabled'],
];
const SUB_STATUSES = [null, ...PENDING_SUB_STATUSES, ...REJECTED_SUB_STATUSES, ...ENABLED_SUB_STATUSES];

describe('the tracker, every product × status × sub-status (spec 02 §4)', () => {
  const rows = TRACKED_PRODUCTS.flatMap((product) =>
    FLAGS.flatMap(([name, flags, status]) =>
      SUB_STATUSES.flatMap((sub) => [sub, sub?.toLowerCase() ?? null].map((form) => [product, name, form, flags, status] as const)),
    ),
  );

  test.each(rows)('%s, %s, sub-status %s', (product, _name, sub, flags, status) => {
    const c = card({ product, ...flags, sub_status: sub, estimated_activation_timestamp: '2026-07-01T00:00:00.000Z' });
    expect(productStatus(c)).toBe(status);
    const steps = trackerSteps(c);
    const rejectedSub = REJECTED_SUB_STATUSES.includes(normaliseSubStatus(sub) as never);
    // Activate: never when pending or enabled or with a rejected sub-status; otherwise as allowed.
    expect(mayActivate(c)).toBe(status !== 'pending' && status !== 'enabled' && !rejectedSub);
    expect(mayActivate({ ...c, activation_allowed: false })).toBe(false);
    if (status === 'enabled') {
      expect(steps.map((s) => s.state)).toEqual(PRODUCT_STEPS[product].map(() => 'done'));
      expect(steps.every((s) => s.estimatedGoLive === null)).toBe(true);
    } else if (status === 'pending') {
      const at = PRODUCT_STEPS[product].indexOf(normaliseSubStatus(sub) ?? '');
      const current = Math.max(at, 0);
      expect(steps.map((s) => s.state)).toEqual(PRODUCT_STEPS[product].map((_, i) => (i < current ? 'done' : i === current ? 'current' : 'todo')));
      expect(steps.at(-1)?.estimatedGoLive).toBe('2026-07-01T00:00:00.000Z');
    } else {
      expect(steps).toEqual([]);
    }
  });
});

test('a product card of the Philippine cards switched off is cards-disabled (and may be activated again)', () => {
  expect(productStatus(card({ product: 'PH_CARDS', cards_disabled: true }))).toBe('cards-disabled');
  expect(productStatus(card({ product: 'GCASH', cards_disabled: true }))).toBe('disabled');
  expect(mayActivate(card({ product: 'PH_CARDS', cards_disabled: true }))).toBe(true);
});

test('"testing UAT" with spaces reads as TESTING_UAT', () => {
  expect(normaliseSubStatus('testing UAT')).toBe('TESTING_UAT');
  const steps = trackerSteps(card({ product: 'DANA', isSubmitted: true, sub_status: 'testing UAT' }));
  expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'current', 'todo']);
});

test('a rejected card shows deactivated_at when deactivated, else rejected_at', () => {
  expect(rejectionDate(card({ isRejected: true, sub_status: 'deactivated', deactivated_at: 'D', rejected_at: 'R' }))).toEqual({ kind: 'deactivated', at: 'D' });
  expect(rejectionDate(card({ isRejected: true, sub_status: 'declined_temporary', rejected_at: 'R' }))).toEqual({ kind: 'rejected', at: 'R' });
  expect(rejectionDate(card({ isSubmitted: true, rejected_at: 'R' }))).toBeNull();
});

describe('the detail modal', () => {
  const bank = (bank_code: string, kinds: ('INVOICE' | 'FIXED')[] = ['INVOICE', 'FIXED']) => ({
    bank_code, bank_name: bank_code, account_block_start: '1', account_block_end: '9', kinds,
  });
  const BANKS = ['BCA', 'BNI', 'BRI', 'MANDIRI', 'PERMATA', 'CIMB', 'BNI_SYARIAH', 'BSI', 'BJB'].map((code) => bank(code));

  test('each brand leaves out its excluded banks; each tab lists the banks of its kind', () => {
    expect(banksFor(BANKS, 'MAIN', 'INVOICE').map((b) => b.bank_code)).toEqual(['BCA', 'BNI', 'BRI', 'MANDIRI', 'PERMATA']);
    expect(banksFor(BANKS, 'SECOND', 'FIXED').map((b) => b.bank_code)).toEqual(['BNI', 'MANDIRI', 'PERMATA', 'CIMB', 'BSI', 'BJB']);
    expect(banksFor(BANKS, 'PARTNER', 'INVOICE')).toEqual(banksFor(BANKS, 'MAIN', 'INVOICE'));
    expect(banksFor([bank('BNI', ['FIXED'])], 'MAIN', 'INVOICE')).toEqual([]);
  });

  test('a retail outlet is enabled with a prefix, pending with an onboarding timestamp, disabled without', () => {
    expect(retailOutletStatus({ retail_outlet_name: 'ALFAMART', prefix: 'TKU', onboarding_timestamp: null })).toBe('enabled');
    expect(retailOutletStatus({ retail_outlet_name: 'ALFAMART', prefix: null, onboarding_timestamp: '2026-06-01T00:00:00Z' })).toBe('pending');
    expect(retailOutletStatus({ retail_outlet_name: 'ALFAMART', prefix: null, onboarding_timestamp: null })).toBe('disabled');
  });

  test('INDOMARET is left out for the second brand only', () => {
    const outlets = RETAIL_OUTLET_NAMES.map((retail_outlet_name) => ({ retail_outlet_name, prefix: null, onboarding_timestamp: null }));
    expect(outletsFor(outlets, 'SECOND').map((o) => o.retail_outlet_name)).toEqual(['ALFAMART']);
    expect(outletsFor(outlets, 'MAIN').map((o) => o.retail_outlet_name)).toEqual(['ALFAMART', 'INDOMARET']);
  });
});

test('the top-up instructions as text: the reference and one line per bank', () => {
  const text = topUpInstructionsText(
    { data: [{ bank_name: 'BDO', account_name: 'Sandbox PH Inc.', account_number: '0012-3456-7890' }], reference: 'MNL-0001' },
    { title: 'Top up', reference: 'Reference', columns: ['Bank', 'Account name', 'Account number'] },
  );
  expect(text).toBe('Top up\n\nReference: MNL-0001\n\nBank\tAccount name\tAccount number\nBDO\tSandbox PH Inc.\t0012-3456-7890\n');
});
