// What platform-tools (plain ES modules, which jest does not load here) computes, asked of a Node
// child process: the services and their ports, and how Chromium is launched.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './static-image';

export interface PlatformService {
  name: string;
  package: string;
  env: string;
  port: number;
}

function evaluate<T>(expression: string, env: Record<string, string> = {}): T {
  const tools = (file: string) => JSON.stringify(pathToFileURL(path.join(ROOT, 'platform-tools', file)).href);
  const code = [
    `import * as ports from ${tools('ports.mjs')};`,
    `import * as chromium from ${tools('chromium.mjs')};`,
    `process.stdout.write(JSON.stringify(${expression}));`,
  ].join('\n');
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as T;
}

/** platform-tools/ports.mjs: the shell and remotes of `pnpm start`, and the gateway. */
export function platformServices(): { services: PlatformService[]; gateway: PlatformService } {
  return evaluate('{ services: ports.SERVICES, gateway: ports.GATEWAY }');
}

/** How the project launches Debian's Chromium (platform-tools/chromium.mjs), for the browser smoke. */
export function platformChromium(): { executablePath: string; args: string[] } {
  return evaluate('chromium.CHROMIUM', process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {});
}
