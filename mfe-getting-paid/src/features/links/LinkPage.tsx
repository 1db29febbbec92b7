import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isGatewayError } from 'shared-contracts';
import { RouteLink, useHostApi } from 'shared-contracts/react';
import { Card, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { KeyValueList } from 'shared-ui/data';
import { useDeactivateLink, usePaymentLink } from '../../api/payment-link';
import { useGates } from '../../rules/use-gates';
import { ConfirmedAction } from '../shared/ConfirmedAction';
import { ProducedPayments } from '../shared/ProducedPayments';
import { ShareLink } from '../shared/ShareLink';
import { Status } from '../shared/Status';
import { useDisplay } from '../shared/use-display';

/** One payment link: its facts, the customer's URL and QR code (not for a legacy link), its payments, deactivate once confirmed. */
export const LinkPage = observer(function LinkPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const { id = '' } = useParams();
  const gates = useGates(hostApi);
  const display = useDisplay(hostApi);
  const link = usePaymentLink(hostApi, id);
  const deactivate = useDeactivateLink(hostApi);
  if (link.isPending) return <Skeleton label={t('detail.loading')} lines={8} />;
  if (link.isError) {
    if (isGatewayError(link.error) && link.error.status === 404) return <PageHeader title={t('detail.notFound')} />;
    return <ErrorState title={t('detail.failed')} headingLevel={2} onRetry={() => void link.refetch()} />;
  }
  const data = link.data;
  const actions =
    gates.change && data.status === 'ACTIVE' ? (
      <ConfirmedAction
        label={t('detail.deactivate')}
        title={t('detail.deactivateTitle')}
        message={t('detail.deactivateMessage', { name: data.title })}
        busy={deactivate.isPending}
        run={(settled) =>
          deactivate.mutate(data.id, {
            onSuccess: () => hostApi.toasts.show(t('detail.deactivated'), 'success'),
            onError: (error) => hostApi.toasts.show(isGatewayError(error) ? error.message : t('detail.actionFailed'), 'error'),
            onSettled: (_, error) => settled(!error),
          })
        }
      />
    ) : null;
  return (
    <div className="mdp-gp-page">
      <PageHeader title={data.title} description={<RouteLink route="payment-links">{t('detail.backToLinks')}</RouteLink>} actions={actions} />
      <Card aria-labelledby="gp-link-facts">
        <h2 id="gp-link-facts">{t('detail.facts')}</h2>
        <KeyValueList
          columns={2}
          items={[
            { key: 'status', term: t('columns.status'), value: <Status status={data.status} /> },
            { key: 'amount', term: t('columns.amount'), value: display.money(data.amount, data.currency) },
            { key: 'type', term: t('columns.type'), value: t(`type.${data.type}`) },
            { key: 'uses', term: t('columns.uses'), value: data.uses },
            { key: 'created', term: t('columns.created'), value: display.time(data.created) },
            { key: 'legacy', term: t('links.legacyTerm'), value: data.is_legacy ? t('links.legacy') : t('links.current') },
          ]}
        />
      </Card>
      {data.status === 'ACTIVE' ? (
        <Card aria-labelledby="gp-link-share">
          <h2 id="gp-link-share">{t('detail.share')}</h2>
          <ShareLink url={data.short_url} name={data.title} withQr={!data.is_legacy} />
        </Card>
      ) : null}
      <Card aria-labelledby="gp-link-payments">
        <h2 id="gp-link-payments">{t('detail.payments')}</h2>
        <ProducedPayments payments={data.payments} currency={data.currency} />
      </Card>
    </div>
  );
});
