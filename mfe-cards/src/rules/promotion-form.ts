import { mixed, object, string, type ObjectSchema } from 'yup';
import {
  INSTALLMENT_TERMS,
  PROMOTION_BIN_RANGES_MAX,
  PROMOTION_NAME_MAX,
  binRangeProblem,
  type BinRange,
  type Promotion,
  type PromotionInput,
  type PromotionType,
} from 'shared-contracts/areas/cards/card-promotions';

/** What the promotion form keeps (text, as typed); toPromotionInput turns it into the request. */
export interface PromotionValues {
  name: string;
  type: PromotionType;
  /** "10" or "12.5" */
  discount_percent: string;
  /** "3", "6", "12" or "24" */
  installment_months: string;
  /** BINs and ranges separated by commas, spaces or new lines: "411111-411199, 521111". */
  bin_ranges: string;
  /** Calendar days, YYYY-MM-DD. */
  period: { start: string; end: string } | null;
}

/** Message keys (`promotions.problems.*`). */
export type PromotionProblem =
  | 'nameRequired' | 'nameTooLong' | 'discountRequired' | 'discountRange' | 'discountDecimals' | 'termRequired'
  | 'binsRequired' | 'tooManyBins' | 'binFormat' | 'binLengths' | 'binOrder' | 'periodRequired' | 'periodOrder' | 'periodPast';

/** The typed BINs as ranges: "411111-411199" is a range, "521111" one BIN (from = to). Undefined when a piece is not a BIN or a range. */
export function parseBinRanges(typed: string): BinRange[] | undefined {
  const pieces = typed.split(/[\s,]+/).filter(Boolean);
  const ranges: BinRange[] = [];
  for (const piece of pieces) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(piece);
    if (!match) return undefined;
    ranges.push({ from: match[1]!, to: match[2] ?? match[1]! });
  }
  return ranges;
}

/** The first problem of the typed BINs, or null. */
export function binRangesProblem(typed: string): PromotionProblem | null {
  const ranges = parseBinRanges(typed);
  if (ranges === undefined) return 'binFormat';
  if (ranges.length === 0) return 'binsRequired';
  if (ranges.length > PROMOTION_BIN_RANGES_MAX) return 'tooManyBins';
  for (const range of ranges) {
    const problem = binRangeProblem(range);
    if (problem) return problem;
  }
  return null;
}

const DECIMAL = /^\d+(\.\d{1,2})?$/;

/**
 * The promotion form's yup schema: a name; a discount of more than 0 and at most 100 percent (two
 * decimals) or an installment term; 1 to 20 BINs or BIN ranges of 6 to 8 digits; a period whose end
 * is not before its start nor, for a new promotion, before today.
 */
export function promotionSchema(today: string, creating: boolean): ObjectSchema<PromotionValues> {
  return object({
    name: string().trim().required('nameRequired').max(PROMOTION_NAME_MAX, 'nameTooLong'),
    type: string<PromotionType>().oneOf(['DISCOUNT', 'INSTALLMENT']).required(),
    discount_percent: string()
      .default('')
      .test('discount', 'discountRequired', function check(value) {
        if (this.parent.type !== 'DISCOUNT') return true;
        const typed = (value ?? '').trim();
        if (typed === '') return this.createError({ message: 'discountRequired' });
        if (!/^\d+(\.\d+)?$/.test(typed)) return this.createError({ message: 'discountRange' });
        if (!DECIMAL.test(typed)) return this.createError({ message: 'discountDecimals' });
        const percent = Number(typed);
        return (percent > 0 && percent <= 100) || this.createError({ message: 'discountRange' });
      }),
    installment_months: string()
      .default('')
      .test('term', 'termRequired', function check(value) {
        return this.parent.type !== 'INSTALLMENT' || (INSTALLMENT_TERMS as readonly number[]).includes(Number(value));
      }),
    bin_ranges: string()
      .default('')
      .test('bins', 'binsRequired', function check(value) {
        const problem = binRangesProblem(value ?? '');
        return problem === null || this.createError({ message: problem });
      }),
    period: mixed<{ start: string; end: string }>()
      .nullable()
      .defined()
      .test('period', 'periodRequired', function check(period) {
        if (!period) return false;
        if (period.end < period.start) return this.createError({ message: 'periodOrder' });
        if (creating && period.end < today) return this.createError({ message: 'periodPast' });
        return true;
      }),
  });
}

export const NEW_PROMOTION: PromotionValues = { name: '', type: 'DISCOUNT', discount_percent: '', installment_months: '', bin_ranges: '', period: null };

/** A promotion as the form shows it, to edit it. */
export function valuesOfPromotion(promotion: Promotion): PromotionValues {
  return {
    name: promotion.name,
    type: promotion.type,
    discount_percent: promotion.discount_percent === null ? '' : String(promotion.discount_percent),
    installment_months: promotion.installment_months === null ? '' : String(promotion.installment_months),
    bin_ranges: promotion.bin_ranges.map(({ from, to }) => (from === to ? from : `${from}-${to}`)).join(', '),
    period: { start: promotion.start_date, end: promotion.end_date },
  };
}

/** The request of valid values: only the benefit of the chosen type. */
export function toPromotionInput(values: PromotionValues): PromotionInput {
  return {
    name: values.name.trim(),
    type: values.type,
    discount_percent: values.type === 'DISCOUNT' ? Number(values.discount_percent) : null,
    installment_months: values.type === 'INSTALLMENT' ? (Number(values.installment_months) as PromotionInput['installment_months']) : null,
    bin_ranges: parseBinRanges(values.bin_ranges) ?? [],
    start_date: values.period?.start ?? '',
    end_date: values.period?.end ?? '',
  };
}
