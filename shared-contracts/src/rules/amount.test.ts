import { readAmount, writeAmount } from './amount';
import type { Currency } from './format';
import { AMOUNT_MAX } from './limits';

// Spec 02 §9: IDR dot thousands and comma decimals, none allowed; PHP and USD comma thousands, dot decimals, 2 allowed.
describe('readAmount per currency', () => {
  it.each<[Currency, string, ReturnType<typeof readAmount>]>([
    // Indonesia: rupiah have no decimals.
    ['IDR', '12500', { status: 'amount', value: '12500' }],
    ['IDR', '12.500', { status: 'amount', value: '12500' }],
    ['IDR', '1.500.000', { status: 'amount', value: '1500000' }],
    ['IDR', 'Rp 1.500.000', { status: 'amount', value: '1500000' }],
    ['IDR', ' 007 ', { status: 'amount', value: '7' }],
    ['IDR', '12.500,00', { status: 'amount', value: '12500' }],
    ['IDR', '12500,50', { status: 'tooManyDecimals', decimals: 0, value: '12500.50' }],
    ['IDR', '12.500,5', { status: 'tooManyDecimals', decimals: 0, value: '12500.5' }],
    ['IDR', '12500.50', { status: 'unreadable' }],
    ['IDR', '12,500', { status: 'tooManyDecimals', decimals: 0, value: '12.500' }], // a comma is the rupiah's decimal mark
    ['IDR', '1.2.3', { status: 'unreadable' }],
    ['IDR', '12,50,5', { status: 'unreadable' }],
    ['IDR', 'abc', { status: 'unreadable' }],
    ['IDR', '-500', { status: 'unreadable' }],
    ['IDR', '', { status: 'empty' }],
    ['IDR', '   ', { status: 'empty' }],
    // The Philippines: pesos have 2 decimals.
    ['PHP', '12,500.50', { status: 'amount', value: '12500.50' }],
    ['PHP', '12500.5', { status: 'amount', value: '12500.5' }],
    ['PHP', '₱1,234', { status: 'amount', value: '1234' }],
    ['PHP', '.75', { status: 'amount', value: '0.75' }],
    ['PHP', '12,500.', { status: 'amount', value: '12500' }],
    ['PHP', '10.500', { status: 'amount', value: '10.50' }],
    ['PHP', '12,500.505', { status: 'tooManyDecimals', decimals: 2, value: '12500.505' }],
    ['PHP', '12500,50', { status: 'unreadable' }],
    ['PHP', '12.500.000', { status: 'unreadable' }],
    // Regional remittance: US dollars, written as pesos are.
    ['USD', '1,000,000.99', { status: 'amount', value: '1000000.99' }],
    ['USD', '$ 10', { status: 'amount', value: '10' }],
    ['USD', '10.999', { status: 'tooManyDecimals', decimals: 2, value: '10.999' }],
  ])('%s %j', (currency, typed, expected) => {
    expect(readAmount(typed, currency)).toEqual(expected);
  });

  it('refuses an amount above the maximum (999999999999) instead of keeping part of it', () => {
    expect(readAmount(String(AMOUNT_MAX), 'IDR')).toEqual({ status: 'amount', value: String(AMOUNT_MAX) });
    expect(readAmount(`${AMOUNT_MAX}0`, 'IDR')).toEqual({ status: 'aboveMax' });
  });
});

describe('writeAmount', () => {
  it.each<[Currency, string, string]>([
    ['IDR', '1500000', '1.500.000'],
    ['IDR', '500', '500'],
    ['PHP', '12500.5', '12,500.5'],
    ['USD', '1234567.89', '1,234,567.89'],
    ['IDR', '', ''],
  ])('%s %s as %s', (currency, value, written) => {
    expect(writeAmount(value, currency)).toBe(written);
  });
});
