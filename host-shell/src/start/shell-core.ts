import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { reaction } from 'mobx';
import { GatewayClient, createGatewayApi, type GatewayApi } from 'shared-contracts/gateway';
import type { DeploymentConfig } from '../config/deployment';
import { showLanguage } from '../i18n/create-i18n';
import { readEnvironmentCookie } from '../platform/cookies';
import { createShellQueryClient } from '../platform/query-client';
import { xhrUploadSender } from '../platform/upload-with-progress';
import { AuthenticationModes } from '../session/authentication-mode';
import { earlyAnswersFirst } from '../session/early-answers';
import { SessionStore } from '../session/session-store';
import { announceUnreadFacts } from '../session/session-facts';
import { ToastStore } from '../toasts/toast-store';

/** The session and what it stands on: the gateway client, the shell's calls over it, the query cache; and the toasts. */
export interface ShellCore {
  session: SessionStore;
  /** The shell's own gateway calls; remotes get only the transport over `client`. */
  api: GatewayApi;
  client: GatewayClient;
  queryClient: QueryClient;
  toasts: ToastStore;
}

/** Makes the session and what it stands on; nothing is fetched yet (the session's restore is a step of its own). */
export function createShellCore(deployment: DeploymentConfig, i18n: i18n): ShellCore {
  const queryClient = createShellQueryClient();
  const toasts = new ToastStore(() => i18n.t);
  const client = new GatewayClient({
    environment: readEnvironmentCookie,
    onSessionEnded: (reason) => session.sessionEnded(reason === 'AUTHENTICATION_ERROR'),
    // Upload progress for remotes (HostApi.gateway.capabilities.uploadProgress, contracts 2.4.0).
    sendWithUploadProgress: xhrUploadSender(),
    // The restore's requests the entry started (session/early-answers.ts, decision 0086).
    fetch: earlyAnswersFirst(),
  });
  // The deployment's override, else each business's new_authentication flag (authentication-mode.ts).
  const authentication = new AuthenticationModes(client, deployment);
  authentication.restoring();
  const gatewayApi = createGatewayApi(client);
  const api: GatewayApi = {
    ...gatewayApi,
    // Only a token-mode credential is restored through the refresh cookie; a session cookie needs no call.
    restore: async () => (client.usesNewAuthentication ? gatewayApi.restore() : undefined),
  };
  const session: SessionStore = new SessionStore({
    api,
    deployment,
    authentication,
    queryClient,
    // A language whose texts could not be downloaded leaves the shell as it was; the next choice tries again.
    onLanguage: (language) => showLanguage(i18n, language).catch(() => undefined),
  });
  // The business's new_authentication flag, once read, is the mode of the next sign-in on this browser.
  reaction(
    () => session.featureFlags,
    (flags) => flags && authentication.flagsRead(flags),
  );
  // A read besides who is signed in failed: the user is told, and it is read again (issue 41 §3).
  announceUnreadFacts(session, toasts, i18n);
  return { session, api, client, queryClient, toasts };
}
