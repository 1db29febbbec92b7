import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API } from 'shared-contracts/gateway';
import { expect, test, expireAccessTokenOf } from './fixtures';
import { serveOnSquadOrigin } from './support';
import { squadOrigin } from './worker-stack';

test.use({ watchAccessTokens: true });

// A squad ships its remote alone (docs/decisions/0015-gateway-transport.md): its page calls an
// endpoint no shell build knows, through the shell's transport; then the squad rebuilds and
// redeploys only its remote, and a reload shows the new release while the shell's files stay the same.

const ROOT = path.resolve(__dirname, '../..');
const FIXTURE_DIR = path.join(ROOT, 'e2e/fixtures/squad-remote');
const WEBPACK_CLI = path.join(ROOT, 'platform-tools/node_modules/webpack-cli/bin/cli.js');
const SHELL_DIST = path.join(ROOT, 'host-shell/dist');
const SQUAD_ENDPOINT = '/api/sandbox/caller';

function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`))));
  });
}

/** The squad's production build of its remote, into its own deployment folder. */
const buildSquadRemote = (out: string, greeting: string) =>
  run(process.execPath, [WEBPACK_CLI, '--mode', 'production'], {
    cwd: FIXTURE_DIR,
    env: { SQUAD_REMOTE_GREETING: greeting, SQUAD_REMOTE_OUT: out },
  });

/** Every file the shell serves, with its hash. */
function shellFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files[path.relative(SHELL_DIST, full)] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  };
  walk(SHELL_DIST);
  return files;
}

test('a squad adds a menu entry and a route, calls a new endpoint through the transport and redeploys its remote alone; the shell is untouched', async ({ page }) => {
  test.setTimeout(120_000);
  const shellBefore = shellFiles();
  const shellText = Object.keys(shellBefore)
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(SHELL_DIST, file), 'utf8'))
    .join('\n');
  expect(shellText).not.toContain(SQUAD_ENDPOINT);

  const deployment = fs.mkdtempSync(path.join(os.tmpdir(), 'mdp-squad-remote-'));
  await buildSquadRemote(deployment, 'Squad remote, first release');
  let server = await serveOnSquadOrigin('squad', deployment);
  try {
    await page.goto(`/home?remote:home=${squadOrigin()}/mf-manifest.json`);
    await expect(page.getByRole('heading', { level: 1, name: 'Squad remote, first release' })).toBeVisible();

    // The squad's own declaration.json adds a menu entry and a route: no shell file changes for it.
    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    await sidebar.getByRole('link', { name: 'Squad report' }).click();
    await expect(page).toHaveURL(/\/squad-report$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Squad report' })).toBeVisible();
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Squad remote, first release' })).toBeVisible();

    // The access token expires before the call: the transport refreshes once and replays it.
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(API.refreshToken)) refreshes.push(request.url());
    });
    await expireAccessTokenOf(page);
    await page.getByRole('button', { name: 'Ask the gateway who I am' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^Signed in as owner@tokoku\.test \(biz_tokoku, token, PRODUCTION\)$/);
    expect(refreshes).toHaveLength(1);

    // The squad redeploys: a new build in its folder, its server restarted, nothing else.
    await server.stop();
    await buildSquadRemote(deployment, 'Squad remote, second release');
    server = await serveOnSquadOrigin('squad', deployment);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Squad remote, second release' })).toBeVisible();
  } finally {
    await server.stop();
    fs.rmSync(deployment, { recursive: true, force: true });
  }
  expect(shellFiles()).toEqual(shellBefore);
});
