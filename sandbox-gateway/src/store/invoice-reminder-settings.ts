import type { InvoiceReminderSettingsAnswer } from 'shared-contracts/areas/getting-paid/invoice-reminder-settings';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import type { CheckoutScope } from './checkout-settings';

/**
 * The business's default invoice reminders per environment (issue 44, decision 0091): what it saved,
 * else none (updated null).
 */
export function reminderScheduleOf(db: SandboxDatabase, scope: CheckoutScope): InvoiceReminderSettingsAnswer {
  const row = db
    .prepare('SELECT reminder_days_before, updated FROM invoice_reminder_settings WHERE business_id = ? AND environment = ?')
    .get(scope.businessId, scope.environment) as { reminder_days_before: string; updated: string } | undefined;
  return row ? { reminder_days_before: JSON.parse(row.reminder_days_before) as number[], updated: row.updated } : { reminder_days_before: [], updated: null };
}

/**
 * Replaces the schedule (checked already: reminderScheduleProblems) in one upsert, latest first (the
 * earliest email first, as the invoice's detail lists them), so parallel saves leave one whole row.
 */
export function saveReminderSchedule(db: SandboxDatabase, scope: CheckoutScope, days: readonly number[], now: number): void {
  db.prepare(
    `INSERT INTO invoice_reminder_settings (business_id, environment, reminder_days_before, updated) VALUES (?, ?, ?, ?)
     ON CONFLICT (business_id, environment) DO UPDATE SET reminder_days_before = excluded.reminder_days_before, updated = excluded.updated`,
  ).run(scope.businessId, scope.environment, JSON.stringify([...days].sort((a, b) => b - a)), isoAt(now));
}
