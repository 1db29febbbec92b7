import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';

/** Shown inside the parcel's own root when its page throws; the error is reported to the shell. */
export function ParcelFailure({ hostApi }: { hostApi: HostApi }) {
  const { t } = useTranslation('activation', { i18n: hostApi.i18n });
  return <p role="alert">{t('failed.title')}</p>;
}
