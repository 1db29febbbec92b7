import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Slot } from '../remotes/Slot';
import { OverrideBadge } from './OverrideBadge';

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="shell-header">
      <Link to="/" className="shell-logo">
        {t('appName')}
      </Link>
      <OverrideBadge />
      <div className="shell-header-actions">
        <Slot name="header.notificationBell" />
      </div>
    </header>
  );
}
