import { createHash } from 'node:crypto';
import type { BankTransferProof } from 'shared-contracts/areas/balance/balance';
import type { Currency } from 'shared-contracts/rules';
import type { SandboxDatabase } from '../db/connection';
import { PROCESSOR_HOLDER, businessAddressOf } from './card-payment-proof';
import { findBusiness } from './businesses';
import { mask } from './home';
import type { LedgerEntryRow } from './ledger-entry';

/**
 * Spec 02 §3's payment proof of a bank transfer (issue 41, decision 0081): a withdrawal to the
 * business's own account or a disbursement to a bank account, proved from what the gateway already
 * stores (the entry, the withdrawal's or disbursement's row), so the seed's data and a transfer made
 * today get their proof from this one function and no migration is needed.
 */

/** The provider's account the sandbox pays transfers from, per currency (sandbox names and numbers). */
export const SOURCE_ACCOUNTS: Readonly<Record<Currency, { bank: string; number: string }>> = {
  IDR: { bank: 'BNI', number: '8800012345' },
  PHP: { bank: 'BDO', number: '0063002145' },
  USD: { bank: 'DBS', number: '0720031904' },
};

/**
 * The bank's reference of a transfer: 12 digits, stable for the transfer (made from its id), so a
 * proof printed twice, or by the seed and after a restart, says the same number.
 */
export const bankReferenceOf = (transferId: string): string =>
  (BigInt(`0x${createHash('sha256').update(`transfer:${transferId}`).digest('hex').slice(0, 15)}`) % 10n ** 12n).toString().padStart(12, '0');

interface Beneficiary {
  name: string;
  bank: string;
  number: string;
}

/** Who received the transfer: the withdrawal's account of the business, or the disbursement's bank account (not an e-wallet). */
function beneficiaryOf(db: SandboxDatabase, row: LedgerEntryRow): Beneficiary | undefined {
  const withdrawal = db
    .prepare(`SELECT a.account_holder_name AS name, a.bank_code AS bank, a.account_number AS number
      FROM withdrawals w JOIN bank_accounts a ON a.id = w.bank_account_id AND a.business_id = w.business_id
      WHERE w.id = ? AND w.business_id = ?`)
    .get(row.source_id, row.business_id) as Beneficiary | undefined;
  if (withdrawal) return withdrawal;
  return db
    .prepare(`SELECT account_holder_name AS name, channel_code AS bank, account_number AS number
      FROM disbursements WHERE id = ? AND business_id = ? AND channel_category = 'BANK'`)
    .get(row.source_id, row.business_id) as Beneficiary | undefined;
}

/** The proof of an entry, or null when it is not money sent out by bank transfer (a WITHDRAWAL entry on the BANK_TRANSFER channel). */
export function bankTransferProofOf(db: SandboxDatabase, row: LedgerEntryRow): BankTransferProof | null {
  if (row.type !== 'WITHDRAWAL' || row.channel !== 'BANK_TRANSFER' || row.source_kind !== 'withdrawal') return null;
  const beneficiary = beneficiaryOf(db, row);
  if (!beneficiary) return null;
  const business = findBusiness(db, row.business_id);
  const source = SOURCE_ACCOUNTS[row.currency];
  return {
    formal_processor_holder_name: PROCESSOR_HOLDER[business?.country_of_operation ?? ''] ?? PROCESSOR_HOLDER.Indonesia!,
    business_address: businessAddressOf(row.business_id),
    external_id: row.source_id,
    // What left the balance less the fee: what reached the beneficiary.
    amount: -row.amount - row.fee,
    description: row.description,
    source_bank_name: source.bank,
    source_account_number: mask(source.number),
    bank_reference_number: bankReferenceOf(row.source_id),
    beneficiary_account_name: beneficiary.name,
    beneficiary_bank_name: beneficiary.bank,
    beneficiary_bank_account_number: mask(beneficiary.number),
    entity_campaign_link: null,
  };
}
