import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { remoteForPath } from 'shared-contracts';
import { useShellServices } from '../platform/shell-context';

/** Sidebar entries of the areas the remotes cover; the full gated menu arrives with the shell issue. */
const ENTRIES = [
  { to: '/home', labelKey: 'nav.home' },
  { to: '/get-started', labelKey: 'nav.getStarted' },
  { to: '/activation', labelKey: 'nav.activation' },
  { to: '/credit_cards/payments', labelKey: 'nav.cardPayments' },
  { to: '/settings', labelKey: 'nav.settings' },
  { to: '/notification-center', labelKey: 'nav.notificationCentre' },
] as const;

export function Sidebar() {
  const { t } = useTranslation();
  const { loader } = useShellServices();
  // Prefetch on intent: a remote is fetched when the user points at or focuses a link into it.
  const prefetch = (to: string) => {
    const remote = remoteForPath(to);
    if (remote) loader.prefetch(remote);
  };
  return (
    <nav className="shell-sidebar" aria-label={t('nav.label')}>
      <ul>
        {ENTRIES.map((entry) => (
          <li key={entry.to}>
            <NavLink to={entry.to} onMouseEnter={() => prefetch(entry.to)} onFocus={() => prefetch(entry.to)}>
              {t(entry.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
