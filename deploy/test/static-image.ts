// A remote's static image laid out on the host, as deploy/docker/static.Dockerfile copies it, so
// tests can run its start script and Debian's nginx on the very configuration the image runs.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const STATIC_DOCKERFILE = 'deploy/docker/static.Dockerfile';
export const NGINX = '/usr/sbin/nginx';
/** Where the nginx image keeps its configuration; the start script's default MDP_NGINX_DIR. */
const IMAGE_NGINX_DIR = '/etc/nginx';
const START_SCRIPT = '/docker-entrypoint.d/30-mdp-runtime-config.sh';

export interface CopyInstruction {
  sources: string[];
  destination: string;
  /** The build stage it copies from, or undefined for the build context. */
  from?: string;
}

/** The COPY instructions of a Dockerfile's last stage (the runtime image). */
export function runtimeCopies(dockerfile: string): CopyInstruction[] {
  const text = readFileSync(path.join(ROOT, dockerfile), 'utf8').replace(/\\\n/g, ' ');
  const stages = text.split(/^FROM /m);
  return copiesOf(stages[stages.length - 1]);
}

/** Every COPY instruction of a Dockerfile, every stage. */
export function allCopies(dockerfile: string): CopyInstruction[] {
  return copiesOf(readFileSync(path.join(ROOT, dockerfile), 'utf8').replace(/\\\n/g, ' '));
}

function copiesOf(text: string): CopyInstruction[] {
  return text
    .split('\n')
    .filter((line) => /^COPY\s/.test(line))
    .map((line) => {
      const words = line.trim().split(/\s+/).slice(1);
      const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
      const paths = words.filter((word) => !word.startsWith('--'));
      return { sources: paths.slice(0, -1), destination: paths[paths.length - 1], from };
    });
}

export interface StaticImage {
  /** The image's filesystem root, in a temporary folder. */
  root: string;
  nginxDir: string;
  htmlRoot: string;
}

/**
 * Lays out the static image under `root`: what the runtime stage copies from the build context, the
 * remote names the build stage writes, Debian's mime.types (the nginx image has its own), and
 * `dist` when given (the built package).
 */
export function layOutStaticImage(root: string, dist?: string): StaticImage {
  const nginxDir = path.join(root, IMAGE_NGINX_DIR);
  const htmlRoot = path.join(root, 'usr/share/nginx/html');
  mkdirSync(htmlRoot, { recursive: true });
  for (const copy of runtimeCopies(STATIC_DOCKERFILE)) {
    if (copy.from) continue;
    const destination = path.join(root, copy.destination);
    for (const source of copy.sources) {
      const target = copy.destination.endsWith('/') && !source.endsWith('/') ? path.join(destination, path.basename(source)) : destination;
      cpSync(path.join(ROOT, source), target, { recursive: true });
    }
  }
  chmodSync(path.join(root, START_SCRIPT), 0o755);
  const names = spawnSync(process.execPath, [path.join(ROOT, 'platform-tools/bin/remote-names.mjs')], { encoding: 'utf8' });
  if (names.status !== 0) throw new Error(names.stderr);
  writeFileSync(path.join(nginxDir, 'mdp/remote-names'), names.stdout);
  if (existsSync('/etc/nginx/mime.types')) cpSync('/etc/nginx/mime.types', path.join(nginxDir, 'mime.types'));
  // The built package, or for the start script's tests a page like the shell's build writes.
  if (dist) cpSync(dist, htmlRoot, { recursive: true });
  else writeFileSync(path.join(htmlRoot, 'index.html'), '<!doctype html><html lang=en><head><title>Merchant Dashboard</title><script defer src=/main.0123456789.js></script></head><body><div id=root></div></body></html>');
  return { root, nginxDir, htmlRoot };
}

export interface StartOptions {
  /** MDP_PACKAGE, as the image's ENV sets it from the build arg. */
  pkg: string;
  listenPort?: number;
  env?: Record<string, string>;
}

function startScriptEnv(image: StaticImage, { pkg, listenPort = 8080, env = {} }: StartOptions): NodeJS.ProcessEnv {
  return {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      MDP_PACKAGE: pkg,
      MDP_LISTEN_PORT: String(listenPort),
      MDP_NGINX_DIR: image.nginxDir,
      MDP_HTML_ROOT: image.htmlRoot,
      MDP_PID_FILE: path.join(image.root, 'tmp/nginx.pid'),
      MDP_TEMP_DIR: path.join(image.root, 'tmp'),
      MDP_ERROR_LOG: path.join(image.root, 'tmp/error.log'),
      MDP_ACCESS_LOG: 'off',
      ...env,
  };
}

/** Runs the image's start script (as the nginx image's entrypoint would) with only `env` set. */
export function runStartScript(image: StaticImage, options: StartOptions) {
  return spawnSync('sh', [path.join(image.root, START_SCRIPT)], { encoding: 'utf8', env: startScriptEnv(image, options) });
}

/** The arguments that run Debian's nginx on the rendered configuration. */
export function nginxArgs(image: StaticImage): string[] {
  mkdirSync(path.join(image.root, 'tmp'), { recursive: true });
  return ['-p', image.root, '-c', path.join(image.nginxDir, 'nginx.conf'), '-e', path.join(image.root, 'tmp/error.log')];
}
