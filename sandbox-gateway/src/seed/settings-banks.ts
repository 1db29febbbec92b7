import type { AvailableBank } from 'shared-contracts/areas/settings/settings';
import type { CountryOfOperation } from 'shared-contracts';

/**
 * The banks a withdrawal account may be at, per country of operation (GET
 * /api/available_disbursements_bank_names). Fixed reference data: it never changes at run time, so
 * it lives here rather than in a table. The seeded accounts' bank codes are among these.
 */
export const AVAILABLE_BANKS: Readonly<Record<CountryOfOperation, readonly AvailableBank[]>> = {
  Indonesia: [
    { code: 'BCA', name: 'Bank Central Asia (BCA)' },
    { code: 'BNI', name: 'Bank Negara Indonesia (BNI)' },
    { code: 'BRI', name: 'Bank Rakyat Indonesia (BRI)' },
    { code: 'MANDIRI', name: 'Bank Mandiri' },
    { code: 'PERMATA', name: 'Bank Permata' },
    { code: 'CIMB', name: 'CIMB Niaga' },
    { code: 'BSI', name: 'Bank Syariah Indonesia (BSI)' },
  ],
  Philippines: [
    { code: 'BDO', name: 'BDO Unibank' },
    { code: 'BPI', name: 'Bank of the Philippine Islands (BPI)' },
    { code: 'METROBANK', name: 'Metrobank' },
    { code: 'UNIONBANK', name: 'UnionBank of the Philippines' },
  ],
  Singapore: [
    { code: 'DBS', name: 'DBS Bank' },
    { code: 'OCBC', name: 'OCBC Bank' },
    { code: 'UOB', name: 'United Overseas Bank (UOB)' },
  ],
};

/**
 * The banks of each activation country, by its id (GET /api/available_disbursements_bank_names
 * ?country_id=): the activation form's bank account is at a bank of the country the business
 * registers in. The three countries of operation keep their lists above.
 */
export const BANKS_BY_COUNTRY_ID: Readonly<Record<string, readonly AvailableBank[]>> = {
  ID: AVAILABLE_BANKS.Indonesia,
  PH: AVAILABLE_BANKS.Philippines,
  SG: AVAILABLE_BANKS.Singapore,
  MY: [
    { code: 'MAYBANK', name: 'Maybank' },
    { code: 'CIMB_MY', name: 'CIMB Bank' },
    { code: 'PUBLIC_BANK', name: 'Public Bank' },
  ],
  TH: [
    { code: 'BANGKOK_BANK', name: 'Bangkok Bank' },
    { code: 'KASIKORN', name: 'Kasikornbank' },
    { code: 'SCB', name: 'Siam Commercial Bank' },
  ],
  VN: [
    { code: 'VIETCOMBANK', name: 'Vietcombank' },
    { code: 'TECHCOMBANK', name: 'Techcombank' },
    { code: 'BIDV', name: 'BIDV' },
  ],
};
