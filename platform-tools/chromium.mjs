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
