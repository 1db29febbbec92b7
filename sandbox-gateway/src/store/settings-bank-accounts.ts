import { randomUUID } from 'node:crypto';
import type { AddBankAccountRequest, BankAccount } from 'shared-contracts/areas/settings/settings';
import type { SandboxDatabase } from '../db/connection';
import { bankAccounts } from './home';

/** Whether the business already has this account at this bank. */
export function hasBankAccount(db: SandboxDatabase, businessId: string, bankCode: string, accountNumber: string): boolean {
  return (
    db
      .prepare('SELECT 1 FROM bank_accounts WHERE business_id = ? AND bank_code = ? AND account_number = ? AND removed_at IS NULL')
      .pluck()
      .get(businessId, bankCode, accountNumber) !== undefined
  );
}

/** Adds a withdrawal account (migration 6's table); answers it as the list does, number masked. */
export function addBankAccount(db: SandboxDatabase, businessId: string, account: AddBankAccountRequest, now: string): BankAccount {
  const id = `bank_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  db.prepare('INSERT INTO bank_accounts (id, business_id, bank_code, account_holder_name, account_number, created) VALUES (?, ?, ?, ?, ?, ?)').run(id, businessId, account.bank_code, account.account_holder_name, account.account_number, now);
  const added = bankAccounts(db, businessId).find((row) => row.id === id);
  if (!added) throw new Error(`bank account ${id} was not stored`);
  return added;
}

export type BankAccountChange = 'done' | 'not-found' | 'is-default' | 'withdrawal-pending';

/**
 * Removes an account from the business's list and from new withdrawals (its past withdrawals keep
 * naming it). Not the default while another account is there (another one is made the default
 * first), nor one a withdrawal is still on its way to.
 */
export function removeBankAccount(db: SandboxDatabase, businessId: string, id: string, now: string): BankAccountChange {
  return db.transaction((): BankAccountChange => {
    const accounts = bankAccounts(db, businessId);
    const account = accounts.find((row) => row.id === id);
    if (!account) return 'not-found';
    if (account.is_default && accounts.length > 1) return 'is-default';
    const pending = db.prepare("SELECT 1 FROM withdrawals WHERE business_id = ? AND bank_account_id = ? AND status = 'PENDING'").pluck().get(businessId, id);
    if (pending !== undefined) return 'withdrawal-pending';
    db.prepare('UPDATE bank_accounts SET removed_at = ? WHERE id = ? AND business_id = ?').run(now, id, businessId);
    db.prepare('DELETE FROM bank_account_defaults WHERE business_id = ? AND bank_account_id = ?').run(businessId, id);
    return 'done';
  })();
}

/** Makes one of the business's accounts the one withdrawals offer first. */
export function makeDefaultBankAccount(db: SandboxDatabase, businessId: string, id: string): BankAccountChange {
  if (!bankAccounts(db, businessId).some((row) => row.id === id)) return 'not-found';
  db.prepare('INSERT INTO bank_account_defaults (business_id, bank_account_id) VALUES (?, ?) ON CONFLICT (business_id) DO UPDATE SET bank_account_id = excluded.bank_account_id').run(businessId, id);
  return 'done';
}
