import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LANGUAGES, type Language } from 'shared-contracts';
import { showLanguage } from '../i18n/create-i18n';
import { useRouteFocus } from '../navigation/useRouteFocus';
import { BrandMark } from '../layout/BrandMark';
import { useShellServices } from '../platform/shell-context';
import { LoggedOutFrame } from './LoggedOutFrame';

/** The logged-out area in the dashboard: the frame around the route's page. */
export const LoggedOutLayout = observer(function LoggedOutLayout({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t, i18n } = useTranslation();
  const main = useRef<HTMLElement>(null);
  const { deployment } = useShellServices();
  useRouteFocus(main, t('appName'));
  return (
    <LoggedOutFrame
      t={t}
      language={i18n.language}
      languages={LANGUAGES}
      onLanguage={(language) => void showLanguage(i18n, language as Language).catch(() => undefined)}
      logo={
        <Link to="/login" className="logged-out-logo">
          <BrandMark look={deployment.branding} name={t('appName')} />
        </Link>
      }
      links={deployment.links}
      fullScreen={fullScreen}
      mainRef={main}
    >
      <Outlet />
    </LoggedOutFrame>
  );
});
