import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { RouteLink, useHostApi } from 'shared-contracts/react';

/**
 * The balance entries a disbursement or a payout link wrote, linked to the balance's transaction page
 * where the user may open it.
 */
export const LedgerEntries = observer(function LedgerEntries({ ids }: { ids: readonly string[] }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('sending-money');
  if (ids.length === 0) return <>{t('detail.noEntries')}</>;
  const linked = hostApi.routes.isVisible('balance.transaction') === true;
  return (
    <ul className="mdp-sm-section">
      {ids.map((id) => (
        <li key={id}>{linked ? <RouteLink route="balance.transaction" params={{ id }}>{id}</RouteLink> : id}</li>
      ))}
    </ul>
  );
});
