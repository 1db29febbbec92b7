import type { RetailOutlet, TopUpBank, TopUpBanksAnswer, VirtualAccountBank } from 'shared-contracts/areas/settings/payment-methods';
import { TOKO_KU } from './businesses';

/**
 * Reference data of the payment-method detail modal (issue 16): the Indonesian virtual-account banks
 * with their account-number blocks per environment, and the retail outlets of the seeded businesses.
 * Constant, like the banks of seed/settings-banks.ts: nothing writes it.
 */
const BANKS: readonly [code: string, name: string, block: string, kinds: VirtualAccountBank['kinds']][] = [
  ['BCA', 'Bank Central Asia (BCA)', '10766', ['INVOICE', 'FIXED']],
  ['BNI', 'Bank Negara Indonesia (BNI)', '8808', ['INVOICE', 'FIXED']],
  ['BRI', 'Bank Rakyat Indonesia (BRI)', '26215', ['INVOICE', 'FIXED']],
  ['MANDIRI', 'Bank Mandiri', '88908', ['INVOICE', 'FIXED']],
  ['PERMATA', 'Bank Permata', '8214', ['INVOICE', 'FIXED']],
  ['CIMB', 'CIMB Niaga', '93490', ['FIXED']],
  ['BNI_SYARIAH', 'BNI Syariah', '9888', ['FIXED']],
  ['BSI', 'Bank Syariah Indonesia (BSI)', '9347', ['INVOICE', 'FIXED']],
  ['BJB', 'Bank BJB', '1234', ['INVOICE']],
  ['SAHABAT_SAMPOERNA', 'Bank Sahabat Sampoerna', '5656', ['FIXED']],
];

export function virtualAccountBanks(country: string, environment: 'DEVELOPMENT' | 'PRODUCTION'): VirtualAccountBank[] {
  if (country !== 'Indonesia') return [];
  // Test mode offers every bank; live, the banks whose agreements are signed (not Sahabat Sampoerna yet).
  const banks = environment === 'DEVELOPMENT' ? BANKS : BANKS.filter(([code]) => code !== 'SAHABAT_SAMPOERNA');
  const digit = environment === 'DEVELOPMENT' ? '9' : '1';
  return banks.map(([bank_code, bank_name, block, kinds]) => ({
    bank_code,
    bank_name,
    account_block_start: `${block}${digit}000000`,
    account_block_end: `${block}${digit}999999`,
    kinds: [...kinds],
  }));
}

const OUTLETS: Readonly<Record<string, readonly RetailOutlet[]>> = {
  [TOKO_KU]: [
    { retail_outlet_name: 'ALFAMART', prefix: 'TKKU', onboarding_timestamp: '2025-11-02T03:00:00.000Z' },
    { retail_outlet_name: 'INDOMARET', prefix: null, onboarding_timestamp: '2026-05-20T03:00:00.000Z' },
  ],
  biz_brand2: [
    { retail_outlet_name: 'ALFAMART', prefix: null, onboarding_timestamp: null },
    { retail_outlet_name: 'INDOMARET', prefix: 'NSD2', onboarding_timestamp: '2025-12-01T03:00:00.000Z' },
  ],
};

export function retailOutlets(businessId: string, country: string): RetailOutlet[] {
  if (country !== 'Indonesia') return [];
  return [
    ...(OUTLETS[businessId] ?? [
      { retail_outlet_name: 'ALFAMART', prefix: null, onboarding_timestamp: null },
      { retail_outlet_name: 'INDOMARET', prefix: null, onboarding_timestamp: null },
    ]),
  ];
}

/** Where Philippine businesses top up (spec 02 §2); the reference is the business's own. */
const TOP_UP_BANKS: readonly TopUpBank[] = [
  { bank_name: 'BDO Unibank', account_name: 'Sandbox Payments PH Inc.', account_number: '0012-3456-7890' },
  { bank_name: 'Bank of the Philippine Islands (BPI)', account_name: 'Sandbox Payments PH Inc.', account_number: '3081-0123-45' },
  { bank_name: 'Metrobank', account_name: 'Sandbox Payments PH Inc.', account_number: '007-3-00712345-6' },
];

export function topUpBanks(businessId: string, country: string): TopUpBanksAnswer {
  if (country !== 'Philippines') return { data: [], reference: '' };
  return { data: [...TOP_UP_BANKS], reference: `TOPUP-${businessId.replace(/^biz_/, '').toUpperCase()}` };
}
