import type { Environment } from 'shared-contracts';
import {
  LISTED_EVENT_STATUSES,
  type CallbackEvent,
  type CallbackEventStatus,
  type CallbackProduct,
  type CallbackRow,
} from 'shared-contracts/areas/settings/developers';
import { newId } from '../auth/secrets';
import type { SandboxDatabase } from '../db/connection';

interface WebhookRow {
  id: string;
  product: CallbackProduct;
  name: string;
  information: string;
  product_api_version: string;
  default_webhook_format_version: string;
  information_links: string;
  type: string;
  url: string | null;
}

const LATEST_STATUS = `(SELECT status FROM webhook_events e WHERE e.webhook_id = w.id ORDER BY e.created_at DESC, e.rowid DESC LIMIT 1)`;

export function listWebhooks(db: SandboxDatabase, businessId: string, environment: Environment, product?: CallbackProduct): CallbackRow[] {
  const rows = db
    .prepare(
      `SELECT w.id, w.product, w.name, w.information, w.product_api_version, w.default_webhook_format_version,
              w.information_links, w.type, w.url, ${LATEST_STATUS} AS latest_event_status
       FROM webhooks w WHERE w.business_id = ? AND w.environment = ? ${product ? 'AND w.product = ?' : ''} ORDER BY w.position`,
    )
    .all(...[businessId, environment, ...(product ? [product] : [])]) as (WebhookRow & { latest_event_status: CallbackEventStatus | null })[];
  return rows.map((row) => ({ ...row, information_links: JSON.parse(row.information_links) as CallbackRow['information_links'] }));
}

/** A webhook of this business and environment, or null (another business's is not found either). */
export function webhookOf(db: SandboxDatabase, businessId: string, environment: Environment, id: string): CallbackRow | null {
  return listWebhooks(db, businessId, environment).find((row) => row.id === id) ?? null;
}

export function setWebhookUrl(db: SandboxDatabase, id: string, url: string, tokenHash: string): void {
  db.prepare('UPDATE webhooks SET url = ?, verification_token_hash = ? WHERE id = ?').run(url, tokenHash, id);
}

interface EventRow {
  id: string;
  callback_request_id: string;
  status: CallbackEventStatus;
  created_at: string;
  next_redelivery_schedule: string | null;
  sender: string;
  url: string;
  request_payload: string;
  response_code: number | null;
  response_payload: string | null;
  response_duration: number | null;
  response_error_code: string | null;
  is_test: number;
  is_latest: number;
}

const EVENT_COLUMNS = `e.id, e.callback_request_id, e.status, e.created_at, e.next_redelivery_schedule, e.sender, e.url,
  e.request_payload, e.response_code, e.response_payload, e.response_duration, e.response_error_code, e.is_test,
  (e.id = (SELECT l.id FROM webhook_events l WHERE l.callback_request_id = e.callback_request_id
           ORDER BY l.created_at DESC, l.rowid DESC LIMIT 1)) AS is_latest`;

const toEvent = (row: EventRow): CallbackEvent => ({
  id: row.id,
  callback_request_id: row.callback_request_id,
  status: row.status,
  created_at: row.created_at,
  next_redelivery_schedule: row.next_redelivery_schedule,
  sender: row.sender,
  url: row.url,
  request_payload: row.request_payload,
  response: { code: row.response_code, payload: row.response_payload, duration: row.response_duration, error_code: row.response_error_code },
  is_latest: row.is_latest === 1,
  is_test: row.is_test === 1,
});

/** The webhook's history: FAILED and COMPLETED events only (spec 02 §4), newest first. */
export function listEvents(db: SandboxDatabase, webhookId: string): CallbackEvent[] {
  const rows = db
    .prepare(
      `SELECT ${EVENT_COLUMNS} FROM webhook_events e WHERE e.webhook_id = ? AND e.status IN (${LISTED_EVENT_STATUSES.map(() => '?').join(', ')})
       ORDER BY e.created_at DESC, e.rowid DESC LIMIT 100`,
    )
    .all(webhookId, ...LISTED_EVENT_STATUSES) as EventRow[];
  return rows.map(toEvent);
}

/** A callback request of this business and environment: its webhook and its latest event. */
export function callbackRequestOf(
  db: SandboxDatabase,
  businessId: string,
  environment: Environment,
  requestId: string,
): { webhookId: string; latest: CallbackEvent } | null {
  const row = db
    .prepare(
      `SELECT ${EVENT_COLUMNS}, e.webhook_id FROM webhook_events e JOIN webhooks w ON w.id = e.webhook_id
       WHERE e.callback_request_id = ? AND w.business_id = ? AND w.environment = ?
       ORDER BY e.created_at DESC, e.rowid DESC LIMIT 1`,
    )
    .get(requestId, businessId, environment) as (EventRow & { webhook_id: string }) | undefined;
  return row ? { webhookId: row.webhook_id, latest: toEvent(row) } : null;
}

export interface NewEvent {
  webhookId: string;
  callbackRequestId?: string;
  status: CallbackEventStatus;
  createdAt: string;
  nextRedelivery: string | null;
  sender: string;
  url: string;
  requestPayload: string;
  response: CallbackEvent['response'];
  isTest: boolean;
}

export function recordEvent(db: SandboxDatabase, event: NewEvent): CallbackEvent {
  const id = newId('evt');
  const requestId = event.callbackRequestId ?? newId('cbr');
  db.prepare('INSERT INTO webhook_events VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
    id, event.webhookId, requestId, event.status, event.createdAt, event.nextRedelivery, event.sender, event.url,
    event.requestPayload, event.response.code, event.response.payload, event.response.duration, event.response.error_code, event.isTest ? 1 : 0,
  );
  return {
    id,
    callback_request_id: requestId,
    status: event.status,
    created_at: event.createdAt,
    next_redelivery_schedule: event.nextRedelivery,
    sender: event.sender,
    url: event.url,
    request_payload: event.requestPayload,
    response: event.response,
    is_latest: true,
    is_test: event.isTest,
  };
}
