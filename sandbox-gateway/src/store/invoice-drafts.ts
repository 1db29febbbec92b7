import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import { fieldColumns, isEmailed, type InvoiceFields, type InvoiceRow } from './invoices';

/**
 * Invoice drafts (issue 44, decision 0069): a DRAFT is changed, issued or deleted each in one guarded
 * write (`… AND status = 'DRAFT'`), so of two at once on one draft only the first finds it a draft:
 * the caller refuses the other and writes nothing more. Voiding (`voidInvoice`) is the same for PENDING.
 */

/** The draft's fields become these (checked already); false when it is no longer a draft. */
export function rewriteDraft(db: SandboxDatabase, id: string, fields: InvoiceFields, now: number): boolean {
  const columns = Object.entries({ ...fieldColumns(fields), updated: isoAt(now) });
  const set = columns.map(([column]) => `${column} = ?`).join(', ');
  return db.prepare(`UPDATE invoices SET ${set} WHERE id = ? AND status = 'DRAFT'`).run(...columns.map(([, value]) => value), id).changes === 1;
}

/**
 * The draft becomes PENDING: payable until `expiry`, issued now, and stamped sent when it is emailed
 * (the caller writes the email in the same transaction). False when it is no longer a draft.
 */
export function issueDraft(db: SandboxDatabase, row: Pick<InvoiceRow, 'id' | 'should_send_email' | 'payer_email'>, expiry: number, now: number): boolean {
  const at = isoAt(now);
  const sent = isEmailed(row) ? at : null;
  return (
    db
      .prepare(`UPDATE invoices SET status = 'PENDING', expiry_date = ?, issued_at = ?, sent_at = ?, last_sent_at = ?, updated = ? WHERE id = ? AND status = 'DRAFT'`)
      .run(isoAt(expiry), at, sent, sent, at, row.id).changes === 1
  );
}

/** The draft is gone, its reminders with it (ON DELETE CASCADE); false when it is no longer a draft. */
export const deleteDraft = (db: SandboxDatabase, id: string): boolean => db.prepare(`DELETE FROM invoices WHERE id = ? AND status = 'DRAFT'`).run(id).changes === 1;
