import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import type { FraudListEntry } from 'shared-contracts/areas/cards/card-fraud';
import { useCountries } from '../../api/fraud-lists';
import { countryNamer } from './country-names';

/** Whether the signed-in user changes fraud rules and card settings (editors or administrators; the gateway checks too). */
export const canChangeFraud = (hostApi: HostApi): boolean => hostApi.session.user?.can_edit === true || hostApi.session.user?.can_administer === true;

/** How an entry's value is named in texts: a country by its name, anything else as it is. */
export function useEntryNamer(hostApi: HostApi) {
  const { i18n } = useTranslation('cards');
  const countries = useCountries(hostApi);
  const nameOf = useMemo(() => countryNamer(i18n.language, countries.data?.data ?? []), [i18n.language, countries.data]);
  return {
    nameOf,
    shownValue: (entry: Pick<FraudListEntry, 'list' | 'value'>) => (entry.list === 'country-list' ? `${nameOf(entry.value)} (${entry.value})` : entry.value),
  };
}
