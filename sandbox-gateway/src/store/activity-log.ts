import type { FastifyRequest } from 'fastify';
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityAction,
  type ActivityEntry,
  type ActivityLogAnswer,
  type ActivityLogQuery,
} from 'shared-contracts/areas/settings/activity-log';
import { newId } from '../auth/secrets';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';

/** The longest user agent kept: enough to tell browsers apart, not a place to store megabytes. */
const USER_AGENT_MAX = 300;

export interface Activity {
  businessId: string;
  userId: string | null;
  actorEmail: string;
  action: ActivityAction;
  target?: string | null;
  ipAddress: string;
  userAgent?: string | null;
  at: number;
}

export function recordActivity(db: SandboxDatabase, activity: Activity): void {
  db.prepare(
    `INSERT INTO activity_logs (id, business_id, user_id, actor_email, action, target, ip_address, user_agent, created)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    newId('act'),
    activity.businessId,
    activity.userId,
    activity.actorEmail,
    activity.action,
    activity.target ?? null,
    activity.ipAddress,
    activity.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    isoAt(activity.at),
  );
}

/** Where a request came from, as the log keeps it. */
export const requestOrigin = (request: FastifyRequest): Pick<Activity, 'ipAddress' | 'userAgent'> => ({
  ipAddress: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** One page of a business's log, newest first, filtered by action, actor and days (UTC, inclusive). */
export function listActivity(db: SandboxDatabase, businessId: string, query: ActivityLogQuery): ActivityLogAnswer {
  const page = query.page ?? 1;
  const limit = query.limit ?? ACTIVITY_PAGE_SIZE;
  const where = ['business_id = ?'];
  const values: (string | number)[] = [businessId];
  if (query.action) {
    where.push('action = ?');
    values.push(query.action);
  }
  if (query.actor) {
    where.push("actor_email LIKE ? ESCAPE '\\'");
    values.push(`%${query.actor.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  if (query.from) {
    where.push('created >= ?');
    values.push(`${query.from}T00:00:00.000Z`);
  }
  if (query.to) {
    where.push('created <= ?');
    values.push(`${query.to}T23:59:59.999Z`);
  }
  const condition = where.join(' AND ');
  const total = db.prepare(`SELECT COUNT(*) FROM activity_logs WHERE ${condition}`).pluck().get(...values) as number;
  const data = db
    .prepare(
      `SELECT id, action, actor_email, target, ip_address, user_agent, created FROM activity_logs
       WHERE ${condition} ORDER BY created DESC, rowid DESC LIMIT ? OFFSET ?`,
    )
    .all(...values, limit, (page - 1) * limit) as ActivityEntry[];
  return { data, total_count: total, page, limit };
}

/** An action of a user in a business, from this request; the user's email is read from the users table. */
export function recordUserActivity(
  db: SandboxDatabase,
  request: FastifyRequest,
  who: { userId: string; businessId: string },
  action: ActivityAction,
  at: number,
  target: string | null = null,
): void {
  const email = memberEmail(db, who.userId);
  if (!email) return; // a deleted user's last sign-out: nobody to name
  recordActivity(db, { businessId: who.businessId, userId: who.userId, actorEmail: email, action, target, ...requestOrigin(request), at });
}

/** A user's email: the actor of a line, or the team member a team change is about. */
export const memberEmail = (db: SandboxDatabase, userId: string): string | null =>
  (db.prepare('SELECT email FROM users WHERE id = ?').pluck().get(userId) as string | undefined) ?? null;
