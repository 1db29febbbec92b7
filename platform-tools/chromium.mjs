// How the project starts Debian's Chromium (TOOLCHAIN.md): never a downloaded browser, and the
// flags that keep it quiet and offline. The benchmark uses the full browser (CHROMIUM), the browser
// tests Debian's headless shell of the same version (CHROMIUM_HEADLESS).

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

/** Where Debian's `chromium-headless-shell` package puts its browser. */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' Chromium: Debian's headless shell, the same Chromium build without the full
 * browser's window machinery (what Playwright itself runs headless by default). On the 2-core machine
 * the same 52 tests took a quarter less time in it than in the full browser. `CHROMIUM_PATH` overrides
 * it too.
 */
export const CHROMIUM_HEADLESS = {
  executablePath: process.env.CHROMIUM_PATH ?? HEADLESS_SHELL_PATH,
  args: CHROMIUM.args,
};

/** How a machine gets Debian's Chromium and its headless shell (TOOLCHAIN.md), as root. */
export const CHROMIUM_INSTALL = 'apt-get update && apt-get -o DPkg::Lock::Timeout=120 install -y chromium chromium-headless-shell';

const DEBIAN_CHROMIUMS = ['/usr/bin/chromium', HEADLESS_SHELL_PATH];

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
 * The browsers the tests and the benchmark use, Debian's (ensureDebianTool: both packages in one
 * install); a CHROMIUM_PATH elsewhere is never installed over.
 *
 * @param {{ executablePath?: string, headlessPath?: string, isRoot: boolean, exists: (file: string) => boolean,
 *           install: (command: string) => boolean }} machine
 */
export function ensureChromium({ executablePath = CHROMIUM.executablePath, headlessPath = CHROMIUM_HEADLESS.executablePath, ...machine }) {
  const paths = [...new Set([executablePath, headlessPath])];
  const elsewhere = paths.find((path) => !DEBIAN_CHROMIUMS.includes(path) && !machine.exists(path));
  if (elsewhere) {
    return { ok: false, message: `Chromium not found at CHROMIUM_PATH=${elsewhere}; point CHROMIUM_PATH at a Chromium or unset it` };
  }
  const missing = paths.find((path) => !machine.exists(path));
  if (!missing) return { ok: true, installed: false };
  const result = ensureDebianTool({ tool: 'Chromium', path: missing, command: CHROMIUM_INSTALL, ...machine });
  const stillMissing = paths.find((path) => !machine.exists(path));
  if (result.ok && stillMissing) return { ok: false, message: `Chromium not found at ${stillMissing} and \`${CHROMIUM_INSTALL}\` did not install it` };
  return result;
}

/** Debian's nginx with the brotli modules: the static images' configuration is served by it in pnpm test. */
export const NGINX_INSTALL =
  'apt-get update && apt-get -o DPkg::Lock::Timeout=120 install -y nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter';
