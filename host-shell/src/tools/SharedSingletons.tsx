import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { compareShared } from './remote-rows';
import { readManifestShared, shellSharedVersion } from './shell-shared';
import { TOOLS_NAMESPACE } from './tools-i18n';

/** The remote's shared singletons (from its manifest) against the shell's copies (from the runtime). */
export function SharedSingletons({ remote, manifest }: { remote: string; manifest: string }) {
  const { t } = useTranslation(TOOLS_NAMESPACE);
  const shared = useQuery({ queryKey: ['platformTools', 'manifest', manifest], queryFn: () => readManifestShared(manifest), staleTime: 60_000, retry: false });
  if (shared.isPending) return <p>{t('sharedLoading')}</p>;
  if (shared.isError) return <p>{t('sharedUnknown')}</p>;
  const rows = compareShared(shared.data, shellSharedVersion);
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    <div className="tools-table-scroll" role="group" aria-label={t('sharedCaption', { remote })} tabIndex={0}>
      <table className="tools-table">
        <caption className="visually-hidden">{t('sharedCaption', { remote })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sharedPackage')}</th>
            <th scope="col">{t('sharedRequired')}</th>
            <th scope="col">{t('sharedShell')}</th>
            <th scope="col">{t('sharedStatus')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td>{row.required}</td>
              <td>{row.shell ?? '—'}</td>
              <td data-ok={row.ok}>{row.ok ? t('sharedOk') : t('sharedSkew')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
