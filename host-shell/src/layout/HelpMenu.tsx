import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { visibleHelpMenu } from 'shared-contracts/rules';
import { useShellServices } from '../platform/shell-context';
import { Popover } from './Popover';

/** Docs, API reference and, where allowed, the resolution centre (spec 01 §6). */
export const HelpMenu = observer(function HelpMenu() {
  const { t } = useTranslation();
  const { session, deployment } = useShellServices();
  const help = visibleHelpMenu(session.navigation);
  if (help.status === 'pending') return null;
  const external = { docs: deployment.links.docs, 'api-reference': deployment.links.apiReference } as const;
  return (
    <Popover className="help-menu" button={t('help.label')}>
      {(close) => (
        <ul className="menu-list">
          {help.entries.map((entry) => (
            <li key={entry.key}>
              {entry.path ? (
                <Link className="menu-item" to={entry.path} onClick={close}>
                  {t(entry.label)}
                </Link>
              ) : (
                <a className="menu-item" href={external[entry.key as keyof typeof external]} target="_blank" rel="noreferrer">
                  {t(entry.label)}
                  <span className="visually-hidden"> {t('opensInNewTab')}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </Popover>
  );
});
