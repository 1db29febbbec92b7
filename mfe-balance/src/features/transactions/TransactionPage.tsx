import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isGatewayError } from 'shared-contracts';
import { toMajor, type LedgerEntryDetail, type LedgerSource } from 'shared-contracts/areas/balance/balance';
import { RouteLink, useHostApi } from 'shared-contracts/react';
import { Card, CopyButton, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { KeyValueList, Money, Timeline } from 'shared-ui/data';
import { useTransaction } from '../../api/get-transaction';
import { hasProof } from '../../rules/bank-transfer-proof';
import { EntryStatus } from '../shared/EntryStatus';
import { ProofAction } from './proof/ProofAction';
import { useLedgerDisplay } from '../shared/use-ledger-display';

/**
 * The pages of the record behind an entry, when another area shows it: the first the user may open.
 * A payout link's page is the payouts' or, for the second brand, the remittance payouts' (decision 0078).
 */
const SOURCE_PAGES: Partial<Record<LedgerSource['kind'], readonly string[]>> = {
  card_payment: ['cards.payment'],
  chargeback: ['cards.chargeback'],
  payout: ['sending-money.payout', 'sending-money.remittance-payout'],
};

/** What caused the entry: a link to its page where the user may open it, else its name and id. */
const Source = observer(function Source({ source }: { source: LedgerSource }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('balance');
  const route = SOURCE_PAGES[source.kind]?.find((candidate) => hostApi.routes.isVisible(candidate) === true);
  const text = `${t(`source.${source.kind}`)} ${source.id}`;
  if (!route) return <span>{text}</span>;
  return (
    <RouteLink route={route} params={{ id: source.id }}>
      {text}
    </RouteLink>
  );
});

const Entry = observer(function Entry({ entry }: { entry: LedgerEntryDetail }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('balance');
  const display = useLedgerDisplay(hostApi);
  const money = (minor: number) => <Money amount={toMajor(minor, entry.currency)} currency={entry.currency} />;
  return (
    <>
      <PageHeader title={t(`type.${entry.type}`)} description={entry.description} actions={hasProof(entry) ? <ProofAction entry={entry} /> : undefined} />
      <Card aria-labelledby="balance-entry-facts" className="mdp-balance-section">
        <h2 id="balance-entry-facts">{t('detail.facts')}</h2>
        <KeyValueList
          items={[
            { key: 'amount', term: t('detail.amount'), value: money(entry.amount) },
            { key: 'fee', term: t('detail.fee'), value: money(entry.fee) },
            { key: 'status', term: t('columns.status'), value: <EntryStatus status={entry.status} /> },
            ...(entry.available_on && entry.status === 'PENDING'
              ? [{ key: 'available_on', term: t('detail.availableOn'), value: display.time(entry.available_on) }]
              : []),
            { key: 'channel', term: t('columns.channel'), value: t(`channel.${entry.channel}`) },
            // The gateway leaves the balance out for a reader of transactions only.
            ...(entry.running_balance !== null ? [{ key: 'balance', term: t('columns.balance'), value: money(entry.running_balance) }] : []),
            { key: 'created', term: t('columns.created'), value: display.time(entry.created) },
            {
              key: 'id',
              term: t('detail.id'),
              value: (
                <span className="mdp-balance-id">
                  <code>{entry.id}</code> <CopyButton value={entry.id} accessibleLabel={t('detail.copyId')} />
                </span>
              ),
            },
            ...(entry.reference ? [{ key: 'reference', term: t('detail.reference'), value: <code>{entry.reference}</code> }] : []),
            {
              key: 'source',
              term: t('detail.source'),
              value: <Source source={entry.source} />,
            },
          ]}
        />
      </Card>
      <Card aria-labelledby="balance-entry-timeline" className="mdp-balance-section">
        <h2 id="balance-entry-timeline">{t('detail.timeline')}</h2>
        <Timeline
          label={t('detail.timeline')}
          events={entry.timeline.map((event) => ({ id: `${event.event}-${event.at}`, title: t(`timeline.${event.event}`), time: display.time(event.at) }))}
        />
      </Card>
    </>
  );
});

/** /transactions-new/:id: one entry, what caused it and what happened to it. */
export default function TransactionPage() {
  const { t } = useTranslation('balance');
  const { id = '' } = useParams();
  const entry = useTransaction(useHostApi(), id);
  if (entry.isPending) return <Skeleton label={t('detail.loading')} lines={8} />;
  if (entry.isError) {
    const missing = isGatewayError(entry.error, 'NOT_FOUND_ERROR') || isGatewayError(entry.error, 'API_VALIDATION_ERROR');
    return (
      <>
        <PageHeader title={t('detail.title')} />
        {missing ? (
          <ErrorState title={t('detail.notFound')} description={<RouteLink route="transactions-new">{t('detail.backToList')}</RouteLink>} headingLevel={2} />
        ) : (
          <ErrorState title={t('detail.failed')} onRetry={() => void entry.refetch()} headingLevel={2} />
        )}
      </>
    );
  }
  return <Entry entry={entry.data} />;
}
