import {
  accountNameProblem,
  bankAccountNumberProblem,
  nationalIdProblem,
  nibProblem,
  npwpProblem,
  passportProblem,
  postalCodeProblem,
  secNumberProblem,
  strippedTaxNumber,
  tinProblem,
} from './identifiers';

type Rule = (typed: string) => string | undefined;

/** [rule, typed value, the message key it yields (undefined: valid)] */
const TABLE: [string, Rule, string, string | undefined][] = [
  ['NPWP', npwpProblem, '012345678901234', undefined],
  ['NPWP', npwpProblem, '01.234.567.8-901.234', undefined],
  ['NPWP', npwpProblem, ' 01.234.567.8-901.234 ', undefined],
  ['NPWP', npwpProblem, '01.234.567.8-901.23', 'npwpLength'],
  ['NPWP', npwpProblem, '0123456789012345', 'npwpLength'],
  ['NPWP', npwpProblem, '01234567890123a', 'npwpLength'],
  ['NPWP', npwpProblem, '', 'npwpLength'],
  ['TIN', tinProblem, '123456789012', undefined],
  ['TIN', tinProblem, '123-456-789-012', undefined],
  ['TIN', tinProblem, '123-456-789', 'tinMinimum12Digits'],
  ['TIN', tinProblem, '12345678901', 'tinMinimum12Digits'],
  ['TIN', tinProblem, '1234567890123', 'tinMinimum12Digits'],
  ['TIN', tinProblem, '12345678901x', 'tinMinimum12Digits'],
  ['SEC', secNumberProblem, '123456789', undefined],
  ['SEC', secNumberProblem, 'CS123456789', undefined],
  ['SEC', secNumberProblem, '12345678', 'invalidSecNumber'],
  ['SEC', secNumberProblem, '1234567890', 'invalidSecNumber'],
  ['SEC', secNumberProblem, 'AB1234567', 'invalidSecNumber'],
  ['passport', passportProblem, 'P1234567', undefined],
  ['passport', passportProblem, 'X12345678', undefined],
  ['passport', passportProblem, '123456789', undefined],
  ['passport', passportProblem, 'ABCDEFGH', 'invalidPassportNumber'],
  ['passport', passportProblem, 'P123456', 'invalidPassportNumber'],
  ['passport', passportProblem, 'P12345678X', 'invalidPassportNumber'],
  ['passport', passportProblem, 'P12-34567', 'invalidPassportNumber'],
  ['national ID', nationalIdProblem, '3171234567890001', undefined],
  ['national ID', nationalIdProblem, '317123456789000', 'nationalIdLength'],
  ['national ID', nationalIdProblem, '31712345678900012', 'nationalIdLength'],
  ['national ID', nationalIdProblem, '317123456789000A', 'nationalIdLength'],
  ['postal code', postalCodeProblem, '10220', undefined],
  ['postal code', postalCodeProblem, 'SW1A 1AA', undefined],
  ['postal code', postalCodeProblem, '123', undefined],
  ['postal code', postalCodeProblem, '12', 'postalCodeMinLength'],
  ['postal code', postalCodeProblem, '12345678901', 'postalCodeMaxLength'],
  ['postal code', postalCodeProblem, '10#20', 'postalCodeCharacters'],
  ['account name', accountNameProblem, 'Ayu Lestari', undefined],
  ['account name', accountNameProblem, "Dewi O'Neil-Sari, S.E.", undefined],
  ['account name', accountNameProblem, 'Nguyễn Văn An', undefined],
  ['account name', accountNameProblem, 'PT Warung 88 (Persero)', undefined],
  ['account name', accountNameProblem, 'ayu@tokoku.test', 'accountNameCharacters'],
  ['account name', accountNameProblem, 'Ayu <script>', 'accountNameCharacters'],
  ['account name', accountNameProblem, 'Ayu_Lestari', 'accountNameCharacters'],
  // Issue 42: the NIB and a bank account number, checked by the gateway as by the form.
  ['NIB', nibProblem, '9120001234567', undefined],
  ['NIB', nibProblem, ' 9120001234567 ', undefined],
  ['NIB', nibProblem, '912000123456', 'nibLength'],
  ['NIB', nibProblem, '91200012345678', 'nibLength'],
  ['NIB', nibProblem, '912-000-123456', 'mustBeNumeric'],
  ['NIB', nibProblem, 'NIB9120001234', 'mustBeNumeric'],
  ['NIB', nibProblem, '', 'mustBeNumeric'],
  ['bank account number', bankAccountNumberProblem, '0123456789', undefined],
  ['bank account number', bankAccountNumberProblem, '1'.repeat(255), undefined],
  ['bank account number', bankAccountNumberProblem, '1'.repeat(256), 'exceedMaxCharacters'],
  ['bank account number', bankAccountNumberProblem, '1234 5678', 'mustBeNumeric'],
  ['bank account number', bankAccountNumberProblem, '12ab34', 'mustBeNumeric'],
  ['bank account number', bankAccountNumberProblem, '-1234', 'mustBeNumeric'],
];

describe('the identifier rules (spec 01 §5, spec 02 §5)', () => {
  it.each(TABLE.map(([name, rule, typed, message]) => [name, typed, message, rule] as const))('%s %j → %s', (_name, typed, message, rule) => {
    expect(rule(typed)).toBe(message);
  });

  it('strips the decimals and hyphens of a tax number before it is sent', () => {
    expect(strippedTaxNumber(' 01.234.567.8-901.234 ')).toBe('012345678901234');
    expect(strippedTaxNumber('123-456-789-012')).toBe('123456789012');
  });
});
