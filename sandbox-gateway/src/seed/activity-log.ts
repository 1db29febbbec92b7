// The activity log's history before the sandbox started (issue 21): Toko Ku's last two weeks, so
// the page has something to page and filter through on a fresh database. What happens after the
// start is written by the gateway itself, when it happens.
import type { ActivityAction } from 'shared-contracts/areas/settings/activity-log';
import type { SandboxDatabase } from '../db/connection';
import { recordActivity } from '../store/activity-log';
import { TOKO_KU } from './businesses';

const HOUR = 60 * 60 * 1000;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

type Line = [hoursAgo: number, userId: string, email: string, action: ActivityAction, target: string | null, ip: string, agent: string];

const OWNER = ['usr_owner_tokoku', 'owner@tokoku.test'] as const;
const VIEWER = ['usr_viewer_tokoku', 'viewer@tokoku.test'] as const;

/** 26 lines over 14 days: the owner and a viewer signing in and out, and the owner's team changes. */
export const SEEDED_ACTIVITY: readonly Line[] = [
  ...Array.from({ length: 10 }, (_, day): Line[] => [
    [(14 - day) * 24 + 9, ...OWNER, 'SIGN_IN', null, '203.0.113.10', CHROME],
    [(14 - day) * 24 + 2, ...OWNER, 'SIGN_OUT', null, '203.0.113.10', CHROME],
  ]).flat(),
  [100, ...VIEWER, 'SIGN_IN', null, '198.51.100.24', SAFARI],
  [99, ...VIEWER, 'SIGN_OUT', null, '198.51.100.24', SAFARI],
  [75, ...OWNER, 'TEAM_MEMBER_INVITED', 'viewer@tokoku.test', '203.0.113.10', CHROME],
  [74, ...OWNER, 'TEAM_PERMISSIONS_CHANGED', 'viewer@tokoku.test', '203.0.113.10', CHROME],
  [30, ...VIEWER, 'SIGN_IN', null, '198.51.100.24', SAFARI],
  [29, ...VIEWER, 'SIGN_OUT', null, '198.51.100.24', SAFARI],
];

export function insertActivityHistory(db: SandboxDatabase, now: number): void {
  for (const [hoursAgo, userId, actorEmail, action, target, ipAddress, userAgent] of SEEDED_ACTIVITY) {
    recordActivity(db, { businessId: TOKO_KU, userId, actorEmail, action, target, ipAddress, userAgent, at: now - hoursAgo * HOUR });
  }
}
