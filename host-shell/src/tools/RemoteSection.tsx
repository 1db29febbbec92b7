import { useTranslation } from 'react-i18next';
import { KeyValueList, StatusBadge } from 'shared-ui/data';
import type { RemoteToolsRow } from './remote-rows';
import { CollectorSummary } from './CollectorSummary';
import { OverrideControls } from './OverrideControls';
import { SharedSingletons } from './SharedSingletons';
import { TOOLS_NAMESPACE } from './tools-i18n';

interface RemoteSectionProps {
  row: RemoteToolsRow;
  contractsVersion: string;
  summary: { status: 'loading' | 'failed' } | { status: 'ready'; hours: number };
}

/** The first line of a message: the runtime's messages go on with arguments and links. */
const firstLine = (message: string): string => message.split('\n')[0] ?? message;

function loadState(row: RemoteToolsRow): { status: string; key: 'loaded' | 'loadFailed' | 'notLoaded' } {
  if (row.module) return { status: 'SUCCESS', key: 'loaded' };
  if (row.load && !row.load.ok) return { status: 'FAILED', key: 'loadFailed' };
  return { status: 'NONE', key: 'notLoaded' };
}

/** One remote in the panel: registry entry, contracts, load, shared singletons, override, errors, collector. */
export function RemoteSection({ row, contractsVersion, summary }: RemoteSectionProps) {
  const { t, i18n } = useTranslation(TOOLS_NAMESPACE);
  const { entry, contracts } = row;
  const headingId = `tools-remote-${entry.name}`;
  const state = loadState(row);
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' });
  return (
    <section className="tools-remote" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {entry.name} <span className="mdp-badge">{entry.version}</span>
      </h3>
      <KeyValueList
        columns={2}
        items={[
          { key: 'manifest', term: t('manifest'), value: <span className="tools-url">{entry.manifest}</span> },
          ...(entry.cohort ? [{ key: 'release', term: t('release'), value: t(entry.cohort === 'canary' ? 'cohortCanary' : 'cohortStable') }] : []),
          { key: 'mount', term: t('mount'), value: entry.mount },
          {
            key: 'contracts',
            term: t('contracts'),
            value:
              contracts.status === 'unknown'
                ? t('notLoaded')
                : `${contracts.range} — ${contracts.status === 'incompatible' ? t('incompatible', { reason: contracts.reason }) : t(contracts.status)} (${t('contractsOfShell', { version: contractsVersion })})`,
          },
          { key: 'loaded', term: t('loadState'), value: <StatusBadge status={state.status} label={t(state.key)} /> },
          { key: 'time', term: t('loadTime'), value: row.load ? t('loadTimeValue', { ms: Math.round(row.load.durationMs) }) : '—' },
        ]}
      />
      <h4>{t('shared')}</h4>
      <SharedSingletons remote={entry.name} manifest={entry.manifest} />
      <h4>{t('override')}</h4>
      <OverrideControls remote={entry.name} override={row.override} />
      <h4>{t('errors')}</h4>
      {row.errors.length === 0 ? (
        <p>{t('noErrors')}</p>
      ) : (
        <ul className="tools-errors">
          {row.errors.map((error) => (
            <li key={`${error.at}-${error.phase}-${error.message}`}>
              {t('errorLine', { time: time.format(error.at), phase: error.phase, message: firstLine(error.message) })}
              <span className="mdp-badge">{error.remoteVersion}</span>
            </li>
          ))}
        </ul>
      )}
      <h4>{summary.status === 'ready' ? t('summary', { hours: summary.hours }) : t('summary', { hours: 24 })}</h4>
      {summary.status === 'ready' ? <CollectorSummary remote={entry.name} rows={row.summary} /> : <p>{summary.status === 'loading' ? t('summaryLoading') : t('summaryFailed')}</p>}
    </section>
  );
}
