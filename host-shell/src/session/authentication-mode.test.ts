import type { FeatureFlags } from 'shared-contracts';
import { AuthenticationModes } from './authentication-mode';

function client() {
  let token = false;
  return {
    useNewAuthentication: jest.fn((on: boolean) => {
      token = on;
    }),
    get usesNewAuthentication() {
      return token;
    },
  };
}
const flags = (on: boolean) => ({ new_authentication: on }) as FeatureFlags;

beforeEach(() => window.localStorage.clear());

describe('the authentication mode (spec 01 §7)', () => {
  it("signs in with the token mode on a browser that has read no business's flag", () => {
    const modes = new AuthenticationModes(client(), {});
    modes.signingIn();
    expect(modes.current).toBe('token');
  });

  it("signs in next in the mode the last business's new_authentication flag asked for", () => {
    const modes = new AuthenticationModes(client(), {});
    modes.signingIn();
    modes.signedIn();
    modes.flagsRead(flags(false));
    // This session keeps its token credential; the next sign-in on this browser is a session-cookie one.
    expect(modes.current).toBe('token');
    window.localStorage.removeItem('mdp.signInAuthentication');
    modes.signingIn();
    expect(modes.current).toBe('session');
    modes.flagsRead(flags(true));
    modes.signingIn();
    expect(modes.current).toBe('token');
  });

  it('restores with the credential the browser holds, token where it does not say', () => {
    const modes = new AuthenticationModes(client(), {});
    modes.restoring();
    expect(modes.current).toBe('token');
    window.localStorage.setItem('mdp.nextAuthentication', JSON.stringify('session'));
    modes.signingIn();
    modes.signedIn();
    const reloaded = new AuthenticationModes(client(), {});
    reloaded.restoring();
    expect(reloaded.current).toBe('session');
    window.localStorage.removeItem('mdp.signInAuthentication');
    reloaded.restoring();
    expect(reloaded.current).toBe('token');
  });

  it("keeps the deployment's override whatever the flags say", () => {
    const modes = new AuthenticationModes(client(), { authentication: 'session' });
    modes.flagsRead(flags(true));
    modes.signingIn();
    expect(modes.current).toBe('session');
    modes.restoring();
    expect(modes.current).toBe('session');
  });
});
