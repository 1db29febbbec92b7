import type { ActivationCountry } from 'shared-contracts/gateway';

export const ACTIVATION_COUNTRIES: readonly ActivationCountry[] = [
  { id: 'ID', country_name: 'Indonesia' },
  { id: 'PH', country_name: 'Philippines' },
  { id: 'SG', country_name: 'Singapore' },
  { id: 'MY', country_name: 'Malaysia' },
  { id: 'TH', country_name: 'Thailand' },
  { id: 'VN', country_name: 'Vietnam' },
];
