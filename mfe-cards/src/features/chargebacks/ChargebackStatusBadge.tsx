import { useTranslation } from 'react-i18next';
import type { ChargebackStatus } from 'shared-contracts/areas/cards/card-chargebacks';
import { StatusBadge } from 'shared-ui/data';
import { chargebackTone } from '../../rules/chargebacks';

/** A chargeback's label (spec 02 §4); OPEN says it needs the merchant's response. */
export function ChargebackStatusBadge({ status }: { status: ChargebackStatus }) {
  const { t } = useTranslation('cards');
  return <StatusBadge status={status} tone={chargebackTone(status)} label={t(`chargebackStatus.${status}`)} />;
}
