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
 * Makes sure a tool the tests need from Debian is there, before anything slow runs: present →
 * nothing; missing and root → installs it; missing otherwise → one line saying what to run.
 *
 * @param {{ tool: string, path: string, command: string, isRoot: boolean,
 *           exists: (file: string) => boolean, install: (command: string) => boolean }} machine
 * @returns {{ ok: true, installed: boolean } | { ok: false, message: string }}
 */
export function ensureDebianTool({ tool, path, command, isRoot, exists, install }) {
  if (exists(path)) return { ok: true, installed: false };
  if (!isRoot) return { ok: false, message: `${tool} not found at ${path}; install it with: sudo sh -c '${command}'` };
  if (install(command) && exists(path)) return { ok: true, installed: true };
  return { ok: false, message: `${tool} not found at ${path} and \`${command}\` did not install it` };
}

/**
 * The browser the tests and the benchmark use (ensureDebianTool); a CHROMIUM_PATH elsewhere is never
 * installed over.
 *
 * @param {{ executablePath?: string, isRoot: boolean, exists: (file: string) => boolean,
 *           install: (command: string) => boolean }} machine
 */
export function ensureChromium({ executablePath = CHROMIUM.executablePath, ...machine }) {
  if (executablePath !== '/usr/bin/chromium' && !machine.exists(executablePath)) {
    return { ok: false, message: `Chromium not found at CHROMIUM_PATH=${executablePath}; point CHROMIUM_PATH at a Chromium or unset it` };
  }
  return ensureDebianTool({ tool: 'Chromium', path: executablePath, command: CHROMIUM_INSTALL, ...machine });
}

/** Debian's nginx with the brotli modules: the static images' configuration is served by it in pnpm test. */
export const NGINX_INSTALL =
  'apt-get update && apt-get -o DPkg::Lock::Timeout=120 install -y nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter';
