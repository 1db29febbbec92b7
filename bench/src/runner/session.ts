// The one place where a benchmark session signs in: through the login page, as a merchant does.
import type { BenchPage } from './browser';
import { HOME, OWNER } from './config';

export interface SignInCounts {
  /** Responses (the first ones of the page) until the login page was ready to be filled in. */
  loginPage: number;
  /** Responses until /home was rendered after login and the network was quiet. */
  signedIn: number;
}

/**
 * Opens the login page on `origin` cold, signs in as owner@tokoku.test and waits for /home, its
 * heading and a quiet network. The gateway's refresh cookie stays in the browser context, so the
 * cold load of /home that follows restores this session.
 */
export async function signIn(bench: BenchPage, origin: string): Promise<SignInCounts> {
  const { page } = bench;
  await page.goto(`${origin}/login`);
  const logIn = page.getByRole('button', { name: 'Log in', exact: true });
  await logIn.waitFor();
  await bench.networkIdle();
  const loginPage = bench.responseCount();
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await logIn.click();
  await page.waitForURL(`${origin}${HOME.path}`);
  await page.getByRole('heading', { level: 1, name: HOME.heading, exact: true }).waitFor();
  await bench.networkIdle();
  return { loginPage, signedIn: bench.responseCount() };
}
