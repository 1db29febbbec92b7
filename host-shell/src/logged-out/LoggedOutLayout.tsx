import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LANGUAGES } from 'shared-contracts';
import { useRouteFocus } from '../navigation/useRouteFocus';

/** The logged-out area: the brand, a language choice and one centred card. */
export const LoggedOutLayout = observer(function LoggedOutLayout({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t, i18n } = useTranslation();
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main, t('appName'));
  return (
    <div className="logged-out">
      <a className="shell-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {fullScreen ? null : (
        <header className="logged-out-header">
          <Link to="/login" className="logged-out-logo">
            {t('appName')}
          </Link>
          <div className="logged-out-languages" role="group" aria-label={t('language.label')}>
            {LANGUAGES.map((language) => (
              <button
                key={language}
                type="button"
                lang={language}
                aria-pressed={i18n.language === language}
                onClick={() => void i18n.changeLanguage(language)}
              >
                {t(`language.${language}`)}
              </button>
            ))}
          </div>
        </header>
      )}
      <main id="main" ref={main} className="logged-out-main" tabIndex={-1}>
        <div className="logged-out-card">
          <Outlet />
        </div>
      </main>
    </div>
  );
});
