import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { LANGUAGES } from 'shared-contracts';
import { builtInLook } from '../config/brand';
import { DEFAULT_DEPLOYMENT, type DeploymentConfig } from '../config/deployment';
import { initialLanguage } from '../i18n/create-i18n';
import { writeJson, remove } from '../platform/browser-storage';
import { opensLightLogin } from './light-login-gate';
import { loggedOutEn } from './logged-out-texts';
import { LIGHT_LOGIN_TEXTS, LightLogin, lightLoginLanguage, lightLoginTranslate, type LoginHandover, type StartDashboard } from './light-login';

describe('opensLightLogin', () => {
  afterEach(() => remove('user'));
  const at = (pathname: string, search = '') => ({ pathname, search });

  it.each([
    ['/login', '', true],
    ['/login/', '', true],
    ['/login', '?lang=id', true],
    ['/login', '?token=abc&source=email&page=/home', false], // an email link: the dashboard exchanges it
    ['/login', '?remote:cards=http://localhost:4999/mf-manifest.json', false], // a development override
    ['/login', '?lang=id&x=1', false],
    ['/home', '', false],
    ['/forgot_password', '', false],
    ['/logins', '', false],
  ])('%s%s → %s when nobody is signed in', (pathname, search, expected) => {
    expect(opensLightLogin(at(pathname, search), null)).toBe(expected);
  });

  it('opens the dashboard when a user is stored (a session may restore) or the dashboard left a history state', () => {
    expect(opensLightLogin(at('/login'), { idx: 0, key: 'default', usr: null })).toBe(true);
    expect(opensLightLogin(at('/login'), { idx: 1, key: 'k', usr: { reason: 'signedOut' } })).toBe(false);
    writeJson('user', { id: 'usr_1' });
    expect(opensLightLogin(at('/login'), null)).toBe(false);
  });

  it("agrees with the shell's server on which start's preloads a page carries (platform-tools/shell-page.mjs)", () => {
    const cases = [
      ['/login', ''],
      ['/login/', ''],
      ['/login', '?lang=id'],
      ['/login', '?token=abc'],
      ['/login', '?remote%3Acards=x'],
      ['/login', '?lang=en&page=/home'],
      ['/home', ''],
      ['/', ''],
      ['/register/1', '?lang=id'],
    ];
    const code = `
      import { startOf } from './shell-page.mjs';
      const cases = JSON.parse(process.argv[1]);
      process.stdout.write(JSON.stringify(cases.map(([pathname, search]) => startOf(pathname, search))));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', code, JSON.stringify(cases)], {
      cwd: path.resolve(__dirname, '../../../platform-tools'),
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const server = JSON.parse(run.stdout) as string[];
    expect(server).toEqual(cases.map(([pathname, search]) => (opensLightLogin({ pathname, search }, null) ? 'login' : 'dashboard')));
  });
});

describe('the light login texts and language', () => {
  it('has texts for exactly the shell’s languages', () => {
    expect(Object.keys(LIGHT_LOGIN_TEXTS).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(['', '?lang=id', '?lang=en', '?lang=fr', '?lang=ID', '?x=1&lang=id'])('picks the language of %p as the dashboard does', (search) => {
    expect(lightLoginLanguage(search)).toBe(initialLanguage(search));
  });

  it('translates by key path, falls back to English, and answers an unknown key with the key', async () => {
    const id = { language: 'id' as const, texts: await LIGHT_LOGIN_TEXTS.id() };
    const en = { language: 'en' as const, texts: await LIGHT_LOGIN_TEXTS.en() };
    expect(lightLoginTranslate(id, builtInLook('MAIN'))('login.password')).toBe('Kata sandi');
    expect(lightLoginTranslate(en, builtInLook('MAIN'))('validation.emptyPassword')).toBe('Enter your password.');
    expect(lightLoginTranslate(id, builtInLook('MAIN'))('login.nothing')).toBe('login.nothing');
  });
});

/** What a user does, in the few steps these tests need. */
const user = {
  click: (element: HTMLElement) => act(async () => void fireEvent.click(element)),
  async type(input: HTMLElement, text: string) {
    await act(async () => input.focus());
    fireEvent.change(input, { target: { value: text } });
  },
};

/** The page opened in English, the way startLightLogin gives it. */
const ENGLISH = { language: 'en' as const, texts: loggedOutEn };

describe('LightLogin', () => {
  function setUp(deployment: DeploymentConfig = DEFAULT_DEPLOYMENT, start: StartDashboard = jest.fn(() => Promise.resolve())) {
    const dashboard = jest.fn(() => Promise.resolve(start));
    const takeOver = jest.fn();
    render(<LightLogin initial={ENGLISH} deployment={deployment} dashboard={dashboard} takeOver={takeOver} />);
    return { dashboard, takeOver, start, user };
  }

  it('shows the spec’s messages for an empty form and loads nothing for it beyond the intent', async () => {
    const { user, start } = setUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to your dashboard' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
    expect(start).not.toHaveBeenCalled();
  });

  it('fetches the dashboard on the first focus in the form and hands it the values and the language on submit', async () => {
    const { user, dashboard, start, takeOver } = setUp();
    expect(dashboard).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Bahasa Indonesia' }));
    // The Indonesian texts are a chunk of their own: the page switches once they are here.
    await waitFor(() => expect(document.documentElement.lang).toBe('id'));
    expect(document.title).toBe('Masuk ke dasbor Anda · Dasbor Merchant');
    await user.type(screen.getByLabelText(/Email/), 'owner@tokoku.test');
    expect(dashboard).toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Kata sandi/), 'Sandbox-2026');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(start).toHaveBeenCalledTimes(1);
    const handover = (start as jest.Mock).mock.calls[0][0] as LoginHandover;
    expect(handover.values).toEqual({ email: 'owner@tokoku.test', password: 'Sandbox-2026' });
    expect(handover.language).toBe('id');
    handover.takeOver();
    expect(takeOver).toHaveBeenCalled();
  });

  it('says so when the dashboard could not be loaded, and lets the merchant try again', async () => {
    const takeOver = jest.fn();
    const dashboard = jest.fn(() => Promise.reject(new Error('offline')));
    render(<LightLogin initial={ENGLISH} deployment={DEFAULT_DEPLOYMENT} dashboard={dashboard} takeOver={takeOver} />);
    await user.type(screen.getByLabelText(/Email/), 'owner@tokoku.test');
    await user.type(screen.getByLabelText(/Password/), 'Sandbox-2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded.');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(screen.getByLabelText(/Email/)).toHaveValue('owner@tokoku.test');
  });

  it('keeps the button busy until the dashboard has taken over', async () => {
    let finish: () => void = () => undefined;
    const start = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = setUp(DEFAULT_DEPLOYMENT, start);
    await user.type(screen.getByLabelText(/Email/), 'owner@tokoku.test');
    await user.type(screen.getByLabelText(/Password/), 'Sandbox-2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    await act(async () => finish());
  });

  it('links to the forgot-password and register pages in the chosen language', async () => {
    const { user } = setUp();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register/1');
    await user.click(screen.getByRole('button', { name: 'Bahasa Indonesia' }));
    expect(screen.getByRole('link', { name: 'Lupa kata sandi?' })).toHaveAttribute('href', '/forgot_password?lang=id');
  });

  it('shows no register link for a white-label brand', () => {
    setUp({ ...DEFAULT_DEPLOYMENT, brand: 'PARTNER_A' });
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
  });
});
