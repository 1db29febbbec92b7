import { validateWith } from 'shared-contracts/rules';
import type { TeamMember } from 'shared-contracts/areas/settings/settings';
import { NO_PERMISSIONS, grantsSomething, inviteSchema, isLastAdministrator, toInviteRequest } from './team-form';

const validate = validateWith(inviteSchema);
const member = (id: string, can_administer: boolean): TeamMember => ({ id, email: `${id}@x.test`, full_name: id, permissions: { ...NO_PERMISSIONS, can_administer } });

describe('the invite form (spec 02 §5)', () => {
  test('full name is required and at most 255 characters; the email must be valid', () => {
    expect(validate({ email: '', full_name: '  ' })).toEqual({ email: 'requiredField', full_name: 'requiredField' });
    expect(validate({ email: 'not-an-email', full_name: 'n'.repeat(256) })).toEqual({ email: 'invalidEmail', full_name: 'exceedMaxCharacters' });
    expect(validate({ email: 'nia@example.test', full_name: 'n'.repeat(255) })).toEqual({});
  });

  test('what is sent is trimmed, the email lower-cased', () => {
    expect(toInviteRequest({ email: ' Nia@Example.TEST ', full_name: ' Nia ' }, NO_PERMISSIONS)).toEqual({ email: 'nia@example.test', full_name: 'Nia', permissions: NO_PERMISSIONS });
  });

  test('an invitation grants at least one permission', () => {
    expect(grantsSomething(NO_PERMISSIONS)).toBe(false);
    expect(grantsSomething({ ...NO_PERMISSIONS, operation: true })).toBe(true);
  });
});

test('the last administrator is the only one with administer', () => {
  expect(isLastAdministrator([member('a', true), member('b', false)], 'a')).toBe(true);
  expect(isLastAdministrator([member('a', true), member('b', true)], 'a')).toBe(false);
  expect(isLastAdministrator([member('a', true), member('b', false)], 'b')).toBe(false);
});
