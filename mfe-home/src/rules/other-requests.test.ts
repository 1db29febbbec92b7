import { visibleOtherRequests, type OtherRequestKey } from './other-requests';
import { HOME_PERSONAS, type HomePersona } from './personas.fixture';

test.each<[HomePersona, OtherRequestKey[]]>([
  ['owner ID', ['companyEstablishment', 'earlySettlement']],
  ['viewer', []],
  ['ops-only', []],
  ['dev', []],
  ['finance', ['earlySettlement']],
  ['Manila PH', ['earlySettlement']],
  ['remittance', []],
  ['second brand', ['companyEstablishment', 'earlySettlement']],
  ['white-label partner', ['companyEstablishment', 'earlySettlement']],
  ['managed sub-account', ['companyEstablishment', 'earlySettlement']],
  ['not-live business', ['companyEstablishment']],
  ['instant activation', ['companyEstablishment']],
  ['staff switched in', []],
])('requests %s may make: %j', (persona, expected) => {
  expect(visibleOtherRequests(HOME_PERSONAS[persona])).toEqual(expected);
});
