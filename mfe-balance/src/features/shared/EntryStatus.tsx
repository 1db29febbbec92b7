import { useTranslation } from 'react-i18next';
import type { LedgerStatus } from 'shared-contracts/areas/balance/balance';
import { StatusBadge } from 'shared-ui/data';

/** The badge tone of each status: available money is settled, pending is on its way, on hold is disputed. */
const TONE = { AVAILABLE: 'success', PENDING: 'info', ON_HOLD: 'warning' } as const;

/** An entry's status, named in words (never by colour alone). */
export function EntryStatus({ status }: { status: LedgerStatus }) {
  const { t } = useTranslation('balance');
  return <StatusBadge status={status} label={t(`status.${status}`)} tone={TONE[status]} />;
}
