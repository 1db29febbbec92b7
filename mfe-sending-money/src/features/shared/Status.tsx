import { useTranslation } from 'react-i18next';
import { StatusBadge } from 'shared-ui/data';

/** A disbursement's status in words, coloured by the design system's mapping. */
export function Status({ status }: { status: string }) {
  const { t } = useTranslation('sending-money');
  return <StatusBadge status={status} label={t(`status.${status}`)} />;
}
