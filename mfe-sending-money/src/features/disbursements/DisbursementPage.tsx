import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isGatewayError } from 'shared-contracts';
import type { DisbursementDetail } from 'shared-contracts/areas/sending-money/sending-money';
import { RouteLink, useHostApi } from 'shared-contracts/react';
import { Banner, Card, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { KeyValueList, Timeline } from 'shared-ui/data';
import { useDisbursement } from '../../api/disbursement';
import { useGates } from '../../rules/use-gates';
import { Forbidden } from '../shared/Forbidden';
import { LedgerEntries } from '../shared/LedgerEntries';
import { Status } from '../shared/Status';
import { maskedAccount, useDisplay } from '../shared/use-display';

const TONE = { created: 'info', completed: 'success', failed: 'danger', returned: 'warning' } as const;

const Facts = observer(function Facts({ data }: { data: DisbursementDetail }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('sending-money');
  const display = useDisplay(hostApi);
  const money = (minor: number) => display.money(minor, data.currency);
  return (
    <KeyValueList
      columns={2}
      items={[
        { key: 'status', term: t('columns.status'), value: <Status status={data.status} /> },
        { key: 'recipient', term: t('send.holderName'), value: data.account_holder_name },
        { key: 'account', term: t('columns.account'), value: maskedAccount(data.channel_code, data.account_number) },
        { key: 'category', term: t('detail.category'), value: t(`category.${data.channel_category}`) },
        { key: 'amount', term: t('columns.amount'), value: money(data.amount) },
        { key: 'fee', term: t('confirm.fee'), value: money(data.fee) },
        { key: 'description', term: t('columns.description'), value: <span className="mdp-sm-wrap">{data.description}</span> },
        { key: 'by', term: t('detail.createdBy'), value: data.created_by },
        { key: 'id', term: t('detail.id'), value: <span className="mdp-sm-wrap">{data.id}</span> },
        { key: 'entries', term: t('detail.entries'), value: <LedgerEntries ids={data.ledger_entry_ids} /> },
      ]}
    />
  );
});

/** One disbursement: its facts, why it failed or came back, its timeline and the balance entries it wrote. */
export const DisbursementPage = observer(function DisbursementPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('sending-money');
  const { id = '' } = useParams();
  const gates = useGates(hostApi);
  const display = useDisplay(hostApi);
  const disbursement = useDisbursement(hostApi, id);
  if (!gates.read) return <Forbidden what="read" />;
  if (disbursement.isPending) return <Skeleton label={t('detail.loading')} lines={8} />;
  if (disbursement.isError) {
    if (isGatewayError(disbursement.error) && disbursement.error.status === 404) return <PageHeader title={t('detail.notFound')} />;
    return <ErrorState title={t('detail.failed')} headingLevel={2} onRetry={() => void disbursement.refetch()} />;
  }
  const data = disbursement.data;
  return (
    <div className="mdp-sm-page">
      <PageHeader
        title={t('detail.title', { amount: display.money(data.amount, data.currency), name: data.account_holder_name })}
        description={<RouteLink route="disbursements">{t('detail.backToList')}</RouteLink>}
        actions={
          // Retry where allowed: a failed or returned disbursement's money is back, so it may be sent again (a new disbursement, checked again).
          gates.send && (data.status === 'FAILED' || data.status === 'RETURNED') ? (
            <RouteLink route="sending-money.send" query={{ from: data.id }} className="mdp-button" variant="primary">
              {t('detail.sendAgain')}
            </RouteLink>
          ) : null
        }
      />
      {data.failure_code ? (
        <Banner tone="danger" title={t(`failure.${data.failure_code}.title`)} role="none">
          {t(`failure.${data.failure_code}.text`)}
        </Banner>
      ) : null}
      <Card aria-labelledby="sm-detail-facts">
        <h2 id="sm-detail-facts">{t('detail.facts')}</h2>
        <Facts data={data} />
      </Card>
      <Card aria-labelledby="sm-detail-timeline">
        <h2 id="sm-detail-timeline">{t('detail.timeline')}</h2>
        <Timeline
          label={t('detail.timeline')}
          events={data.timeline.map((event) => ({ id: event.event, title: t(`event.${event.event}`), time: display.time(event.at), tone: TONE[event.event] }))}
        />
      </Card>
    </div>
  );
});
