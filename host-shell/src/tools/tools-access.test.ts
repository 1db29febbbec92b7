import type { OverrideDecision } from '../registry/overrides';
import { mayUsePlatformTools } from './tools-access';

const DOMAINS = ['internal.test', 'staff.test'];
const active: OverrideDecision = { remote: 'cards', manifest: 'http://127.0.0.1:4803/mf-manifest.json', status: 'active' };
const refused: OverrideDecision = { remote: 'cards', manifest: 'http://evil.test/mf-manifest.json', status: 'refused', reason: 'originNotAllowed' };

test.each([
  ['internal staff', 'staff@internal.test', [], true],
  ['the other staff domain', 'someone@staff.test', [], true],
  ['a merchant', 'owner@tokoku.test', [], false],
  ['a merchant with an active override', 'owner@tokoku.test', [active], true],
  ['a merchant whose override was refused', 'owner@tokoku.test', [refused], false],
  ['a look-alike domain', 'owner@notinternal.test', [], false],
  ['nobody signed in yet', undefined, [], false],
] as const)('%s: %s', (_, email, overrides, expected) => {
  expect(mayUsePlatformTools(email, DOMAINS, overrides)).toBe(expected);
});
