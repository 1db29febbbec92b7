import type { FeatureFlags } from 'shared-contracts';
import type { GatewayClient } from 'shared-contracts/gateway';
import type { AuthenticationMode, DeploymentConfig } from '../config/deployment';
import { readJson, writeJson } from '../platform/browser-storage';
import { isAuthenticationMode, restoringMode } from './stored-sign-in';

/** The mode a business's flags ask for (spec 01 §7): `new_authentication` on is the token mode. */
export function flaggedMode(flags: Pick<FeatureFlags, 'new_authentication'>): AuthenticationMode {
  return flags.new_authentication ? 'token' : 'session';
}

/**
 * Which authentication mode the gateway client speaks (docs/decisions/0065-brand-shells.md, issue 41
 * §4): the deployment's override (DASHBOARD_AUTHENTICATION) when it has one; otherwise each business's
 * `new_authentication` flag. A credential is made by a sign-in, before any business's flags can be
 * read, and the gateway turns neither kind into the other; so a sign-in starts in the mode the last
 * signed-in business's flag asked for on this browser (the token mode on a browser that has not
 * read one), the session keeps the mode its credential has (a reload restores with it), and the
 * flag's answer for the business signed in to is remembered for the next sign-in. A sign-out
 * forgets the credential's mode with the rest of the sign-in (stored-sign-in.ts).
 */
export class AuthenticationModes {
  constructor(
    private readonly client: Pick<GatewayClient, 'useNewAuthentication' | 'usesNewAuthentication'>,
    private readonly deployment: Pick<DeploymentConfig, 'authentication'>,
  ) {}

  get current(): AuthenticationMode {
    return this.client.usesNewAuthentication ? 'token' : 'session';
  }

  /** On start: the mode of the credential this browser holds. */
  restoring(): void {
    this.use(restoringMode(this.deployment.authentication));
  }

  /** Before a sign-in: the override, else the mode the last business's flag asked for here, else token. */
  signingIn(): void {
    this.use(this.deployment.authentication ?? readJson('nextAuthentication', isAuthenticationMode) ?? 'token');
  }

  /** A sign-in made its credential: a reload restores with this mode. */
  signedIn(): void {
    writeJson('signInAuthentication', this.current);
  }

  /** The signed-in business's flags were read: the next sign-in on this browser starts in the mode they ask for. */
  flagsRead(flags: Pick<FeatureFlags, 'new_authentication'>): void {
    writeJson('nextAuthentication', flaggedMode(flags));
  }

  private use(mode: AuthenticationMode): void {
    this.client.useNewAuthentication(mode === 'token');
  }
}

