// The one place where a benchmark session signs in.
import type { Page } from 'playwright-core';

/**
 * There is no login yet (the sandbox gateway and the shell's login are separate issues), so /home
 * opens without a session and this does nothing. When login lands, sign in here as
 * owner@tokoku.test (password Sandbox-2026): open the login page on `origin`, fill in the form,
 * and wait for the dashboard. Everything the session loads counts towards firstRouteJsGzip, and
 * the cold load of /home that follows keeps the session's refresh cookie (a live session).
 */
export async function signIn(_page: Page, _origin: string): Promise<void> {}
