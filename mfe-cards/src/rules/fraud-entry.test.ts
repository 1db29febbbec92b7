import { validateWith } from 'shared-contracts/rules';
import {
  NEW_FRAUD_ENTRY,
  binProblem,
  countriesProblem,
  countryProblem,
  entryActionsFor,
  fraudEntrySchema,
  fraudEntryStateOf,
  ipProblem,
  parseCountryCodes,
  toFraudEntryInput,
} from './fraud-entry';

const KNOWN = new Set(['ID', 'MY', 'SG', 'TH']);

describe('list-entry validation', () => {
  test.each([
    ['', 'binRequired'], ['41111', 'binFormat'], ['411111', null], ['4111111', null], ['41111111', null], ['411111111', 'binFormat'], ['4111a1', 'binFormat'], [' 411111 ', null],
  ])('BIN %j → %s', (bin, problem) => expect(binProblem(bin)).toBe(problem));

  test.each([
    ['', 'ipRequired'], ['203.0.113.7', null], ['0.0.0.0', null], ['255.255.255.255', null], ['256.1.1.1', 'ipFormat'], ['1.2.3', 'ipFormat'], ['1.2.3.4.5', 'ipFormat'],
    ['2001:db8::1', null], ['::1', null], ['2001:DB8:0:0:0:0:0:1', null], ['::ffff:192.0.2.1', null], ['2001:db8::g', 'ipFormat'], ['2001:db8:::1', 'ipFormat'], ['localhost', 'ipFormat'],
  ])('IP %j → %s', (ip, problem) => expect(ipProblem(ip)).toBe(problem));

  test.each([
    ['', 'countryRequired'], ['ID', null], ['id', null], ['XX', 'countryUnknown'], ['IDN', 'countryUnknown'], ['I', 'countryUnknown'],
  ])('country %j → %s', (code, problem) => expect(countryProblem(code, KNOWN)).toBe(problem));

  test('several countries: parsed once each, in order; all must be known; at most 50', () => {
    expect(parseCountryCodes('my, th  sg;MY')).toEqual(['MY', 'TH', 'SG']);
    expect(countriesProblem(' ', KNOWN)).toBe('countriesRequired');
    expect(countriesProblem('MY TH', KNOWN)).toBeNull();
    expect(countriesProblem('MY XX', KNOWN)).toBe('countryUnknown');
    const many = new Set(Array.from({ length: 51 }, (_, i) => `${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`));
    expect(countriesProblem([...many].join(' '), many)).toBe('tooManyCountries');
  });

  test('the form checks only the chosen list\'s fields, with the message keys', () => {
    expect(validateWith(fraudEntrySchema('bin-list', KNOWN))({ ...NEW_FRAUD_ENTRY, bin: '123' })).toEqual({ bin: 'binFormat' });
    expect(validateWith(fraudEntrySchema('card-data-list', KNOWN))({ ...NEW_FRAUD_ENTRY, bin: '411111', last_four: '12' })).toEqual({ last_four: 'lastFourFormat' });
    expect(validateWith(fraudEntrySchema('ip-list', KNOWN))({ ...NEW_FRAUD_ENTRY, ip: '10.0.0.1', note: 'x'.repeat(201) })).toEqual({ note: 'noteTooLong' });
    expect(validateWith(fraudEntrySchema('country-list', KNOWN))({ ...NEW_FRAUD_ENTRY })).toEqual({ country: 'countryRequired' });
    expect(validateWith(fraudEntrySchema('bulk', KNOWN))({ ...NEW_FRAUD_ENTRY, countries: 'MY, SG' })).toEqual({});
  });

  test('the request: a card is its BIN and last four digits; a country upper case; an empty note is null', () => {
    expect(toFraudEntryInput('card-data-list', { ...NEW_FRAUD_ENTRY, bin: ' 411111', last_four: '1234 ', action: 'ALLOW' })).toEqual({ value: '411111…1234', action: 'ALLOW', note: null });
    expect(toFraudEntryInput('country-list', { ...NEW_FRAUD_ENTRY, country: 'sg', note: ' VIP ' })).toEqual({ value: 'SG', action: 'BLOCK', note: 'VIP' });
    expect(toFraudEntryInput('ip-list', { ...NEW_FRAUD_ENTRY, ip: ' 2001:db8::1 ' }).value).toBe('2001:db8::1');
  });
});

describe('entry states and actions', () => {
  test('an entry is blocked, allowed, or not set after a reset', () => {
    expect([fraudEntryStateOf('BLOCK'), fraudEntryStateOf('ALLOW'), fraudEntryStateOf(null)]).toEqual(['BLOCKED', 'ALLOWED', 'NOT_SET']);
  });
  test('an entry offers the other action and reset; a reset one offers block and allow', () => {
    expect(entryActionsFor('BLOCK')).toEqual(['ALLOW', 'RESET']);
    expect(entryActionsFor('ALLOW')).toEqual(['BLOCK', 'RESET']);
    expect(entryActionsFor(null)).toEqual(['BLOCK', 'ALLOW']);
  });
});
