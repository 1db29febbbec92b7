/**
 * @jest-environment node
 */
// Proves that `pnpm lint` keeps raw browser globals behind their wrappers (CONVENTIONS.md "Wrappers
// instead of raw globals"; docs/decisions/0055): in the remotes and shared packages, which have
// HostApi, and in the shell, which has one wrapper module per kind in host-shell/src/platform/.
import { fixture } from './lint-batch';

describe('raw browser globals in remotes and shared packages', () => {
  const WRAPPER_RULES = ['no-restricted-globals', 'no-restricted-properties'];
  const wrapperFixture = (file: string, source: string) => {
    const messages = fixture(file, `${source}\nexport {};\n`);
    return () => messages().filter((m) => m.ruleId && WRAPPER_RULES.includes(m.ruleId));
  };

  const rejected = [
    ['localStorage', 'mfe-home/src/bad.ts', "localStorage.setItem('a', '1');", 'hostApi.storage'],
    ['window.sessionStorage', 'mfe-cards/src/bad.ts', "window.sessionStorage.getItem('a');", 'hostApi.storage'],
    ['fetch', 'mfe-settings/src/api/bad.ts', "void fetch('/api/x');", 'hostApi.gateway'],
    ['window.fetch', 'mfe-notifications/src/bad.ts', "void window.fetch('/api/x');", 'hostApi.gateway'],
    ['XMLHttpRequest', 'mfe-home/src/bad.ts', 'new XMLHttpRequest();', 'hostApi.gateway'],
    ['document.cookie', 'mfe-activation/src/bad.ts', "document.cookie = 'a=1';", 'hostApi.session'],
    ['window.history.go', 'mfe-activation/src/bad.ts', 'window.history.go(-1);', 'hostApi.go'],
    ['history.pushState', 'mfe-cards/src/bad.ts', "history.pushState(null, '', '/x');", 'hostApi.navigate'],
    ['a location write', 'mfe-cards/src/bad.ts', "window.location.href = 'https://evil.test';", 'hostApi.navigate'],
    ['location.assign', 'mfe-home/src/bad.ts', "location.assign('/x');", 'hostApi.navigate'],
    ['window.open', 'mfe-notifications/src/bad.ts', "window.open('https://evil.test');", 'hostApi.navigate'],
    ['fetch in shared-ui', 'shared-ui/src/bad.tsx', "void fetch('/api/x');", 'hostApi.gateway'],
    ['storage in shared-contracts', 'shared-contracts/src/rules/bad.ts', "localStorage.getItem('a');", 'hostApi.storage'],
  ].map(([name, file, source, service]) => [name!, wrapperFixture(file!, source!), service!] as const);
  it.each(rejected)('rejects %s, pointing to the service to use', (_case, messages, service) => {
    expect(messages()).not.toHaveLength(0);
    expect(messages()[0]!.message).toContain(service);
  });

  const wrapper = wrapperFixture('shared-contracts/src/gateway/client/gateway-client.ts', "void fetch('/api/x');");
  const test = wrapperFixture('mfe-home/src/thing.test.ts', "localStorage.setItem('a', '1');");
  const feature = wrapperFixture('mfe-home/src/features/home/use-thing.ts', "void fetch('/api/x');");
  it('exempts only the wrapper files and tests', () => {
    expect(wrapper()).toEqual([]);
    expect(test()).toEqual([]);
    expect(feature()).not.toEqual([]);
  });
});

describe('raw browser globals in the shell', () => {
  const SHELL_RULES = ['no-restricted-globals', 'no-restricted-properties', 'no-restricted-syntax', 'no-restricted-imports'];
  const shellFixture = (file: string, source: string) => {
    const messages = fixture(file, `${source}\nexport {};\n`);
    return () => messages().filter((m) => m.ruleId && SHELL_RULES.includes(m.ruleId));
  };

  const rejected = [
    ['fetch', "void fetch('/remotes.json');", 'platform/network.ts'],
    ['window.fetch', "void window.fetch('/remotes.json');", 'platform/network.ts'],
    ['navigator.sendBeacon', "navigator.sendBeacon('/api/telemetry', '');", 'platform/network.ts'],
    ['XMLHttpRequest', 'new XMLHttpRequest();', 'platform/network.ts'],
    ['history.replaceState', "history.replaceState(null, '', '/x');", 'platform/browser-location.ts'],
    ['window.history.state', 'export const state = window.history.state;', 'platform/browser-location.ts'],
    ['location.assign', "location.assign('/x');", 'platform/browser-location.ts'],
    ['window.location.assign', "window.location.assign('/x');", 'platform/browser-location.ts'],
    ['window.location.reload', 'window.location.reload();', 'platform/browser-location.ts'],
    ['document.location.replace', "document.location.replace('/x');", 'platform/browser-location.ts'],
    ['a write to window.location.href', "window.location.href = '/x';", 'platform/browser-location.ts'],
    ['a write to window.location', "(window as { location: unknown }).location = '/x';", 'platform/browser-location.ts'],
    ['localStorage', "localStorage.setItem('a', '1');", 'platform/browser-storage.ts'],
    ['window.sessionStorage', "window.sessionStorage.getItem('a');", 'platform/browser-storage.ts'],
    ['document.cookie', "document.cookie = 'a=1';", 'platform/cookies.ts'],
    ['js-cookie', "import Cookies from 'js-cookie';\nCookies.get('a');", 'platform/cookies.ts'],
  ].map(([name, source, wrapper]) => [name!, shellFixture('host-shell/src/layout/bad.ts', source!), wrapper!] as const);
  it.each(rejected)('rejects %s, pointing to the wrapper module', (_case, messages, wrapper) => {
    expect(messages()).not.toHaveLength(0);
    expect(messages()[0]!.message).toContain(wrapper);
  });

  const reads = shellFixture(
    'host-shell/src/layout/good.ts',
    'export const here = `${window.location.pathname}${window.location.search}${location.hash}`;\nexport const secure = window.location.protocol === "https:";',
  );
  const wrappers = [
    ['host-shell/src/platform/network.ts', "void fetch('/remotes.json');"],
    ['host-shell/src/platform/browser-location.ts', "window.history.replaceState(null, '', '/x');\nwindow.location.assign('/x');"],
    ['host-shell/src/platform/browser-storage.ts', "window.localStorage.getItem('a');"],
    ['host-shell/src/platform/cookies.ts', "import Cookies from 'js-cookie';\nCookies.get('a');"],
    ['host-shell/src/layout/Layout.test.tsx', "void fetch('/remotes.json');\nwindow.location.assign('/x');"],
  ].map(([file, source]) => shellFixture(file!, source!));
  it('accepts reading the address anywhere, and the raw globals in the wrapper modules and tests', () => {
    expect(reads()).toEqual([]);
    for (const messages of wrappers) expect(messages()).toEqual([]);
  });
});
