import type {
  CardSettingsChange,
  CardSettingsLogEntry,
  CardSettingsLogSubject,
  ChangeRequest,
  ChangeRequestDecision,
  ChangeRequestInput,
  MidSetting,
  MidSettingKey,
} from 'shared-contracts/areas/cards/card-settings';
import { newId } from '../auth/secrets';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import type { CardScope } from './card-payments';

interface MidRow extends Omit<MidSetting, 'settings'> {
  settings: string;
}

const midOf = (row: MidRow): MidSetting => ({ ...row, settings: JSON.parse(row.settings) as MidSetting['settings'] });

export function listMidSettings(db: SandboxDatabase, scope: CardScope): MidSetting[] {
  return (
    db
      .prepare('SELECT id, mid, acquirer, currency, label, settings, updated FROM card_mid_settings WHERE business_id = ? AND environment = ? ORDER BY rowid')
      .all(scope.businessId, scope.environment) as MidRow[]
  ).map(midOf);
}

export function findMidSetting(db: SandboxDatabase, scope: CardScope, id: string): MidSetting | undefined {
  const row = db
    .prepare('SELECT id, mid, acquirer, currency, label, settings, updated FROM card_mid_settings WHERE id = ? AND business_id = ? AND environment = ?')
    .get(id, scope.businessId, scope.environment) as MidRow | undefined;
  return row ? midOf(row) : undefined;
}

export function insertMidSetting(db: SandboxDatabase, scope: CardScope, mid: Omit<MidSetting, 'updated'>, at: number): void {
  db.prepare('INSERT INTO card_mid_settings (id, business_id, environment, mid, acquirer, currency, label, settings, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
    mid.id, scope.businessId, scope.environment, mid.mid, mid.acquirer, mid.currency, mid.label, JSON.stringify(mid.settings), isoAt(at),
  );
}

/** The log's untranslated line of a change: `label: "Old" → "New"`, `three_ds_required: true`. */
export function logDetailOf(subject: CardSettingsLogSubject): string {
  return 'label' in subject ? `label: "${subject.label.from}" → "${subject.label.to}"` : `${subject.setting}: ${String(subject.value)}`;
}

/** A line of the card settings log (`/api/cc-settings-logger`), written with the change it records. */
export function logCardSettingsChange(db: SandboxDatabase, scope: CardScope, change: CardSettingsChange, mid: string, subject: CardSettingsLogSubject, actorEmail: string, now: number): void {
  db.prepare('INSERT INTO card_settings_logs (id, business_id, environment, change, mid, detail, subject, actor_email, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
    newId('csl'), scope.businessId, scope.environment, change, mid, logDetailOf(subject), JSON.stringify(subject), actorEmail, isoAt(now),
  );
}

interface LogRow extends Omit<CardSettingsLogEntry, 'subject'> {
  subject: string | null;
}

export function listCardSettingsLog(db: SandboxDatabase, scope: CardScope): CardSettingsLogEntry[] {
  const rows = db
    .prepare('SELECT id, change, mid, detail, subject, actor_email, created FROM card_settings_logs WHERE business_id = ? AND environment = ? ORDER BY created DESC, rowid DESC LIMIT 200')
    .all(scope.businessId, scope.environment) as LogRow[];
  return rows.map(({ subject, ...row }) => (subject ? { ...row, subject: JSON.parse(subject) as CardSettingsLogSubject } : row));
}

export function setMidLabel(db: SandboxDatabase, scope: CardScope, id: string, label: string, now: number): MidSetting {
  db.prepare('UPDATE card_mid_settings SET label = ?, updated = ? WHERE id = ? AND business_id = ? AND environment = ?').run(label, isoAt(now), id, scope.businessId, scope.environment);
  return findMidSetting(db, scope, id)!;
}

interface RequestRow extends Omit<ChangeRequest, 'value'> {
  value: number;
}

const REQUEST_COLUMNS = `r.id, r.mid_setting_id, m.mid, r.setting, r.value, r.reason, r.status, r.requested_by, r.decided_by, r.created, r.decided`;
const requestOf = (row: RequestRow): ChangeRequest => ({ ...row, value: row.value === 1 });

export function listChangeRequests(db: SandboxDatabase, scope: CardScope): ChangeRequest[] {
  return (
    db
      .prepare(`SELECT ${REQUEST_COLUMNS} FROM card_settings_change_requests r JOIN card_mid_settings m ON m.id = r.mid_setting_id
        WHERE r.business_id = ? AND r.environment = ? ORDER BY r.created DESC, r.rowid DESC`)
      .all(scope.businessId, scope.environment) as RequestRow[]
  ).map(requestOf);
}

export function findChangeRequest(db: SandboxDatabase, scope: CardScope, id: string): ChangeRequest | undefined {
  const row = db
    .prepare(`SELECT ${REQUEST_COLUMNS} FROM card_settings_change_requests r JOIN card_mid_settings m ON m.id = r.mid_setting_id
      WHERE r.id = ? AND r.business_id = ? AND r.environment = ?`)
    .get(id, scope.businessId, scope.environment) as RequestRow | undefined;
  return row ? requestOf(row) : undefined;
}

export function createChangeRequest(db: SandboxDatabase, scope: CardScope, input: ChangeRequestInput, requestedBy: string, now: number, id = newId('ccr')): ChangeRequest {
  db.prepare(
    `INSERT INTO card_settings_change_requests (id, business_id, environment, mid_setting_id, setting, value, reason, status, requested_by, decided_by, created, decided)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'PENDING', ?, NULL, ?, NULL)`,
  ).run(id, scope.businessId, scope.environment, input.mid_setting_id, input.setting, input.value ? 1 : 0, input.reason, requestedBy, isoAt(now));
  return findChangeRequest(db, scope, id)!;
}

/** Approving applies the requested setting to its MID; rejecting leaves the MID as it is. */
export function decideChangeRequest(db: SandboxDatabase, scope: CardScope, request: ChangeRequest, status: ChangeRequestDecision, decidedBy: string, now: number): ChangeRequest {
  const at = isoAt(now);
  db.prepare('UPDATE card_settings_change_requests SET status = ?, decided_by = ?, decided = ? WHERE id = ? AND business_id = ? AND environment = ?').run(
    status, decidedBy, at, request.id, scope.businessId, scope.environment,
  );
  if (status === 'APPROVED') {
    const mid = findMidSetting(db, scope, request.mid_setting_id)!;
    const settings: Record<MidSettingKey, boolean> = { ...mid.settings, [request.setting]: request.value };
    db.prepare('UPDATE card_mid_settings SET settings = ?, updated = ? WHERE id = ?').run(JSON.stringify(settings), at, mid.id);
  }
  return findChangeRequest(db, scope, request.id)!;
}
