import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { LoginValues } from 'shared-contracts/rules';
import { brandName, showBrand, type BrandLook } from '../config/brand';
import { isWhiteLabel, loadDeployment, type DeploymentConfig } from '../config/deployment';
import { BrandMark } from '../layout/BrandMark';
import '../layout/shell.css';
import { LoggedOutFrame } from './LoggedOutFrame';
import { LoginForm } from './LoginForm';
import { loggedOutEn } from './logged-out-texts';

type LoggedOutTexts = typeof loggedOutEn;

/**
 * The light login's languages and how it gets each one's texts: English is in the page's code (the
 * fallback of every text), Indonesian a chunk of its own, fetched only when the page opens in it or
 * switches to it (issue 46: a page never downloads a language it does not show). The shell's
 * languages (a test holds them equal).
 */
export const LIGHT_LOGIN_TEXTS = {
  en: async (): Promise<LoggedOutTexts> => loggedOutEn,
  id: async (): Promise<LoggedOutTexts> => (await import(/* webpackChunkName: "logged-out-id" */ './logged-out-texts.id')).loggedOutId,
} as const;
export type LightLoginLanguage = keyof typeof LIGHT_LOGIN_TEXTS;
const LANGUAGES = Object.keys(LIGHT_LOGIN_TEXTS) as LightLoginLanguage[];

/** What the light login hands the dashboard's start-up (start-shell.tsx): the values to sign in with. */
export interface LoginHandover {
  values: LoginValues;
  language: LightLoginLanguage;
  /** Unmounts the light login; the dashboard calls it just before it renders into the same element. */
  takeOver: () => void;
}

/** What the dashboard's login page shows after a handed-over sign-in failed. */
export interface LoginHandoverResult {
  values: LoginValues;
  failure: unknown;
}

/** A failed handover's result, from the start-up until the dashboard's login page has shown it once. */
export interface LoginHandoverRef {
  current?: LoginHandoverResult;
}

/** Starts the dashboard with a handover; rejects when its code could not be loaded. */
export type StartDashboard = (handover: LoginHandover) => Promise<void>;

const asLanguage = (value: string | null): LightLoginLanguage | undefined => LANGUAGES.find((language) => language === value);

/** The language of the `lang` query parameter (spec 01 §2) when there are texts for it, else English: the dashboard's rule. */
export function lightLoginLanguage(search: string): LightLoginLanguage {
  return asLanguage(new URLSearchParams(search).get('lang')) ?? 'en';
}

/** The language and its logged-out texts, once loaded (LIGHT_LOGIN_TEXTS). */
interface ShownLanguage {
  language: LightLoginLanguage;
  texts: LoggedOutTexts;
}

/** `t` over a language's logged-out texts, falling back to English as the dashboard's i18next does; `appName` is the brand's name. */
export function lightLoginTranslate({ language, texts }: ShownLanguage, look: BrandLook): (key: string) => string {
  const lookup = (tree: unknown, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);
  return (key) => {
    if (key === 'appName') return brandName(look, language);
    const text = lookup(texts, key) ?? lookup(loggedOutEn, key);
    return typeof text === 'string' ? text : key;
  };
}

/** A language with its texts loaded. */
async function shownLanguage(language: LightLoginLanguage): Promise<ShownLanguage> {
  return { language, texts: await LIGHT_LOGIN_TEXTS[language]() };
}

interface LightLoginProps {
  /** The language the page opens in, its texts loaded before the first render. */
  initial: ShownLanguage;
  deployment: DeploymentConfig;
  /** Loads the dashboard's start-up once (later calls get the same promise). */
  dashboard: () => Promise<StartDashboard>;
  takeOver: () => void;
}

/**
 * The login page as the shell's entry opens it when nobody is signed in (light-login-gate.ts): the
 * same frame and form as the dashboard's login page, on React and the logged-out texts alone, so the
 * page does not load the dashboard's code (issue 22: at most 120 KB of JavaScript). The dashboard's
 * start-up is fetched on intent (the first focus or press in the form); on submit it takes over in
 * the same page with the typed values and signs in: the merchant sees one page throughout.
 */
export function LightLogin({ initial, deployment, dashboard, takeOver }: LightLoginProps) {
  const [shown, setShown] = useState(initial);
  const { language } = shown;
  const [failure, setFailure] = useState<string | null>(null);
  const t = useMemo(() => lightLoginTranslate(shown, deployment.branding), [shown, deployment.branding]);
  // Another language shows once its texts are here (a failed fetch leaves the page as it was).
  const choose = (next: string) => {
    const wanted = asLanguage(next);
    if (wanted && wanted !== language) void shownLanguage(wanted).then(setShown, () => undefined);
  };
  useEffect(() => {
    document.documentElement.setAttribute('lang', language);
    document.title = `${t('login.title')} · ${t('appName')}`;
  }, [language, t]);

  const submit = async (values: LoginValues) => {
    setFailure(null);
    try {
      const start = await dashboard();
      await start({ values, language, takeOver });
    } catch {
      setFailure(t('login.unavailable'));
    }
  };
  // Plain links: the page they open starts the dashboard. The chosen language goes with them.
  const link = (path: string) => (language === 'en' ? path : `${path}?lang=${language}`);
  return (
    <LoggedOutFrame
      t={t}
      language={language}
      languages={LANGUAGES}
      onLanguage={choose}
      logo={
        <a href={link('/login')} className="logged-out-logo">
          <BrandMark look={deployment.branding} name={t('appName')} />
        </a>
      }
      links={deployment.links}
    >
      <h1 tabIndex={-1}>{t('login.title')}</h1>
      <LoginForm t={t} onSubmit={submit} failure={failure} onIntent={() => void dashboard().catch(() => undefined)}>
        <a href={link('/forgot_password')}>{t('login.forgotPassword')}</a>
        {isWhiteLabel(deployment) ? null : <a href={link('/register/1')}>{t('login.register')}</a>}
      </LoginForm>
    </LoggedOutFrame>
  );
}

/** Renders the light login into #root; `loadDashboard` imports the dashboard's start-up. */
export async function startLightLogin(loadDashboard: () => Promise<StartDashboard>): Promise<void> {
  const [deployment, initial] = await Promise.all([loadDeployment(), shownLanguage(lightLoginLanguage(window.location.search))]);
  showBrand(deployment.brand, deployment.branding);
  let loading: Promise<StartDashboard> | undefined;
  const dashboard = () => {
    loading ??= loadDashboard().catch((error: unknown) => {
      loading = undefined; // a failed download is tried again on the next attempt
      throw error;
    });
    return loading;
  };
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <LightLogin initial={initial} deployment={deployment} dashboard={dashboard} takeOver={() => root.unmount()} />
    </StrictMode>,
  );
}
