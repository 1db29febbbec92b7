import { makeAutoObservable } from 'mobx';
import type { Business, Environment, LiveMode, SessionView, User } from 'shared-contracts';

/**
 * The session, owned by the shell (MobX). Remotes get it as the read-only SessionView.
 * Sign-in and restore arrive with the gateway and shell issues; until then nobody is signed in.
 */
export class SessionStore implements SessionView {
  status: SessionView['status'] = 'signedOut';
  user: User | null = null;
  business: Business | null = null;
  environment: Environment = 'DEVELOPMENT';
  liveMode: LiveMode = 'NON_LIVE';

  constructor() {
    makeAutoObservable(this);
  }
}
