import type { FraudAction, FraudList } from 'shared-contracts/areas/cards/card-fraud';
import type { SandboxDatabase } from '../db/connection';
import { isoAt } from '../clock';
import { addFraudEntry, binDataOf, changeFraudEntry } from '../store/card-fraud';
import { changeRuleSet, insertRuleSet } from '../store/card-fraud-rules';
import { createChangeRequest, insertMidSetting, logCardSettingsChange } from '../store/card-settings';
import { TOKO_KU } from './businesses';
import { seededRandom } from './random';

const DAY = 24 * 60 * 60 * 1000;
const OWNER = 'owner@tokoku.test';
const SCOPE = { businessId: TOKO_KU, environment: 'PRODUCTION' as const };

/** Toko Ku's custom lists: blocked and allowed entries of every list, one reset (ids stable: fre_tokoku_NN). */
const ENTRIES: readonly { list: FraudList; value: string; action: FraudAction; note?: string; reset?: boolean }[] = [
  { list: 'bin-list', value: '401200', action: 'BLOCK', note: 'Card testing in March' },
  { list: 'bin-list', value: '455636', action: 'ALLOW' },
  { list: 'card-data-list', value: '521111…4444', action: 'BLOCK', note: 'Chargeback: stolen card' },
  { list: 'card-data-list', value: '411111…1111', action: 'ALLOW', reset: true },
  { list: 'ip-list', value: '203.0.113.7', action: 'BLOCK' },
  { list: 'ip-list', value: '2001:db8::42', action: 'ALLOW', note: 'Office network' },
  { list: 'country-list', value: 'KP', action: 'BLOCK' },
  { list: 'country-list', value: 'SG', action: 'ALLOW' },
];

/** Seeds Toko Ku's (live) fraud prevention and card settings: lists, rule sets, predictions, MIDs and change requests. */
export function insertCardFraudAndSettings(db: SandboxDatabase, now: number): void {
  ENTRIES.forEach(({ list, value, action, note, reset }, index) => {
    const at = now - (ENTRIES.length - index) * DAY;
    const id = `fre_tokoku_${String(index + 1).padStart(2, '0')}`;
    const binData = list === 'bin-list' || list === 'card-data-list' ? (binDataOf(value.split('…')[0]!) ?? null) : null;
    addFraudEntry(db, SCOPE, { list, value, action, note: note ?? null, binData }, OWNER, at, id);
    if (reset) changeFraudEntry(db, SCOPE, list, id, 'RESET', OWNER, at + 60_000);
  });

  insertRuleSet(db, SCOPE, 'rs_tokoku_card_testing', 'CARD_TESTING', 'NORMAL', 'BLOCK', now - 90 * DAY);
  insertRuleSet(db, SCOPE, 'rs_tokoku_velocity', 'VELOCITY', 'NORMAL', 'BLOCK', now - 90 * DAY);
  insertRuleSet(db, SCOPE, 'rs_tokoku_country_mismatch', 'COUNTRY_MISMATCH', 'NORMAL', 'ALLOW', now - 90 * DAY);
  insertRuleSet(db, SCOPE, 'rs_tokoku_high_risk_issuer', 'HIGH_RISK_ISSUER', 'NORMAL', 'ALLOW', now - 90 * DAY);
  changeRuleSet(db, SCOPE, 'rs_tokoku_card_testing', { level: 'MEDIUM', action: 'BLOCK' }, OWNER, now - 30 * DAY);
  changeRuleSet(db, SCOPE, 'rs_tokoku_card_testing', { level: 'HIGH', action: 'BLOCK' }, OWNER, now - 7 * DAY);

  const random = seededRandom('card-fraud-predictions');
  const prediction = db.prepare(
    'INSERT INTO card_fraud_predictions (id, business_id, environment, payment_id, masked_card_number, amount, currency, score, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const bins = ['401200', '411111', '455636', '521111', '552277', '353011'];
  for (let index = 0; index < 60; index++) {
    const score = random.weighted([[random.int(0, 39), 6], [random.int(40, 59), 2], [random.int(60, 79), 1], [random.int(80, 99), 1]] as const);
    prediction.run(
      `prd_tokoku_${String(index + 1).padStart(3, '0')}`, SCOPE.businessId, SCOPE.environment, `ccp_${random.hex(16)}`,
      `${random.pick(bins)}******${random.digits(4)}`, random.int(50, 5000) * 1000, 'IDR', score, isoAt(now - index * DAY - random.int(0, DAY / 2)),
    );
  }

  const settings = { three_ds_required: true, cvn_required: true, installments_enabled: false };
  insertMidSetting(db, SCOPE, { id: 'mid_tokoku_bni', mid: '000100209876', acquirer: 'BNI', currency: 'IDR', label: 'Online store', settings }, now - 120 * DAY);
  insertMidSetting(db, SCOPE, { id: 'mid_tokoku_mandiri', mid: '71000235', acquirer: 'Mandiri', currency: 'IDR', label: 'Installments', settings: { ...settings, installments_enabled: true } }, now - 120 * DAY);
  const requests = [
    { id: 'ccr_tokoku_01', mid: '000100209876', input: { mid_setting_id: 'mid_tokoku_bni', setting: 'cvn_required', value: false, reason: 'Recurring payments without CVN' }, decision: 'REJECTED', at: now - 40 * DAY },
    { id: 'ccr_tokoku_02', mid: '71000235', input: { mid_setting_id: 'mid_tokoku_mandiri', setting: 'installments_enabled', value: true, reason: 'Installment promotions' }, decision: 'APPROVED', at: now - 20 * DAY },
    { id: 'ccr_tokoku_03', mid: '000100209876', input: { mid_setting_id: 'mid_tokoku_bni', setting: 'installments_enabled', value: true, reason: 'Offer installments on the online store' }, decision: null, at: now - 2 * DAY },
  ] as const;
  for (const { id, mid, input, decision, at } of requests) {
    // Decided ones are marked as such: the MIDs' seeded settings already hold what was approved.
    createChangeRequest(db, SCOPE, input, OWNER, at, id);
    const subject = { setting: input.setting, value: input.value };
    logCardSettingsChange(db, SCOPE, 'CHANGE_REQUESTED', mid, subject, OWNER, at);
    if (decision) {
      db.prepare('UPDATE card_settings_change_requests SET status = ?, decided_by = ?, decided = ? WHERE id = ?').run(decision, OWNER, isoAt(at + DAY), id);
      logCardSettingsChange(db, SCOPE, decision === 'APPROVED' ? 'CHANGE_APPROVED' : 'CHANGE_REJECTED', mid, subject, OWNER, at + DAY);
    }
  }
}
