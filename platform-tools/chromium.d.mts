export declare const CHROMIUM: { executablePath: string; args: string[] };
export declare const CHROMIUM_HEADLESS: { executablePath: string; args: string[] };
export declare const HEADLESS_SHELL_PATH: string;
export declare const CHROMIUM_INSTALL: string;
export declare function ensureChromium(machine: {
  executablePath?: string;
  headlessPath?: string;
  isRoot: boolean;
  exists: (file: string) => boolean;
  install: (command: string) => boolean;
}): { ok: true; installed: boolean } | { ok: false; message: string };
