import { observer } from 'mobx-react-lite';
import { countryOf, formatDateTime, timeZoneOf } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';

/** A moment in the business's country format and the user's time zone, machine-readable in `dateTime`. */
export const When = observer(function When({ value }: { value: string }) {
  const hostApi = useHostApi();
  const text = formatDateTime(value, countryOf(hostApi.session.business), { timeZone: timeZoneOf(hostApi.session.user) });
  return text === null ? null : <time dateTime={value}>{text}</time>;
});
