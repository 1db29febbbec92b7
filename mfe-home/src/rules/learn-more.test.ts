import { visibleLearnMore, type LearnMoreKey } from './learn-more';
import { HOME_PERSONAS, type HomePersona } from './personas.fixture';

const DEVELOPER: LearnMoreKey[] = ['docs', 'apiReference', 'postman'];

test.each<[HomePersona, LearnMoreKey[]]>([
  ['owner ID', DEVELOPER],
  ['viewer', ['docs']],
  ['ops-only', ['docs']],
  ['dev', DEVELOPER],
  ['finance', ['docs']],
  ['Manila PH', DEVELOPER],
  ['remittance', DEVELOPER],
  ['second brand', DEVELOPER],
  ['white-label partner', DEVELOPER],
  ['managed sub-account', DEVELOPER],
  ['not-live business', DEVELOPER],
])('learn more for %s: %j (spec 02 §6)', (persona, expected) => {
  expect(visibleLearnMore(HOME_PERSONAS[persona])).toEqual(expected);
});
