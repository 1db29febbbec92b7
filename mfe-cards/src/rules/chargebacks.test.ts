import { CHARGEBACK_STATUSES } from 'shared-contracts/areas/cards/card-chargebacks';
import { validateWith } from 'shared-contracts/rules';
import {
  canRespond,
  chargebackFiltersFromSearch,
  chargebackResponseSchema,
  chargebackTone,
  daysToRespond,
  queryOfChargebackFilters,
  searchOfChargebackFilters,
} from './chargebacks';

describe('chargeback states (spec 02 §4)', () => {
  test('every label has a tone; OPEN asks for attention, WON is good, LOST bad', () => {
    expect(CHARGEBACK_STATUSES.map(chargebackTone)).toEqual(['warning', 'info', 'info', 'success', 'danger', 'neutral', 'neutral', 'neutral']);
  });

  test.each(CHARGEBACK_STATUSES.map((status) => [status]))('%s can be answered only when OPEN, by an editor', (status) => {
    expect(canRespond({ status }, true)).toBe(status === 'OPEN');
    expect(canRespond({ status }, false)).toBe(false);
  });

  test('days left to answer, by calendar day', () => {
    const now = Date.parse('2026-06-15T23:00:00Z');
    expect(daysToRespond('2026-06-29T08:00:00.000Z', now)).toBe(14);
    expect(daysToRespond('2026-06-15T01:00:00.000Z', now)).toBe(0);
    expect(daysToRespond('2026-06-14T23:59:59.000Z', now)).toBe(-1);
  });
});

describe('the list\'s address', () => {
  test.each([
    ['', { page: 1 }],
    ['status=OPEN', { page: 1, status: 'OPEN' }],
    ['status=CLOSED&page=3', { page: 3 }],
    ['page=0', { page: 1 }],
    ['page=2.5', { page: 1 }],
  ])('%j', (search, filters) => {
    expect(chargebackFiltersFromSearch(new URLSearchParams(search))).toEqual(filters);
  });

  test('round trip and query', () => {
    expect(searchOfChargebackFilters({ page: 2, status: 'WON' }).toString()).toBe('status=WON&page=2');
    expect(searchOfChargebackFilters({ page: 1 }).toString()).toBe('');
    expect(queryOfChargebackFilters({ page: 2, status: 'WON' })).toEqual({ page: 2, limit: 10, status: 'WON' });
  });
});

describe('the response form', () => {
  const validate = validateWith(chargebackResponseSchema);
  test.each([
    [{ text: 'Delivered', document_ids: ['cbd_1'] }, {}],
    [{ text: '   ', document_ids: ['cbd_1'] }, { text: 'textRequired' }],
    [{ text: 'x'.repeat(2000), document_ids: ['cbd_1'] }, {}],
    [{ text: 'x'.repeat(2001), document_ids: ['cbd_1'] }, { text: 'textTooLong' }],
    [{ text: 'Delivered', document_ids: [] }, { document_ids: 'evidenceRequired' }],
    [{ text: 'Delivered', document_ids: ['1', '2', '3', '4', '5'] }, {}],
    [{ text: 'Delivered', document_ids: ['1', '2', '3', '4', '5', '6'] }, { document_ids: 'tooManyDocuments' }],
  ])('%j: %j', (values, problems) => {
    expect(validate(values)).toEqual(problems);
  });
});
