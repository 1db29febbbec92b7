import { PERMISSION_FLAGS, type PermissionFlags } from 'shared-contracts';
import { tokenHash } from '../auth/secrets';
import type { SandboxDatabase } from '../db/connection';

/** An invitation as accepting it needs it. */
export interface InvitationToAccept {
  businessId: string;
  email: string;
  fullName: string;
  permissions: PermissionFlags;
}

interface Row {
  business_id: string;
  email: string;
  full_name: string;
  permissions: string;
}

const toInvitation = (row: Row | undefined): InvitationToAccept | undefined =>
  row && { businessId: row.business_id, email: row.email, fullName: row.full_name, permissions: JSON.parse(row.permissions) as PermissionFlags };

/** The live invitation of a token, not spent. */
export function readInvitation(db: SandboxDatabase, token: string, now: string): InvitationToAccept | undefined {
  return toInvitation(
    db
      .prepare('SELECT business_id, email, full_name, permissions FROM invitations WHERE token_hash = ? AND expires_at > ?')
      .get(tokenHash(token), now) as Row | undefined,
  );
}

/** Spends the invitation: deleted as it is read (one synchronous statement), so of a burst one accept gets it. */
export function spendInvitation(db: SandboxDatabase, token: string, now: string): InvitationToAccept | undefined {
  return toInvitation(
    db
      .prepare('DELETE FROM invitations WHERE token_hash = ? AND expires_at > ? RETURNING business_id, email, full_name, permissions')
      .get(tokenHash(token), now) as Row | undefined,
  );
}

/** Adds the user to the business with the invited flags (last in their list of businesses). */
export function joinBusiness(db: SandboxDatabase, userId: string, invitation: InvitationToAccept): void {
  const position = db.prepare('SELECT COALESCE(MAX(position), -1) + 1 FROM memberships WHERE user_id = ?').pluck().get(userId) as number;
  db.prepare(`INSERT OR IGNORE INTO memberships VALUES (?, ?, ?, ${PERMISSION_FLAGS.map(() => '?').join(', ')}, 0)`).run(
    userId,
    invitation.businessId,
    position,
    ...PERMISSION_FLAGS.map((flag) => (invitation.permissions[flag] ? 1 : 0)),
  );
}

export interface NewInvitedUser {
  id: string;
  fullName: string;
  passwordHash: string;
  language: 'en' | 'id';
  created: string;
}

/**
 * The invitee's new account, in the invitation's business: the email is confirmed (the link came to
 * it), no phone, no second factor, the password never expires.
 */
export function createInvitedUser(db: SandboxDatabase, invitation: InvitationToAccept, user: NewInvitedUser): void {
  db.transaction(() => {
    db.prepare(`INSERT INTO users VALUES (
      ?, ?, ?, ?, NULL, 0, 'phone_number', 'VERIFIED', 'SYSTEM', ?, NULL, 'ACTIVE',
      'Sandbox', ?, 0, 0, NULL, NULL, ?, NULL, NULL)`).run(
      user.id,
      invitation.email,
      user.passwordHash,
      user.fullName,
      user.language,
      user.created,
      invitation.businessId,
    );
    joinBusiness(db, user.id, invitation);
  })();
}
