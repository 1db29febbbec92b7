import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isGatewayError } from 'shared-contracts';
import { RouteLink, useHostApi } from 'shared-contracts/react';
import { Button, Card, CopyButton, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { KeyValueList } from 'shared-ui/data';
import { usePayout, useVoidPayout } from '../../api/payouts';
import { useGates } from '../../rules/use-gates';
import { Forbidden } from '../shared/Forbidden';
import { LedgerEntries } from '../shared/LedgerEntries';
import { useDisplay } from '../shared/use-display';
import { PayoutStatus } from './PayoutStatus';
import { PAYOUT_PLACE, usePlace } from '../shared/place';

/** One payout link: its claim link to share while it is active, where the money went once claimed, void. */
export const PayoutPage = observer(function PayoutPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('sending-money');
  const { id = '' } = useParams();
  const gates = useGates(hostApi);
  const display = useDisplay(hostApi);
  const payout = usePayout(hostApi, id);
  const voiding = useVoidPayout(hostApi);
  const place = usePlace(PAYOUT_PLACE);
  if (!gates.read) return <Forbidden what="read" />;
  if (payout.isPending) return <Skeleton label={t('payout.loading')} lines={8} />;
  if (payout.isError) {
    if (isGatewayError(payout.error) && payout.error.status === 404) return <PageHeader title={t('payout.notFound')} />;
    return <ErrorState title={t('payout.loadFailed')} headingLevel={2} onRetry={() => void payout.refetch()} />;
  }
  const data = payout.data;
  const money = (minor: number) => display.money(minor, data.currency);
  const actions =
    gates.send && data.status === 'ACTIVE' ? (
      <Button
        variant="danger"
        busy={voiding.isPending}
        onClick={() =>
          voiding.mutate(data.id, {
            onSuccess: () => hostApi.toasts.show(t('payout.voided'), 'success'),
            onError: () => hostApi.toasts.show(t('payout.voidFailed'), 'error'),
          })
        }
      >
        {t('payout.void')}
      </Button>
    ) : null;
  return (
    <div className="mdp-sm-page">
      <PageHeader title={data.description} description={<RouteLink route={place.list}>{t('payout.backToList')}</RouteLink>} actions={actions} />
      {data.status === 'ACTIVE' ? (
        <Card aria-labelledby="sm-payout-share" className="mdp-sm-section">
          <h2 id="sm-payout-share">{t('payout.share')}</h2>
          <p>{t('payout.shareHelp')}</p>
          <p className="mdp-sm-wrap">
            <a href={data.claim_url} target="_blank" rel="noopener noreferrer">
              {data.claim_url}
            </a>
          </p>
          <CopyButton value={data.claim_url} label={t('payout.copy')} />
        </Card>
      ) : null}
      <Card aria-labelledby="sm-payout-facts">
        <h2 id="sm-payout-facts">{t('detail.facts')}</h2>
        <KeyValueList
          columns={2}
          items={[
            { key: 'status', term: t('columns.status'), value: <PayoutStatus status={data.status} /> },
            { key: 'amount', term: t('columns.amount'), value: money(data.amount) },
            { key: 'fee', term: t('confirm.fee'), value: money(data.fee) },
            { key: 'email', term: t('payout.recipientEmail'), value: data.recipient_email ?? '—' },
            { key: 'created', term: t('columns.created'), value: display.time(data.created) },
            { key: 'expiry', term: t('payout.expires'), value: display.time(data.expiry_date) },
            { key: 'claimed', term: t('payout.claimedTo'), value: data.claimed_to ? `${data.claimed_name ?? ''} · ${data.claimed_to}` : '—' },
            { key: 'entries', term: t('detail.entries'), value: <LedgerEntries ids={data.ledger_entry_ids} /> },
          ]}
        />
      </Card>
    </div>
  );
});
