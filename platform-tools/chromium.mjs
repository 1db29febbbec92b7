// How the project starts Debian's Chromium (TOOLCHAIN.md): never a downloaded browser, and the
// flags that keep it quiet and offline. The browser tests and the benchmark both use this.

/** `CHROMIUM_PATH` overrides the Debian path. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/** How a machine gets Debian's Chromium (TOOLCHAIN.md), as root. */
export const CHROMIUM_INSTALL = 'apt-get update && apt-get -o DPkg::Lock::Timeout=120 install -y chromium';

/**
 * Makes sure the browser the tests and the benchmark use is there, before anything slow runs:
 * present → nothing; missing and root → installs it; missing otherwise → one line saying what to run.
 *
 * @param {{ executablePath?: string, isRoot: boolean, exists: (file: string) => boolean,
 *           install: (command: string) => boolean }} machine
 * @returns {{ ok: true, installed: boolean } | { ok: false, message: string }}
 */
export function ensureChromium({ executablePath = CHROMIUM.executablePath, isRoot, exists, install }) {
  if (exists(executablePath)) return { ok: true, installed: false };
  const custom = executablePath !== '/usr/bin/chromium';
  if (custom) return { ok: false, message: `Chromium not found at CHROMIUM_PATH=${executablePath}; point CHROMIUM_PATH at a Chromium or unset it` };
  if (!isRoot) return { ok: false, message: `Chromium not found at ${executablePath}; install it with: sudo sh -c '${CHROMIUM_INSTALL}'` };
  if (install(CHROMIUM_INSTALL) && exists(executablePath)) return { ok: true, installed: true };
  return { ok: false, message: `Chromium not found at ${executablePath} and \`${CHROMIUM_INSTALL}\` did not install it` };
}
