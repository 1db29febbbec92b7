import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outletsFor, retailOutletStatus } from 'shared-contracts/areas/settings/payment-methods';
import { useHostApi } from 'shared-contracts/react';
import { Button, ErrorState, Skeleton } from 'shared-ui';
import { StatusBadge } from 'shared-ui/data';
import { useRetailOutlets } from '../../api/get-retail-outlets';
import { When } from '../developers/When';
import { VirtualAccountsModal } from './VirtualAccountsModal';

const TONES = { enabled: 'success', pending: 'warning', disabled: 'neutral' } as const;

/**
 * Virtual accounts (the detail modal) and retail outlets (spec 02 §4: enabled with a prefix, pending
 * with an onboarding date, disabled without; INDOMARET not offered by the second brand). Indonesian
 * payment channels: the page shows this for Indonesian businesses only.
 */
export const PaymentChannelsSection = observer(function PaymentChannelsSection() {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const [showBanks, setShowBanks] = useState(false);
  const outlets = useRetailOutlets(hostApi);
  const brand = hostApi.session.business?.brand_name ?? 'MAIN';
  return (
    <>
      <section className="mdp-settings-section" id="virtual-accounts" aria-labelledby="virtual-accounts-title">
        <div className="mdp-settings-section-head">
          <h2 id="virtual-accounts-title">{t('paymentMethods.va.sectionTitle')}</h2>
          <Button variant="secondary" onClick={() => setShowBanks(true)}>
            {t('paymentMethods.va.open')}
          </Button>
        </div>
        <p className="mdp-settings-note">{t('paymentMethods.va.intro')}</p>
        {showBanks ? <VirtualAccountsModal onClose={() => setShowBanks(false)} /> : null}
      </section>
      <section className="mdp-settings-section" id="retail-outlets" aria-labelledby="retail-outlets-title">
        <div className="mdp-settings-section-head">
          <h2 id="retail-outlets-title">{t('paymentMethods.outlets.title')}</h2>
        </div>
        {outlets.isPending ? (
          <Skeleton label={t('paymentMethods.outlets.loading')} lines={2} />
        ) : outlets.isError ? (
          <ErrorState title={t('paymentMethods.outlets.failed')} onRetry={() => void outlets.refetch()} retryLabel={t('retry')} headingLevel={3} />
        ) : (
          <ul className="mdp-settings-list" aria-label={t('paymentMethods.outlets.title')}>
            {outletsFor(outlets.data.data, brand).map((outlet) => {
              const status = retailOutletStatus(outlet);
              return (
                <li key={outlet.retail_outlet_name} className="mdp-settings-item">
                  <strong>{outlet.retail_outlet_name}</strong>
                  <span>
                    <StatusBadge status={status} tone={TONES[status]} label={t(`paymentMethods.outlets.status.${status}`)} />
                  </span>
                  <span>
                    {status === 'enabled' ? (
                      <>
                        {t('paymentMethods.outlets.prefix')} <code className="mdp-code">{outlet.prefix}</code>
                      </>
                    ) : status === 'pending' && outlet.onboarding_timestamp ? (
                      <>
                        {t('paymentMethods.outlets.since')} <When value={outlet.onboarding_timestamp} />
                      </>
                    ) : (
                      t('paymentMethods.outlets.notStarted')
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
});
