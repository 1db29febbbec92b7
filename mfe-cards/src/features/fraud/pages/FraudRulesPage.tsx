import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FRAUD_LEVELS, type FraudProfileFeature, type RuleSet } from 'shared-contracts/areas/cards/card-fraud';
import { useHostApi } from 'shared-contracts/react';
import { Button, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { DataTable, StatusBadge, type Column, type TableStatus } from 'shared-ui/data';
import { useFraudProfiles, useRuleSets } from '../../../api/fraud-rules';
import { LEVEL_TONES } from '../../../rules/fraud-report';
import { Section } from '../../shared/Section';
import { useDisplay } from '../../shared/use-display';
import { FraudNav, FRAUD_BASE } from '../fraud-nav';
import { canChangeFraud } from '../use-fraud-display';

const RuleSetModal = lazy(() => import('../RuleSetModal'));

/** The fraud profiles: each level's score threshold and what it checks (a level checks what the lower ones do). */
function Profiles() {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const profiles = useFraudProfiles(hostApi);
  if (profiles.isError) return <ErrorState title={t('fraudRules.profilesFailed')} onRetry={() => void profiles.refetch()} headingLevel={3} />;
  if (!profiles.data) return <Skeleton label={t('loading')} lines={3} />;
  const checks = (level: string) =>
    profiles.data.features.filter((feature: FraudProfileFeature) => FRAUD_LEVELS.indexOf(feature.from_level) <= FRAUD_LEVELS.indexOf(level as FraudProfileFeature['from_level']));
  return (
    <ul className="mdp-cards-profiles">
      {profiles.data.profiles.map((profile) => (
        <li key={profile.level} className="mdp-cards-profile">
          <StatusBadge status={profile.level} tone={LEVEL_TONES[profile.level]} label={t(`fraudRules.levels.${profile.level}`)} />
          <p>{t('fraudRules.threshold', { score: profile.score_threshold })}</p>
          <p className="mdp-cards-code">{checks(profile.level).map((feature) => t(`fraudRules.features.${feature.key}`)).join(' · ')}</p>
        </li>
      ))}
    </ul>
  );
}

/** /credit_cards/fraud_prevention/rules (spec 02 §4; issue 18): fraud profiles and rule sets with their change history. */
export default function FraudRulesPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const ruleSets = useRuleSets(hostApi);
  const display = useDisplay(hostApi);
  const canChange = canChangeFraud(hostApi);
  const [open, setOpen] = useState<RuleSet | null>(null);
  const columns: Column<RuleSet>[] = [
    {
      key: 'name',
      header: t('fraudRules.columns.name'),
      card: 'title',
      cell: (row) => (
        <span className="mdp-cards-fraud-value">
          <strong>{t(`fraudRules.ruleSets.${row.key}.name`)}</strong>
          <span className="mdp-cards-code">{t(`fraudRules.ruleSets.${row.key}.description`)}</span>
        </span>
      ),
    },
    { key: 'level', header: t('fraudRules.columns.level'), card: 'status', cell: (row) => <StatusBadge status={row.level} tone={LEVEL_TONES[row.level]} label={t(`fraudRules.levels.${row.level}`)} /> },
    { key: 'action', header: t('fraudRules.columns.action'), cell: (row) => <StatusBadge status={row.action} tone={row.action === 'BLOCK' ? 'danger' : 'success'} label={t(`fraud.actionNames.${row.action}`)} /> },
    { key: 'updated', header: t('fraudRules.columns.updated'), card: 'date', cell: (row) => display.time(row.updated) },
    {
      key: 'open',
      header: t('fraudRules.columns.actions'),
      card: 'action',
      cell: (row) => (
        <Button variant="secondary" onClick={() => setOpen(row)} aria-label={t(canChange ? 'fraudRules.changeNamed' : 'fraudRules.historyNamed', { name: t(`fraudRules.ruleSets.${row.key}.name`) })}>
          {t(canChange ? 'fraudRules.change' : 'fraudRules.history')}
        </Button>
      ),
    },
  ];
  const rows = ruleSets.data?.data ?? [];
  const state: TableStatus = ruleSets.isError && !ruleSets.data ? { status: 'failed', title: t('fraudRules.failed'), onRetry: () => void ruleSets.refetch() } : ruleSets.data ? { status: 'ready' } : { status: 'loading' };
  return (
    <div className="mdp-cards-page">
      <PageHeader title={t('fraudRules.title')} description={t('fraudRules.description')} />
      <FraudNav current={`${FRAUD_BASE}/rules`} />
      <Section title={t('fraudRules.profiles')}>
        <Profiles />
      </Section>
      <DataTable
        caption={t('fraudRules.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        state={state}
        page={1}
        pageSize={Math.max(rows.length, 1)}
        total={rows.length}
        onPageChange={() => undefined}
        empty={{ title: t('fraudRules.empty') }}
      />
      {open ? (
        <Suspense fallback={null}>
          <RuleSetModal ruleSet={open} canChange={canChange} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
