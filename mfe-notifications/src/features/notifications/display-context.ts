import { useTranslation } from 'react-i18next';
import type { CountryCode, HostApi } from 'shared-contracts';
import { countryOf, timeZoneOf } from '../../rules/created-time';

/** What a notification is shown with: the user's language, the business's country, the user's zone. */
export interface DisplayContext {
  language: string;
  country: CountryCode;
  timeZone: string | undefined;
}

/** Read inside an `observer` component, so a business switch re-renders with the new country. */
export function useDisplayContext(hostApi: HostApi): DisplayContext {
  const { i18n } = useTranslation('notifications');
  return {
    language: i18n.language,
    country: countryOf(hostApi.session.business),
    timeZone: timeZoneOf(hostApi.session.user),
  };
}
