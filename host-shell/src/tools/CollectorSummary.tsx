import { useTranslation } from 'react-i18next';
import type { RemoteVersionSummary } from 'shared-contracts/areas/shell/telemetry';
import { TOOLS_NAMESPACE } from './tools-i18n';

/** The collector's counts and p75 load time per version of one remote. */
export function CollectorSummary({ remote, rows }: { remote: string; rows: readonly RemoteVersionSummary[] }) {
  const { t } = useTranslation(TOOLS_NAMESPACE);
  if (rows.length === 0) return <p>{t('summaryNone')}</p>;
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    <div className="tools-table-scroll" role="group" aria-label={t('summaryCaption', { remote })} tabIndex={0}>
      <table className="tools-table">
        <caption className="visually-hidden">{t('summaryCaption', { remote })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('summaryVersion')}</th>
            <th scope="col">{t('summaryErrors')}</th>
            <th scope="col">{t('summaryLoads')}</th>
            <th scope="col">{t('summaryP75')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.remoteVersion}>
              <th scope="row">{row.remoteVersion}</th>
              <td>{row.errors}</td>
              <td>{row.loads}</td>
              <td>{row.p75LoadMs === null ? '—' : t('loadTimeValue', { ms: row.p75LoadMs })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
