import { PERMISSION_FLAGS, type PermissionFlags } from 'shared-contracts';
import type { Invitation, InviteMemberRequest, TeamMember } from 'shared-contracts/areas/settings/settings';
import type { InvitationPreview } from 'shared-contracts/gateway';
import { newId, tokenHash } from '../auth/secrets';
import type { SandboxDatabase } from '../db/connection';
import { businessUsers, isInternalStaff } from './home';
import { endSignIns } from './sign-ins';

type FlagRow = Record<keyof PermissionFlags, number>;
const flagsOf = (row: FlagRow): PermissionFlags =>
  Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, row[flag] === 1])) as unknown as PermissionFlags;

/** The team as the home page counts it (internal staff left out), each with their flags. */
export function teamMembers(db: SandboxDatabase, businessId: string): TeamMember[] {
  const flags = db.prepare(`SELECT ${PERMISSION_FLAGS.join(', ')} FROM memberships WHERE user_id = ? AND business_id = ?`);
  return businessUsers(db, businessId).map((user) => ({ ...user, permissions: flagsOf(flags.get(user.id, businessId) as FlagRow) }));
}

/**
 * Whether the user is on the business's team as its list shows it: a member who is not internal
 * staff. Staff reach every business but are nobody's team, so a customer's administrator cannot
 * change or remove them: they are answered as someone not on the team (issue 43 §7).
 */
function isOnTeam(db: SandboxDatabase, businessId: string, userId: string): boolean {
  const email = db
    .prepare('SELECT u.email FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.business_id = ? AND m.user_id = ?')
    .pluck()
    .get(businessId, userId) as string | undefined;
  return email !== undefined && !isInternalStaff(email);
}

/**
 * Administrators other than `userId` on the team (internal staff reach every business but are nobody's
 * team, so they do not count): a change that leaves none is refused, the last one stays.
 */
function otherAdministrators(db: SandboxDatabase, businessId: string, userId: string): number {
  const emails = db
    .prepare(
      `SELECT u.email FROM memberships m JOIN users u ON u.id = m.user_id
       WHERE m.business_id = ? AND m.user_id <> ? AND m.can_administer = 1`,
    )
    .pluck()
    .all(businessId, userId) as string[];
  return emails.filter((email) => !isInternalStaff(email)).length;
}

export type TeamChange = 'done' | 'not-a-member' | 'last-administrator';

export function updateMemberPermissions(db: SandboxDatabase, businessId: string, userId: string, permissions: PermissionFlags): TeamChange {
  return db.transaction((): TeamChange => {
    if (!isOnTeam(db, businessId, userId)) return 'not-a-member';
    if (!permissions.can_administer && otherAdministrators(db, businessId, userId) === 0) return 'last-administrator';
    db.prepare(`UPDATE memberships SET ${PERMISSION_FLAGS.map((flag) => `${flag} = ?`).join(', ')} WHERE business_id = ? AND user_id = ?`).run(
      ...PERMISSION_FLAGS.map((flag) => (permissions[flag] ? 1 : 0)),
      businessId,
      userId,
    );
    return 'done';
  })();
}

/**
 * Removes a member, and ends their sign-ins in this business in the same transaction: every token
 * family acting in it is revoked (its refresh token answers INVALIDATED_TOKEN, its access tokens
 * stop at the next request) and its sessions are deleted (issue 43 §7). Sign-ins in the member's
 * other businesses go on.
 */
export function removeMember(db: SandboxDatabase, businessId: string, userId: string, now: number): TeamChange {
  return db.transaction((): TeamChange => {
    if (!isOnTeam(db, businessId, userId)) return 'not-a-member';
    const administers = db.prepare('SELECT can_administer FROM memberships WHERE business_id = ? AND user_id = ?').pluck().get(businessId, userId) === 1;
    if (administers && otherAdministrators(db, businessId, userId) === 0) return 'last-administrator';
    db.prepare('DELETE FROM memberships WHERE business_id = ? AND user_id = ?').run(businessId, userId);
    endSignIns(db, { userId, businessId }, now, 'removed from the team');
    return 'done';
  })();
}

interface InvitationRow {
  id: string;
  email: string;
  full_name: string;
  permissions: string;
  expires_at: string;
}

const invitationOf = (row: InvitationRow): Invitation => ({ ...row, permissions: JSON.parse(row.permissions) as PermissionFlags });

export function pendingInvitations(db: SandboxDatabase, businessId: string, now: string): Invitation[] {
  const rows = db
    .prepare('SELECT id, email, full_name, permissions, expires_at FROM invitations WHERE business_id = ? AND expires_at > ? ORDER BY created, email')
    .all(businessId, now) as InvitationRow[];
  return rows.map(invitationOf);
}

export function isMemberEmail(db: SandboxDatabase, businessId: string, email: string): boolean {
  return (
    db
      .prepare('SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.business_id = ? AND u.email = ?')
      .pluck()
      .get(businessId, email) !== undefined
  );
}

export type InvitationRequest = InviteMemberRequest & { businessId: string; invitedBy: string; token: string; now: string; expiresAt: string };

const samePermissions = (stored: string, asked: PermissionFlags): boolean => {
  const flags = JSON.parse(stored) as PermissionFlags;
  return PERMISSION_FLAGS.every((flag) => flags[flag] === asked[flag]);
};

/**
 * The invitation still pending for this email in this business with the same name and permissions,
 * if there is one: inviting the same person again the same way sends nothing (issue 43 §7).
 */
export function pendingInvitationLike(db: SandboxDatabase, invite: InvitationRequest): Invitation | undefined {
  const row = db
    .prepare('SELECT id, email, full_name, permissions, expires_at FROM invitations WHERE business_id = ? AND email = ? AND expires_at > ?')
    .get(invite.businessId, invite.email, invite.now) as InvitationRow | undefined;
  return row && row.full_name === invite.full_name && samePermissions(row.permissions, invite.permissions) ? invitationOf(row) : undefined;
}

/** Stores the invitation under its token's hash (a new invitation to the same email replaces the old one: a corrected name or permissions). */
export function createInvitation(db: SandboxDatabase, invite: InvitationRequest): Invitation {
  const id = newId('inv');
  db.prepare('DELETE FROM invitations WHERE business_id = ? AND email = ?').run(invite.businessId, invite.email);
  db.prepare('INSERT INTO invitations VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
    id, tokenHash(invite.token), invite.businessId, invite.email, invite.full_name,
    JSON.stringify(invite.permissions), invite.invitedBy, invite.now, invite.expiresAt,
  );
  return { id, email: invite.email, full_name: invite.full_name, permissions: invite.permissions, expires_at: invite.expiresAt };
}

/** Revokes a business's invitation, pending or expired: its link stops working. False when there is none. */
export function revokeInvitation(db: SandboxDatabase, businessId: string, id: string): boolean {
  return db.prepare('DELETE FROM invitations WHERE id = ? AND business_id = ?').run(id, businessId).changes === 1;
}

/** A new link and expiry for a business's invitation (the old link stops working); undefined when there is none. */
export function renewInvitation(db: SandboxDatabase, businessId: string, id: string, renewal: { token: string; now: string; expiresAt: string }): Invitation | undefined {
  const renewed = db
    .prepare('UPDATE invitations SET token_hash = ?, created = ?, expires_at = ? WHERE id = ? AND business_id = ?')
    .run(tokenHash(renewal.token), renewal.now, renewal.expiresAt, id, businessId);
  if (renewed.changes !== 1) return undefined;
  const row = db.prepare('SELECT id, email, full_name, permissions, expires_at FROM invitations WHERE id = ?').get(id) as InvitationRow;
  return invitationOf(row);
}

/**
 * What the emailed link shows: the business, the name, the role's flags, and whether the email has
 * an account (the link went to that mailbox: it learns nothing its holder cannot). Undefined for an
 * unknown or expired token (the same answer for both).
 */
export function invitationByToken(db: SandboxDatabase, token: string, now: string): InvitationPreview | undefined {
  const row = db
    .prepare(
      `SELECT b.name AS business_name, i.email, i.full_name, i.expires_at, i.permissions,
         EXISTS (SELECT 1 FROM users u WHERE u.email = i.email) AS account_exists
       FROM invitations i JOIN businesses b ON b.id = i.business_id WHERE i.token_hash = ? AND i.expires_at > ?`,
    )
    .get(tokenHash(token), now) as (Omit<InvitationPreview, 'permissions' | 'account_exists'> & { permissions: string; account_exists: number }) | undefined;
  return row && { ...row, permissions: JSON.parse(row.permissions) as PermissionFlags, account_exists: row.account_exists === 1 };
}
