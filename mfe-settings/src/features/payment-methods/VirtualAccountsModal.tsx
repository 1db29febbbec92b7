import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Environment } from 'shared-contracts';
import { banksFor, type VirtualAccountKind } from 'shared-contracts/areas/settings/payment-methods';
import { isLive } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { EmptyState, ErrorState, Skeleton } from 'shared-ui';
import { RadioGroup } from 'shared-ui/forms';
import { Modal, Tabs } from 'shared-ui/overlays';
import { useVirtualAccountBanks } from '../../api/get-virtual-account-banks';

const KINDS: readonly VirtualAccountKind[] = ['INVOICE', 'FIXED'];

/**
 * The payment-method detail modal (spec 02 §2): a live/test toggle and the invoice VA and fixed VA
 * tabs, each with the banks the brand offers (its exclusions left out) and their account blocks.
 */
export const VirtualAccountsModal = observer(function VirtualAccountsModal({ onClose }: { onClose: () => void }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const business = hostApi.session.business;
  const live = business !== null && isLive(business.go_live_status);
  const [environment, setEnvironment] = useState<Environment>(live && hostApi.session.environment === 'PRODUCTION' ? 'PRODUCTION' : 'DEVELOPMENT');
  const banks = useVirtualAccountBanks(hostApi, environment);
  const brand = business?.brand_name ?? 'MAIN';

  const tab = (kind: VirtualAccountKind): ReactNode => {
    if (banks.isPending) return <Skeleton label={t('paymentMethods.va.loading')} lines={4} />;
    if (banks.isError) return <ErrorState title={t('paymentMethods.va.failed')} onRetry={() => void banks.refetch()} retryLabel={t('retry')} headingLevel={3} />;
    const rows = banksFor(banks.data.data, brand, kind);
    if (rows.length === 0) return <EmptyState title={t('paymentMethods.va.empty')} headingLevel={3} />;
    return (
      <table className="mdp-va-table">
        <caption className="mdp-visually-hidden">{t(`paymentMethods.va.caption.${kind}`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('paymentMethods.va.bank')}</th>
            <th scope="col">{t('paymentMethods.va.block')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((bank) => (
            <tr key={bank.bank_code}>
              <th scope="row">{bank.bank_name}</th>
              <td>
                <code className="mdp-code">
                  {bank.account_block_start} – {bank.account_block_end}
                </code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  };

  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t('paymentMethods.va.title')} size="large" isDismissable>
      <div className="mdp-settings-content">
        <RadioGroup
          label={t('paymentMethods.va.environment')}
          orientation="horizontal"
          value={environment}
          onChange={(value) => setEnvironment(value as Environment)}
          description={live ? undefined : t('paymentMethods.va.liveWhenLive')}
          options={[
            { value: 'PRODUCTION', label: t('paymentMethods.va.live'), disabled: !live },
            { value: 'DEVELOPMENT', label: t('paymentMethods.va.test') },
          ]}
        />
        <Tabs label={t('paymentMethods.va.kinds')} tabs={KINDS.map((kind) => ({ id: kind, label: t(`paymentMethods.va.kind.${kind}`), content: tab(kind) }))} />
      </div>
    </Modal>
  );
});
