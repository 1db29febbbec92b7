import type { CountryOfOperation } from 'shared-contracts';
import type { ChannelCategory, DisbursementChannel, DisbursementFailureCode } from 'shared-contracts/areas/sending-money/sending-money';
import { CHANNEL_TERMS } from 'shared-contracts/areas/sending-money/sending-money-rules';
import type { Currency } from 'shared-contracts/rules';
import { AVAILABLE_BANKS } from './settings-banks';

/**
 * Where money may be sent, per country of operation (GET /api/disbursement_channels, decision 0071):
 * the country's banks (the same list as GET /api/available_disbursements_bank_names) and its
 * e-wallets, each with its category's limits and fee. Fixed reference data, like the bank list.
 */
const EWALLETS: Readonly<Record<CountryOfOperation, readonly { code: string; name: string }[]>> = {
  Indonesia: [
    { code: 'OVO', name: 'OVO' },
    { code: 'DANA', name: 'DANA' },
    { code: 'GOPAY', name: 'GoPay' },
    { code: 'SHOPEEPAY', name: 'ShopeePay' },
    { code: 'LINKAJA', name: 'LinkAja' },
  ],
  Philippines: [
    { code: 'GCASH', name: 'GCash' },
    { code: 'PAYMAYA', name: 'Maya' },
  ],
  Singapore: [],
};

const withTerms = (currency: Currency, category: ChannelCategory) => (bank: { code: string; name: string }): DisbursementChannel => {
  const terms = CHANNEL_TERMS[currency][category];
  return { ...bank, category, currency, min_amount: terms.min, max_amount: terms.max, fee: terms.fee };
};

export const disbursementChannels = (country: CountryOfOperation, currency: Currency): DisbursementChannel[] => [
  ...AVAILABLE_BANKS[country].map(withTerms(currency, 'BANK')),
  ...EWALLETS[country].map(withTerms(currency, 'EWALLET')),
];

export const channelOf = (country: CountryOfOperation, currency: Currency, code: string): DisbursementChannel | undefined =>
  disbursementChannels(country, currency).find((channel) => channel.code === code);

/**
 * The sandbox's bank directory: the accounts the name check finds, with the name each bank holds,
 * and what sending to them does. Any other account is not found, and a disbursement to it fails
 * with INVALID_DESTINATION (its money comes back).
 */
export interface DirectoryAccount {
  channel: string;
  accountNumber: string;
  holderName: string;
  /** A closed or refusing account: a disbursement to it fails with this reason. */
  fails?: DisbursementFailureCode;
}

export const BANK_DIRECTORY: readonly DirectoryAccount[] = [
  { channel: 'BCA', accountNumber: '1234567890', holderName: 'Budi Santoso' },
  { channel: 'BNI', accountNumber: '0987654321', holderName: 'Siti Rahmawati' },
  { channel: 'MANDIRI', accountNumber: '1122334455', holderName: 'PT Sumber Makmur' },
  { channel: 'BRI', accountNumber: '5556667778', holderName: 'Rudi Hartono', fails: 'RECIPIENT_ACCOUNT_CLOSED' },
  { channel: 'PERMATA', accountNumber: '4445556667', holderName: 'Lina Marlina', fails: 'REJECTED_BY_BANK' },
  { channel: 'OVO', accountNumber: '081234567890', holderName: 'Andi Wijaya' },
  { channel: 'DANA', accountNumber: '085711112222', holderName: 'Dewi Lestari' },
  { channel: 'BDO', accountNumber: '001234567890', holderName: 'Maria Santos' },
  { channel: 'GCASH', accountNumber: '09171234567', holderName: 'Jose Reyes' },
];

export const directoryAccount = (channel: string, accountNumber: string): DirectoryAccount | undefined =>
  BANK_DIRECTORY.find((account) => account.channel === channel && account.accountNumber === accountNumber);
