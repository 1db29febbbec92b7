import { PERMISSION_FLAGS, type PermissionFlags } from 'shared-contracts';
import type { Invitation, InviteMemberRequest, TeamMember } from 'shared-contracts/areas/settings/settings';
import type { InvitationPreview } from 'shared-contracts/gateway';
import { newId, tokenHash } from '../auth/secrets';
import type { SandboxDatabase } from '../db/connection';
import { businessUsers, isInternalStaff } from './home';

type FlagRow = Record<keyof PermissionFlags, number>;
const flagsOf = (row: FlagRow): PermissionFlags =>
  Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, row[flag] === 1])) as unknown as PermissionFlags;

/** The team as the home page counts it (internal staff left out), each with their flags. */
export function teamMembers(db: SandboxDatabase, businessId: string): TeamMember[] {
  const flags = db.prepare(`SELECT ${PERMISSION_FLAGS.join(', ')} FROM memberships WHERE user_id = ? AND business_id = ?`);
  return businessUsers(db, businessId).map((user) => ({ ...user, permissions: flagsOf(flags.get(user.id, businessId) as FlagRow) }));
}

const isMember = (db: SandboxDatabase, businessId: string, userId: string): boolean =>
  db.prepare('SELECT 1 FROM memberships WHERE business_id = ? AND user_id = ?').pluck().get(businessId, userId) !== undefined;

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
    if (!isMember(db, businessId, userId)) return 'not-a-member';
    if (!permissions.can_administer && otherAdministrators(db, businessId, userId) === 0) return 'last-administrator';
    db.prepare(`UPDATE memberships SET ${PERMISSION_FLAGS.map((flag) => `${flag} = ?`).join(', ')} WHERE business_id = ? AND user_id = ?`).run(
      ...PERMISSION_FLAGS.map((flag) => (permissions[flag] ? 1 : 0)),
      businessId,
      userId,
    );
    return 'done';
  })();
}

export function removeMember(db: SandboxDatabase, businessId: string, userId: string): TeamChange {
  return db.transaction((): TeamChange => {
    if (!isMember(db, businessId, userId)) return 'not-a-member';
    const administers = db.prepare('SELECT can_administer FROM memberships WHERE business_id = ? AND user_id = ?').pluck().get(businessId, userId) === 1;
    if (administers && otherAdministrators(db, businessId, userId) === 0) return 'last-administrator';
    db.prepare('DELETE FROM memberships WHERE business_id = ? AND user_id = ?').run(businessId, userId);
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

/** Stores the invitation under its token's hash (a new invitation to the same email replaces the old one). */
export function createInvitation(
  db: SandboxDatabase,
  invite: InviteMemberRequest & { businessId: string; invitedBy: string; token: string; now: string; expiresAt: string },
): Invitation {
  const id = newId('inv');
  db.prepare('DELETE FROM invitations WHERE business_id = ? AND email = ?').run(invite.businessId, invite.email);
  db.prepare('INSERT INTO invitations VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
    id, tokenHash(invite.token), invite.businessId, invite.email, invite.full_name,
    JSON.stringify(invite.permissions), invite.invitedBy, invite.now, invite.expiresAt,
  );
  return { id, email: invite.email, full_name: invite.full_name, permissions: invite.permissions, expires_at: invite.expiresAt };
}

/** What the emailed link shows; undefined for an unknown or expired token (the same answer for both). */
export function invitationByToken(db: SandboxDatabase, token: string, now: string): InvitationPreview | undefined {
  return db
    .prepare(
      `SELECT b.name AS business_name, i.email, i.full_name, i.expires_at FROM invitations i
       JOIN businesses b ON b.id = i.business_id WHERE i.token_hash = ? AND i.expires_at > ?`,
    )
    .get(tokenHash(token), now) as InvitationPreview | undefined;
}
