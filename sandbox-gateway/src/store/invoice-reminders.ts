import type { InvoiceReminder } from 'shared-contracts/areas/getting-paid/getting-paid';
import { reminderDay } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import { startOfDay } from './business-calendar';
import { recordOutboxMessage } from './environment-data';

/**
 * Invoice reminders (issue 44, docs/decisions/0085-invoice-emails-and-reminders.md): emails to the
 * customer some days before a PENDING invoice's due date, at 09:00 in the business's time zone (an
 * hour mail is read, not midnight). The sandbox has no scheduler: the invoice routes send what is due
 * on every read, as they expire what is due (expireDue).
 */
const REMINDER_HOUR_MS = 9 * 3_600_000;

/** The reminders the merchant chose for a new invoice (checked already: reminderProblems). */
export function insertReminders(db: SandboxDatabase, invoiceId: string, dueDate: string, daysBefore: readonly number[], timeZone: string): void {
  const insert = db.prepare('INSERT INTO invoice_reminders (invoice_id, days_before, due_at) VALUES (?, ?, ?)');
  for (const days of daysBefore) insert.run(invoiceId, days, isoAt(startOfDay(timeZone, reminderDay(dueDate, days)) + REMINDER_HOUR_MS));
}

/** A draft's reminders become these (checked already), for its due date as it now is; none is sent before it is issued. */
export function replaceDraftReminders(db: SandboxDatabase, invoiceId: string, dueDate: string | null, daysBefore: readonly number[], timeZone: string): void {
  db.prepare('DELETE FROM invoice_reminders WHERE invoice_id = ?').run(invoiceId);
  if (dueDate !== null) insertReminders(db, invoiceId, dueDate, daysBefore, timeZone);
}

/** The days of an invoice's reminders, as it chose them (a draft's: none of them sent). */
export const reminderDaysOf = (db: SandboxDatabase, invoiceId: string): number[] =>
  db.prepare('SELECT days_before FROM invoice_reminders WHERE invoice_id = ? ORDER BY due_at').pluck().all(invoiceId) as number[];

interface DueReminder {
  invoice_id: string;
  days_before: number;
  due_at: string;
  payer_email: string;
  external_id: string;
  description: string;
  due_date: string;
}

/** The reminders due as of a time (its one parameter), of PENDING invoices that have a payer email. */
export const DUE_REMINDERS_SQL = `SELECT r.invoice_id, r.days_before, r.due_at, i.payer_email, i.external_id, i.description, i.due_date
  FROM invoice_reminders r CROSS JOIN invoices i ON i.id = r.invoice_id
  WHERE r.sent_at IS NULL AND r.due_at <= ? AND i.status = 'PENDING' AND i.payer_email IS NOT NULL`;

/**
 * Sends every reminder whose time has come, of an invoice still PENDING (a PAID, VOIDED or EXPIRED
 * one gets none: run it after expireDue), as of its time. Each is claimed by a guarded UPDATE
 * (still unsent, its invoice still PENDING) before its email is written, so parallel reads send it once.
 * CROSS JOIN keeps the unsent reminders' partial index the outer loop: without statistics the planner
 * walked every PENDING invoice instead, ~10 ms a read at 50,000 invoices (sweep-plans.test.ts).
 */
export function sendDueReminders(db: SandboxDatabase, now: number): number {
  const due = db.prepare(DUE_REMINDERS_SQL).all(isoAt(now)) as DueReminder[];
  if (due.length === 0) return 0;
  const claim = db.prepare(
    `UPDATE invoice_reminders SET sent_at = due_at WHERE invoice_id = ? AND days_before = ? AND sent_at IS NULL
     AND (SELECT status FROM invoices WHERE id = invoice_id) = 'PENDING'`,
  );
  return db.transaction(() => {
    let sent = 0;
    for (const reminder of due) {
      if (claim.run(reminder.invoice_id, reminder.days_before).changes !== 1) continue;
      const subject = `Reminder: invoice ${reminder.external_id} (${reminder.description}) is due ${reminder.due_date}`;
      recordOutboxMessage(db, { kind: 'INVOICE_REMINDER_EMAIL', recipient: reminder.payer_email, subject }, Date.parse(reminder.due_at));
      sent += 1;
    }
    return sent;
  }).immediate();
}

/** An invoice's reminders, earliest first: the sent ones, and with `toGo` (a DRAFT or PENDING invoice) those still to go. */
export const remindersOf = (db: SandboxDatabase, invoiceId: string, toGo: boolean): InvoiceReminder[] =>
  db
    .prepare(`SELECT days_before, due_at AS scheduled_at, sent_at FROM invoice_reminders WHERE invoice_id = ?${toGo ? '' : ' AND sent_at IS NOT NULL'} ORDER BY due_at`)
    .all(invoiceId) as InvoiceReminder[];

/**
 * The sandbox's "next reminder now" (test mode): the invoice's next unsent reminder is due at `now`,
 * so the next read sends it; false when it has none left.
 */
export function bringNextReminderForward(db: SandboxDatabase, invoiceId: string, now: number): boolean {
  return (
    db
      .prepare(
        `UPDATE invoice_reminders SET due_at = ? WHERE invoice_id = ? AND sent_at IS NULL
         AND days_before = (SELECT MAX(days_before) FROM invoice_reminders WHERE invoice_id = ? AND sent_at IS NULL)`,
      )
      .run(isoAt(now), invoiceId, invoiceId).changes === 1
  );
}
