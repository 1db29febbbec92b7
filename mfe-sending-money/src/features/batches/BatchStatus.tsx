import { useTranslation } from 'react-i18next';
import { StatusBadge } from 'shared-ui/data';

/** A batch's status in words, coloured by the design system's mapping. */
export function BatchStatus({ status }: { status: string }) {
  const { t } = useTranslation('sending-money');
  return <StatusBadge status={status === 'NEEDS_APPROVAL' ? 'PENDING' : status} label={t(`batchStatus.${status}`)} />;
}
