import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchReleaseStatus, type ReleaseStatus } from './release-status';
import { TOOLS_NAMESPACE } from './tools-i18n';

/**
 * The releases as the shell's server sees them (issue 39): a release flag file that is missing or
 * not usable (every session then gets the last good flags, or the deployment's registry), and the
 * canaries the health gate rolled back on its own, with why.
 */
export function ReleaseStatusSection() {
  const { t } = useTranslation(TOOLS_NAMESPACE);
  const status = useQuery({ queryKey: ['platformTools', 'releaseStatus'], queryFn: () => fetchReleaseStatus(), staleTime: 5_000, retry: false });
  return (
    <section className="tools-remote" aria-labelledby="tools-releases">
      <h3 id="tools-releases">{t('releases')}</h3>
      {status.isPending ? (
        <p>{t('releasesPending')}</p>
      ) : status.isError ? (
        <p role="alert">{t('releasesFailed')}</p>
      ) : status.data === null ? (
        <p>{t('releasesNone')}</p>
      ) : (
        <ReleaseFacts status={status.data} />
      )}
    </section>
  );
}

const FLAGS_PROBLEM = { missing: 'flagsMissing', unusable: 'flagsUnusable', unreachable: 'flagsUnreachable' } as const;

function ReleaseFacts({ status }: { status: ReleaseStatus }) {
  const { t, i18n } = useTranslation(TOOLS_NAMESPACE);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const { flags, rollbacks } = status;
  return (
    <>
      {flags.state === 'ok' ? (
        <p>{t('flagsOk')}</p>
      ) : (
        <p role="alert">
          {t(FLAGS_PROBLEM[flags.state])} {t(flags.serving === 'last-good' ? 'flagsServingLastGood' : 'flagsServingDeployment')}
        </p>
      )}
      {status.gate === 'store-unusable' ? <p role="alert">{t('gateStoreUnusable')}</p> : null}
      <h4>{t('gateRollbacks')}</h4>
      {rollbacks.length === 0 ? (
        <p>{t('gateRollbacksNone')}</p>
      ) : (
        <ul className="tools-unserved">
          {rollbacks.map((rollback) => (
            <li key={`${rollback.remote}@${rollback.version}@${rollback.at}`}>
              {t('gateRollback', { remote: rollback.remote, version: rollback.version, reason: rollback.reason })}{' '}
              <time dateTime={rollback.at}>({when.format(new Date(rollback.at))})</time>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
