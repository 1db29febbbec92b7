import { randomUUID } from 'node:crypto';
import type { FeedbackRequest, FeedbackStoredAnswer, RatingRequest } from 'shared-contracts/areas/shell/feedback';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';

/** A stored feedback or rating, as the control API lists it. */
export interface StoredFeedback {
  id: string;
  kind: 'FEEDBACK' | 'RATING';
  user_id: string;
  email: string;
  business_id: string;
  business_name: string;
  entity: string;
  feedback_type: string | null;
  feedback: string | null;
  agree_to_be_contacted: boolean | null;
  scale: string | null;
  rating: number | null;
  comment: string | null;
  source: string | null;
  created: string;
}

const INSERT = `INSERT INTO feedback (id, kind, user_id, email, business_id, business_name, entity, feedback_type, feedback,
  agree_to_be_contacted, scale, rating, comment, source, created)
  VALUES (@id, @kind, @user_id, @email, @business_id, @business_name, @entity, @feedback_type, @feedback,
  @agree_to_be_contacted, @scale, @rating, @comment, @source, @created)`;

const EMPTY = { feedback_type: null, feedback: null, agree_to_be_contacted: null, scale: null, rating: null, comment: null, source: null };

function insert(db: SandboxDatabase, row: Omit<StoredFeedback, 'id' | 'created' | 'agree_to_be_contacted'> & { agree_to_be_contacted: number | null }, now: number): FeedbackStoredAnswer {
  const stored = { id: `fdb_${randomUUID().replace(/-/g, '').slice(0, 20)}`, created: isoAt(now) };
  db.prepare(INSERT).run({ ...row, ...stored });
  return stored;
}

export function storeFeedback(db: SandboxDatabase, request: FeedbackRequest, now: number): FeedbackStoredAnswer {
  const { user_id, email, business_id, business_name, entity } = request;
  return insert(
    db,
    {
      ...EMPTY, kind: 'FEEDBACK', user_id, email, business_id, business_name, entity,
      feedback_type: request.feedback_type, feedback: request.feedback, agree_to_be_contacted: request.agree_to_be_contacted ? 1 : 0,
    },
    now,
  );
}

export function storeRating(db: SandboxDatabase, request: RatingRequest, now: number): FeedbackStoredAnswer {
  const { user_id, email, business_id, business_name, entity } = request;
  return insert(
    db,
    {
      ...EMPTY, kind: 'RATING', user_id, email, business_id, business_name, entity,
      scale: request.scale, rating: request.rating, comment: request.comment ?? null, source: request.source,
    },
    now,
  );
}

/** Everything given, oldest first (the control API). */
export function listFeedback(db: SandboxDatabase): StoredFeedback[] {
  const rows = db.prepare('SELECT * FROM feedback ORDER BY created, rowid').all() as (Omit<StoredFeedback, 'agree_to_be_contacted'> & {
    agree_to_be_contacted: number | null;
  })[];
  return rows.map((row) => ({ ...row, agree_to_be_contacted: row.agree_to_be_contacted === null ? null : row.agree_to_be_contacted === 1 }));
}
