import { useTranslation } from 'react-i18next';
import { StatusBadge } from 'shared-ui/data';

const TONE_OF: Readonly<Record<string, string>> = { ACTIVE: 'PENDING', CLAIMED: 'COMPLETED', VOIDED: 'VOIDED', EXPIRED: 'EXPIRED' };

/** A payout's status in words, coloured as the design system colours the like status. */
export function PayoutStatus({ status }: { status: string }) {
  const { t } = useTranslation('sending-money');
  return <StatusBadge status={TONE_OF[status] ?? status} label={t(`payoutStatus.${status}`)} />;
}
