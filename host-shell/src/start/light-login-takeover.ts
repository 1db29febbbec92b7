import type { RegistryEntry } from 'shared-contracts/registry';
import { afterLogin } from '../logged-out/after-login';
import type { LoginHandover, LoginHandoverResult } from '../logged-out/light-login';
import { replaceAddress } from '../platform/browser-location';
import type { SessionStore } from '../session/session-store';

export interface TakeOverFrom {
  session: SessionStore;
  /** The session's restore, started before: nobody was signed in, so it settles without a round trip. */
  restored: Promise<unknown>;
  registryReady: Promise<readonly RegistryEntry[]>;
}

/**
 * The light login's attempt (logged-out/light-login.tsx), finished before the first render: signed
 * in, the address becomes the landing page (or the second factor's page), where the first render
 * starts; a failure is handed to the login page, which shows it with the values typed. The light
 * login is unmounted either way, just before the dashboard renders into its element.
 */
export async function takeOverLightLogin(handover: LoginHandover, { session, restored, registryReady }: TakeOverFrom): Promise<LoginHandoverResult | undefined> {
  await restored;
  let failed: LoginHandoverResult | undefined;
  try {
    const outcome = await session.signInFlow.signIn(handover.values);
    // The landing page as the login page would choose it, once the menu is composed.
    const target =
      outcome === 'secondFactor'
        ? '/login_verification'
        : outcome === 'passwordExpired'
          ? '/expired_password'
          : await registryReady.then(() => afterLogin(session, undefined));
    replaceAddress(target);
  } catch (failure) {
    failed = { values: handover.values, failure };
  }
  handover.takeOver();
  return failed;
}
