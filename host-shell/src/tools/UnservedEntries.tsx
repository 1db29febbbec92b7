import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { menuEntries } from 'shared-contracts/rules';
import { useShellServices } from '../platform/shell-context';
import { TOOLS_NAMESPACE } from './tools-i18n';

/**
 * The spec's menu entries that no deployed remote serves (decision 0045): hidden from merchants, or
 * linked to the other dashboard when the deployment names one. Lets a squad see what is missing.
 */
export const UnservedEntries = observer(function UnservedEntries() {
  const { t } = useTranslation(TOOLS_NAMESPACE);
  const { session, deployment } = useShellServices();
  const { siteMap } = session.site;
  const unserved = siteMap ? menuEntries(siteMap.menu).filter((entry) => entry.remote === undefined) : [];
  return (
    <section className="tools-remote" aria-labelledby="tools-unserved">
      <h3 id="tools-unserved">{t('unserved')}</h3>
      {!siteMap ? (
        <p>{t('unservedPending')}</p>
      ) : unserved.length === 0 ? (
        <p>{t('unservedNone')}</p>
      ) : (
        <>
          <p>{deployment.otherDashboardUrl ? t('unservedElsewhere', { url: deployment.otherDashboardUrl }) : t('unservedIntro')}</p>
          <ul className="tools-unserved">
            {unserved.map((entry) => (
              <li key={entry.key}>
                <code>{entry.path}</code> <span className="tools-url">({entry.key})</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
});
