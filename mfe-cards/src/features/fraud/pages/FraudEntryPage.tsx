import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { FRAUD_LISTS, type FraudList } from 'shared-contracts/areas/cards/card-fraud';
import { useHostApi } from 'shared-contracts/react';
import { ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { KeyValueList, StatusBadge, Timeline } from 'shared-ui/data';
import { useFraudEntry } from '../../../api/fraud-lists';
import { FRAUD_STATE_TONES, fraudEntryStateOf } from '../../../rules/fraud-entry';
import { Section } from '../../shared/Section';
import { useDisplay } from '../../shared/use-display';
import { FraudEntryActions } from '../FraudEntryActions';
import { FRAUD_BASE } from '../fraud-nav';
import { FraudValue } from '../FraudValue';
import { canChangeFraud, useEntryNamer } from '../use-fraud-display';

const isList = (value: string | null): value is FraudList => (FRAUD_LISTS as readonly string[]).includes(value ?? '');

/** /credit_cards/fraud_prevention/list/{id}?list=… (spec 02 §2): one entry, its actions and its history. */
export default function FraudEntryPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = params.get('list');
  const list: FraudList = isList(requested) ? requested : 'bin-list';
  const entry = useFraudEntry(hostApi, list, id);
  const { nameOf, shownValue } = useEntryNamer(hostApi);
  const display = useDisplay(hostApi);
  const back = `${FRAUD_BASE}/list?list=${list}`;

  if (entry.isError) {
    return (
      <div className="mdp-cards-page">
        <PageHeader title={t('fraud.entry.title')} />
        <ErrorState title={t('fraud.entry.failed')} onRetry={() => void entry.refetch()} />
        <Link to={back}>{t('fraud.entry.back')}</Link>
      </div>
    );
  }
  if (!entry.data) return <Skeleton label={t('loading')} lines={6} />;
  const data = entry.data;
  const state = fraudEntryStateOf(data.action);
  return (
    <div className="mdp-cards-page">
      <Link className="mdp-cards-back" to={back}>
        {t('fraud.entry.back')}
      </Link>
      <PageHeader
        title={t('fraud.entry.titleOf', { value: shownValue(data) })}
        description={t(`fraud.lists.${list}`)}
        actions={canChangeFraud(hostApi) ? <FraudEntryActions list={list} entry={data} shown={shownValue(data)} onRemoved={() => navigate(back)} /> : undefined}
      />
      <div className="mdp-cards-columns">
        <Section title={t('fraud.entry.facts')}>
          <KeyValueList
            items={[
              { key: 'value', term: t(`fraud.columns.value.${list}`), value: <FraudValue entry={data} nameOf={nameOf} /> },
              { key: 'state', term: t('fraud.columns.state'), value: <StatusBadge status={state} tone={FRAUD_STATE_TONES[state]} label={t(`fraud.states.${state}`)} /> },
              ...(data.bin_data
                ? [{ key: 'bin', term: t('fraud.entry.binData'), value: t('fraud.bin.found', { brand: data.bin_data.brand, issuer: data.bin_data.issuer, country: data.bin_data.country_code, type: t(`fraud.bin.types.${data.bin_data.type}`) }) }]
                : []),
              { key: 'note', term: t('fraud.columns.note'), value: data.note ?? '—' },
              { key: 'created', term: t('fraud.entry.created'), value: display.time(data.created) },
            ]}
          />
        </Section>
        <Section title={t('fraud.entry.history')}>
          <Timeline
            label={t('fraud.entry.history')}
            events={data.history.map((change, index) => ({
              id: `${index}`,
              title: t(`fraud.changes.${change.change}`),
              time: display.time(change.created),
              description: change.actor_email,
            }))}
          />
        </Section>
      </div>
    </div>
  );
}
