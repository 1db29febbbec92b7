import { API, type GatewayApi, type GatewayClient } from 'shared-contracts/gateway';

/**
 * The access token the gateway client presents: its bearer header on each call, seen by the fetch
 * the client is given. A token-mode sign-out names it (spec 01 §7: `DELETE /api/auth/token` with
 * `{ token }`), and the client keeps its token to itself; any token of the session names the same
 * token family, which the gateway ends whole.
 */
export class PresentedToken {
  current: string | null = null;

  constructor(
    // The gateway client's own default; only observed here (its calls still go through the client alone).
    // eslint-disable-next-line no-restricted-globals -- the client's transport, not a call of the shell's
    private readonly send: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  readonly fetch: typeof fetch = (input, init) => {
    const authorization = new Headers(init?.headers).get('Authorization');
    if (authorization?.startsWith('Bearer ')) this.current = authorization.slice('Bearer '.length);
    return this.send(input, init);
  };
}

/**
 * Sign-out in the client's mode (spec 01 §7): the token mode's `DELETE /api/auth/token` with
 * `{ token }`, the session mode's `POST /api/logout`. An error answer throws: the user stays (§8).
 */
export function signOutCall(
  client: Pick<GatewayClient, 'usesNewAuthentication' | 'request' | 'setAccessToken'>,
  api: Pick<GatewayApi, 'logout'>,
  presented: PresentedToken,
): () => Promise<void> {
  return async () => {
    if (!client.usesNewAuthentication) return api.logout();
    const token = presented.current;
    await client.request<unknown>('DELETE', API.authToken, { body: token ? { token } : {}, environment: false });
    client.setAccessToken(null);
    presented.current = null;
  };
}
