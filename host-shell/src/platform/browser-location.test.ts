import { historyState, loadPage, replaceAddress } from './browser-location';

describe("the shell's writes to the address", () => {
  beforeEach(() => window.history.replaceState({ idx: 3 }, '', '/home?override=x'));

  it('replaces the address without a load, keeping the entry state only when asked', () => {
    expect(historyState()).toEqual({ idx: 3 });
    replaceAddress('/home', { keepState: true });
    expect(window.location.pathname + window.location.search).toBe('/home');
    expect(historyState()).toEqual({ idx: 3 });
    replaceAddress('/login_verification');
    expect(window.location.pathname).toBe('/login_verification');
    expect(historyState()).toBeNull();
  });

  it.each(['https://evil.test/', '//evil.test/home', 'javascript:alert(1)', 'home'])('loads no page but a path of this origin: %s', (address) => {
    expect(() => loadPage(address)).toThrow('a path of this origin');
  });
});
