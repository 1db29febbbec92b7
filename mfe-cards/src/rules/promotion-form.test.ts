import { binRangeProblem, canEditPromotion, canPause, canResume, promotionStatusOn, PROMOTION_STATUSES } from 'shared-contracts/areas/cards/card-promotions';
import { validateWith } from 'shared-contracts/rules';
import { binRangesProblem, parseBinRanges, promotionSchema, toPromotionInput, valuesOfPromotion, type PromotionValues } from './promotion-form';

const TODAY = '2026-06-15';
const valid: PromotionValues = { name: 'Payday', type: 'DISCOUNT', discount_percent: '10', installment_months: '', bin_ranges: '411111-411199, 521111', period: { start: '2026-06-15', end: '2026-07-15' } };

describe('promotion states (spec 02 §4)', () => {
  test.each([
    [{ start_date: '2026-06-01', end_date: '2026-06-30', paused: false }, 'ACTIVE'],
    [{ start_date: '2026-06-15', end_date: '2026-06-15', paused: false }, 'ACTIVE'],
    [{ start_date: '2026-06-16', end_date: '2026-06-30', paused: false }, 'INACTIVE'],
    [{ start_date: '2026-06-01', end_date: '2026-06-14', paused: false }, 'EXPIRED'],
    [{ start_date: '2026-06-01', end_date: '2026-06-14', paused: true }, 'EXPIRED'],
    [{ start_date: '2026-06-01', end_date: '2026-06-30', paused: true }, 'PAUSED'],
    [{ start_date: '2026-06-20', end_date: '2026-06-30', paused: true }, 'PAUSED'],
  ] as const)('%j on 2026-06-15 is %s', (promotion, status) => {
    expect(promotionStatusOn(promotion, TODAY)).toBe(status);
  });

  test('pause a running or coming one; resume a paused one; an expired one is left alone', () => {
    expect(PROMOTION_STATUSES.filter(canPause)).toEqual(['ACTIVE', 'INACTIVE']);
    expect(PROMOTION_STATUSES.filter(canResume)).toEqual(['PAUSED']);
    expect(PROMOTION_STATUSES.filter(canEditPromotion)).toEqual(['ACTIVE', 'INACTIVE', 'PAUSED']);
  });
});

describe('BIN ranges (6 to 8 digits)', () => {
  test.each([
    [{ from: '411111', to: '411111' }, null],
    [{ from: '41111111', to: '41111199' }, null],
    [{ from: '41111', to: '41111' }, 'binFormat'],
    [{ from: '411111111', to: '411111111' }, 'binFormat'],
    [{ from: '411111', to: '4111119' }, 'binLengths'],
    [{ from: '411199', to: '411111' }, 'binOrder'],
  ])('%j: %s', (range, problem) => {
    expect(binRangeProblem(range)).toBe(problem);
  });

  test('typed with commas, spaces or new lines; a single BIN is its own range', () => {
    expect(parseBinRanges('411111-411199,521111\n 601900 ')).toEqual([{ from: '411111', to: '411199' }, { from: '521111', to: '521111' }, { from: '601900', to: '601900' }]);
    expect(parseBinRanges('4111x1')).toBeUndefined();
    expect(binRangesProblem('')).toBe('binsRequired');
    expect(binRangesProblem(Array.from({ length: 21 }, (_, n) => String(411100 + n)).join(' '))).toBe('tooManyBins');
  });
});

describe('the promotion form', () => {
  const create = validateWith(promotionSchema(TODAY, true));
  const edit = validateWith(promotionSchema(TODAY, false));
  test.each([
    [{}, {}],
    [{ name: '  ' }, { name: 'nameRequired' }],
    [{ name: 'x'.repeat(101) }, { name: 'nameTooLong' }],
    [{ discount_percent: '' }, { discount_percent: 'discountRequired' }],
    [{ discount_percent: '0' }, { discount_percent: 'discountRange' }],
    [{ discount_percent: '100' }, {}],
    [{ discount_percent: '100.01' }, { discount_percent: 'discountRange' }],
    [{ discount_percent: '12.555' }, { discount_percent: 'discountDecimals' }],
    [{ discount_percent: 'ten' }, { discount_percent: 'discountRange' }],
    [{ type: 'INSTALLMENT', discount_percent: '' }, { installment_months: 'termRequired' }],
    [{ type: 'INSTALLMENT', discount_percent: '', installment_months: '12' }, {}],
    [{ bin_ranges: '411199-411111' }, { bin_ranges: 'binOrder' }],
    [{ bin_ranges: '41111' }, { bin_ranges: 'binFormat' }],
    [{ period: null }, { period: 'periodRequired' }],
    [{ period: { start: '2026-06-20', end: '2026-06-19' } }, { period: 'periodOrder' }],
    [{ period: { start: '2026-06-01', end: '2026-06-14' } }, { period: 'periodPast' }],
  ] as const)('%j: %j', (change, problems) => {
    expect(create({ ...valid, ...change } as PromotionValues)).toEqual(problems);
  });

  test('an edit may keep a period that has begun', () => {
    expect(edit({ ...valid, period: { start: '2026-06-01', end: '2026-06-14' } })).toEqual({});
  });

  test('the request carries only the chosen benefit, and round-trips', () => {
    const input = toPromotionInput({ ...valid, installment_months: '6' });
    expect(input).toEqual({ name: 'Payday', type: 'DISCOUNT', discount_percent: 10, installment_months: null, bin_ranges: [{ from: '411111', to: '411199' }, { from: '521111', to: '521111' }], start_date: '2026-06-15', end_date: '2026-07-15' });
    const promotion = { ...input, id: 'p', status: 'ACTIVE' as const, currency: 'IDR' as const, created: '', updated: '' };
    expect(toPromotionInput(valuesOfPromotion(promotion))).toEqual(input);
  });
});
