import { randomUUID } from 'node:crypto';
import type { AddBankAccountRequest, BankAccount } from 'shared-contracts/areas/settings/settings';
import type { SandboxDatabase } from '../db/connection';
import { bankAccounts } from './home';

/** Whether the business already has this account at this bank. */
export function hasBankAccount(db: SandboxDatabase, businessId: string, bankCode: string, accountNumber: string): boolean {
  return (
    db
      .prepare('SELECT 1 FROM bank_accounts WHERE business_id = ? AND bank_code = ? AND account_number = ?')
      .pluck()
      .get(businessId, bankCode, accountNumber) !== undefined
  );
}

/** Adds a withdrawal account (migration 6's table); answers it as the list does, number masked. */
export function addBankAccount(db: SandboxDatabase, businessId: string, account: AddBankAccountRequest, now: string): BankAccount {
  const id = `bank_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  db.prepare('INSERT INTO bank_accounts VALUES (?, ?, ?, ?, ?, ?)').run(id, businessId, account.bank_code, account.account_holder_name, account.account_number, now);
  const added = bankAccounts(db, businessId).find((row) => row.id === id);
  if (!added) throw new Error(`bank account ${id} was not stored`);
  return added;
}
