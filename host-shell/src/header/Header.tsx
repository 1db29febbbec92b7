import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FeedbackButton } from '../feedback/FeedbackButton';
import { Slot } from '../remotes/Slot';
import { AccountMenu } from '../account/AccountMenu';
import { EnvironmentMenu } from './EnvironmentMenu';
import { HelpMenu } from './HelpMenu';
import { LanguageMenu } from './LanguageMenu';
import { PlatformToolsLauncher } from '../tools/PlatformToolsLauncher';
import { OverrideBadge } from './OverrideBadge';
import { BrandMark } from '../layout/BrandMark';
import { useShellServices } from '../platform/shell-context';
import './header.css';

export interface HeaderProps {
  mobile: boolean;
  /** The current page's name, shown instead of the logo on mobile. */
  pageName: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** Spec 02 §2: burger and page name on mobile, environment, bell, help, feedback, language, account. */
export const Header = observer(function Header({ mobile, pageName, menuOpen, onToggleMenu }: HeaderProps) {
  const { t } = useTranslation();
  const { deployment } = useShellServices();
  return (
    <header className="shell-header">
      {mobile ? (
        <>
          <button type="button" className="shell-burger" aria-expanded={menuOpen} aria-controls="shell-sidebar" onClick={onToggleMenu}>
            <span aria-hidden="true">☰</span>
            <span className="visually-hidden">{t('nav.open')}</span>
          </button>
          {/* The brand's mark beside the page's name: the phone's header has no room for its name (decision 0065). */}
          <img className="brand-mark" src={deployment.branding.logo} alt="" width={24} height={24} />
          <span className="shell-page-name">{pageName}</span>
        </>
      ) : (
        <Link to="/" className="shell-logo">
          <BrandMark look={deployment.branding} name={t('appName')} />
        </Link>
      )}
      <OverrideBadge />
      <div className="shell-header-actions">
        <PlatformToolsLauncher />
        <EnvironmentMenu />
        <Slot name="header.notificationBell" />
        {mobile ? null : (
          <>
            <HelpMenu />
            <FeedbackButton />
            <LanguageMenu />
            <AccountMenu />
          </>
        )}
      </div>
    </header>
  );
});
