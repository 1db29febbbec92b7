import { object, string, type ObjectSchema } from 'yup';
import { PERMISSION_FLAGS, type PermissionFlag, type PermissionFlags } from 'shared-contracts';
import { EMAIL_MAX, TEAM_NAME_MAX, type InviteMemberRequest, type TeamMember } from 'shared-contracts/areas/settings/settings';
import { SETTINGS_MESSAGES as M } from './form-messages';

/** The flags an administrator sets for a member, in the order the form shows them (spec 01 §6). */
export const EDITABLE_FLAGS: readonly PermissionFlag[] = PERMISSION_FLAGS;

export const NO_PERMISSIONS: PermissionFlags = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, false])) as unknown as PermissionFlags;

export interface InviteValues {
  email: string;
  full_name: string;
}

/** Spec 02 §5 team form: full name required, up to 255 (requiredField / exceedMaxCharacters); a valid email. */
export const inviteSchema: ObjectSchema<InviteValues> = object({
  email: string().trim().required(M.requiredField).email(M.invalidEmail).max(EMAIL_MAX, M.exceedMaxCharacters),
  full_name: string().trim().required(M.requiredField).max(TEAM_NAME_MAX, M.exceedMaxCharacters),
});

export const grantsSomething = (permissions: PermissionFlags): boolean => PERMISSION_FLAGS.some((flag) => permissions[flag]);

/** What is sent: trimmed, the email lower-cased as the gateway keeps it. */
export function toInviteRequest(values: InviteValues, permissions: PermissionFlags): InviteMemberRequest {
  return { email: values.email.trim().toLowerCase(), full_name: values.full_name.trim(), permissions };
}

/** Administrators on the team; the last one cannot be removed or lose administer (the gateway refuses too). */
export function isLastAdministrator(members: readonly TeamMember[], userId: string): boolean {
  const admins = members.filter((member) => member.permissions.can_administer);
  return admins.length === 1 && admins[0]!.id === userId;
}
