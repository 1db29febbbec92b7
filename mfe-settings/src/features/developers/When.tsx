import { observer } from 'mobx-react-lite';
import type { HostApi } from 'shared-contracts';
import { countryOf, formatDateTime, timeZoneOf } from 'shared-contracts/rules';

/** A moment in the business's country format and the user's time zone, machine-readable in `dateTime`. */
export const When = observer(function When({ hostApi, value }: { hostApi: HostApi; value: string }) {
  const text = formatDateTime(value, countryOf(hostApi.session.business), { timeZone: timeZoneOf(hostApi.session.user) });
  return text === null ? null : <time dateTime={value}>{text}</time>;
});
