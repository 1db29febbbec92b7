import type { PermissionFlags } from 'shared-contracts';
import { TOKO_KU } from './businesses';

const VIEWER: PermissionFlags = {
  can_view: true, can_edit: false, can_approve: false, can_manage_tech_settings: false,
  can_administer: false, can_withdraw: false, operation: false,
};

/**
 * One pending invitation per seed, with a known token so the logged-out `/invitation/{token}` page
 * can be opened without inviting first (README, settings section). Invitations made in the sandbox
 * get random tokens, readable only in the outbox.
 */
export const SEEDED_INVITATION = {
  token: 'sandbox-invitation-tokoku-viewer',
  id: 'inv_seed_tokoku_viewer',
  businessId: TOKO_KU,
  email: 'viewer.invited@tokoku.test',
  fullName: 'Rina Undangan',
  permissions: VIEWER,
  invitedBy: 'usr_owner_tokoku',
  validDays: 7,
} as const;
