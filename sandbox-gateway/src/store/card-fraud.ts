import {
  type BinData,
  type FraudAction,
  type FraudEntryAction,
  type FraudList,
  type FraudListChange,
  type FraudListEntry,
  type FraudListEntryDetail,
} from 'shared-contracts/areas/cards/card-fraud';
import { newId } from '../auth/secrets';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import type { CardScope } from './card-payments';

interface EntryRow {
  id: string;
  list: FraudList;
  value: string;
  action: FraudAction | null;
  note: string | null;
  bin_data: string | null;
  created: string;
  updated: string;
}

const entryOf = ({ bin_data: binData, ...row }: EntryRow): FraudListEntry => ({ ...row, bin_data: binData ? (JSON.parse(binData) as BinData) : null });
const COLUMNS = 'id, list, value, action, note, bin_data, created, updated';

/** A list's entries, newest first. */
export function listFraudEntries(db: SandboxDatabase, scope: CardScope, list: FraudList): FraudListEntry[] {
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM card_fraud_entries WHERE business_id = ? AND environment = ? AND list = ? ORDER BY created DESC, rowid DESC`)
    .all(scope.businessId, scope.environment, list) as EntryRow[];
  return rows.map(entryOf);
}

export function findFraudEntry(db: SandboxDatabase, scope: CardScope, list: FraudList, id: string): FraudListEntryDetail | undefined {
  const row = db
    .prepare(`SELECT ${COLUMNS} FROM card_fraud_entries WHERE id = ? AND business_id = ? AND environment = ? AND list = ?`)
    .get(id, scope.businessId, scope.environment, list) as EntryRow | undefined;
  if (!row) return undefined;
  const history = db
    .prepare('SELECT change, actor_email, created FROM card_fraud_entry_changes WHERE entry_id = ? ORDER BY created DESC, rowid DESC')
    .all(id) as FraudListChange[];
  return { ...entryOf(row), history };
}

export const fraudEntryExists = (db: SandboxDatabase, scope: CardScope, list: FraudList, value: string): boolean =>
  db.prepare('SELECT 1 FROM card_fraud_entries WHERE business_id = ? AND environment = ? AND list = ? AND value = ?').get(scope.businessId, scope.environment, list, value) !== undefined;

export interface NewFraudEntry {
  list: FraudList;
  value: string;
  action: FraudAction;
  note: string | null;
  binData: BinData | null;
}

const recordChange = (db: SandboxDatabase, entryId: string, change: FraudListChange['change'], actorEmail: string, at: string) =>
  db.prepare('INSERT INTO card_fraud_entry_changes (entry_id, change, actor_email, created) VALUES (?, ?, ?, ?)').run(entryId, change, actorEmail, at);

export function addFraudEntry(db: SandboxDatabase, scope: CardScope, entry: NewFraudEntry, actorEmail: string, now: number, id = newId('fre')): FraudListEntryDetail {
  const at = isoAt(now);
  db.transaction(() => {
    db.prepare(
      `INSERT INTO card_fraud_entries (id, business_id, environment, list, value, action, note, bin_data, created, updated)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(id, scope.businessId, scope.environment, entry.list, entry.value, entry.action, entry.note, entry.binData ? JSON.stringify(entry.binData) : null, at, at);
    recordChange(db, id, 'ADDED', actorEmail, at);
    recordChange(db, id, entry.action, actorEmail, at);
  })();
  return findFraudEntry(db, scope, entry.list, id)!;
}

/** Block, allow or reset (take the entry's own action away); each is kept in the entry's history. */
export function changeFraudEntry(db: SandboxDatabase, scope: CardScope, list: FraudList, id: string, action: FraudEntryAction, actorEmail: string, now: number): FraudListEntryDetail {
  const at = isoAt(now);
  db.transaction(() => {
    db.prepare('UPDATE card_fraud_entries SET action = ?, updated = ? WHERE id = ? AND business_id = ? AND environment = ?').run(
      action === 'RESET' ? null : action, at, id, scope.businessId, scope.environment,
    );
    recordChange(db, id, action, actorEmail, at);
  })();
  return findFraudEntry(db, scope, list, id)!;
}

export function removeFraudEntry(db: SandboxDatabase, scope: CardScope, id: string): void {
  db.prepare('DELETE FROM card_fraud_entries WHERE id = ? AND business_id = ? AND environment = ?').run(id, scope.businessId, scope.environment);
}

/** What the sandbox knows of some BINs (issuers of the seeded cards); others are unknown. */
const KNOWN_BINS: Record<string, Omit<BinData, 'bin' | 'brand'>> = {
  '411111': { issuer: 'Bank Central Asia', country_code: 'ID', type: 'CREDIT' },
  '401200': { issuer: 'Bank Negara Indonesia', country_code: 'ID', type: 'DEBIT' },
  '417500': { issuer: 'Bank Rakyat Indonesia', country_code: 'ID', type: 'CREDIT' },
  '455636': { issuer: 'CIMB Niaga', country_code: 'ID', type: 'CREDIT' },
  '521111': { issuer: 'Bank Mandiri', country_code: 'ID', type: 'CREDIT' },
  '552277': { issuer: 'BDO Unibank', country_code: 'PH', type: 'CREDIT' },
  '540012': { issuer: 'DBS Bank', country_code: 'SG', type: 'DEBIT' },
  '353011': { issuer: 'JCB International', country_code: 'JP', type: 'CREDIT' },
  '378282': { issuer: 'American Express', country_code: 'US', type: 'CREDIT' },
  '601100': { issuer: 'Discover Bank', country_code: 'US', type: 'CREDIT' },
};

/** The card scheme of a BIN by its leading digits (the schemes' published ranges). */
export function brandOfBin(bin: string): string {
  const two = Number(bin.slice(0, 2));
  const four = Number(bin.slice(0, 4));
  if (bin.startsWith('4')) return 'VISA';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MASTERCARD';
  if (two === 34 || two === 37) return 'AMEX';
  if (two === 35) return 'JCB';
  if (bin.startsWith('6011') || bin.startsWith('65')) return 'DISCOVER';
  return 'UNKNOWN';
}

/** The BIN lookup: what is known of the BIN's first six digits, or undefined. */
export function binDataOf(bin: string): BinData | undefined {
  const known = KNOWN_BINS[bin.slice(0, 6)];
  return known ? { bin, brand: brandOfBin(bin), ...known } : undefined;
}
