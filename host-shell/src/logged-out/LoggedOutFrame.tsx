import type { ReactNode, Ref } from 'react';

export interface LoggedOutFrameProps {
  t: (key: string) => string;
  language: string;
  languages: readonly string[];
  onLanguage: (language: string) => void;
  /** The brand, linking to the login page: the router's Link in the dashboard, a plain link in the light login. */
  logo: ReactNode;
  /** The brand's help centre and docs (decision 0065), under the card. */
  links: { help: string; docs: string };
  /** Without the header (the invitation's full-screen pages). */
  fullScreen?: boolean;
  mainRef?: Ref<HTMLElement>;
  children: ReactNode;
}

/**
 * The logged-out area's frame: a skip link, the brand, a language choice, one centred card and the
 * brand's help and docs links. The
 * dashboard's LoggedOutLayout and the light login both render it, so the light login's hand-over to
 * the dashboard changes nothing on screen.
 */
export function LoggedOutFrame({ t, language, languages, onLanguage, logo, links, fullScreen = false, mainRef, children }: LoggedOutFrameProps) {
  return (
    <div className="logged-out">
      <a className="shell-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {fullScreen ? null : (
        <header className="logged-out-header">
          {logo}
          <div className="logged-out-languages" role="group" aria-label={t('language.label')}>
            {languages.map((candidate) => (
              <button key={candidate} type="button" lang={candidate} aria-pressed={language === candidate} onClick={() => onLanguage(candidate)}>
                {t(`language.${candidate}`)}
              </button>
            ))}
          </div>
        </header>
      )}
      <main id="main" ref={mainRef} className="logged-out-main" tabIndex={-1}>
        <div className="logged-out-card">{children}</div>
      </main>
      <footer className="logged-out-footer">
        <a href={links.help}>{t('brandLinks.help')}</a>
        <a href={links.docs}>{t('brandLinks.docs')}</a>
      </footer>
    </div>
  );
}
