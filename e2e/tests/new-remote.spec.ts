import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { squadOrigin } from './worker-stack';
import { expect, test } from './fixtures';
import { serveOnSquadOrigin, withoutInlineRegistry } from './support';

// `pnpm new-remote` (README "Adding a remote"), for real: in a copy of this working tree it
// scaffolds a remote, links it with pnpm install, and the copy's type check, the lint of what it
// wrote, the tests that hold every list of remotes to the catalogue and the remote's own test pass;
// its production build, served on the squad fixture origin, then loads in the running shell from a
// registry entry, with its menu entry, its page and its gateway call.

const ROOT = path.resolve(__dirname, '../..');
const NAME = 'sample-report'; // with a dash: every name derived from it (package, variables, container) is exercised
const PACKAGE = `mfe-${NAME}`;
/** Where `pnpm typecheck` keeps what it checked (the root tsconfig.json's tsBuildInfoFile). */
const TYPECHECK_RECORD = 'node_modules/.cache/typecheck.tsbuildinfo';

/** Runs a command to its end; its output becomes the error when it fails. */
function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // Plain text: the output is read (Playwright's workers ask their children for colours).
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${output}`))));
  });
}

/** The working tree as a fresh clone with the current changes would have it: tracked and untracked files, nothing ignored. */
function copyWorkingTree(to: string): void {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = path.join(ROOT, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.cpSync(from, path.join(to, file), { verbatimSymlinks: true });
  }
}

test('pnpm new-remote scaffolds a remote that passes the checks, builds, and loads in the shell with its menu entry, page and gateway call', async ({ page }) => {
  test.setTimeout(300_000);
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'mdp-new-remote-'));
  let server: { stop: () => Promise<void> } | undefined;
  try {
    await test.step('a copy of the working tree, pnpm new-remote, then pnpm install from the local store', async () => {
      copyWorkingTree(copy);
      // The scaffolder runs on the installed platform tools, as in a squad's clone: the working tree's
      // (one install of the copy afterwards, not one before and one after: 20 s less).
      const installed = ['node_modules', 'platform-tools/node_modules'];
      for (const dir of installed) fs.symlinkSync(path.join(ROOT, dir), path.join(copy, dir));
      const output = await run('pnpm', ['-s', 'new-remote', NAME, '--port', '4812', '--title', 'Sample report', '--title-id', 'Laporan contoh'], copy);
      for (const dir of installed) fs.unlinkSync(path.join(copy, dir));
      expect(output).toContain(`Created ${PACKAGE}/ (remote "${NAME}", port 4812, dev port 5812)`);
      // The catalogue is new, so pnpm resolves the new package's dependencies (the registry's metadata may be fetched once).
      await run('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile'], copy);
      // The working tree's type check record, when `pnpm typecheck` has run (pnpm test runs it first):
      // the copy's type check then checks again only what the new remote adds or changes.
      if (fs.existsSync(path.join(ROOT, TYPECHECK_RECORD))) {
        fs.mkdirSync(path.dirname(path.join(copy, TYPECHECK_RECORD)), { recursive: true });
        fs.copyFileSync(path.join(ROOT, TYPECHECK_RECORD), path.join(copy, TYPECHECK_RECORD));
      }
    });

    await test.step('type check, lint, the lists of remotes against the catalogue, the remote’s own test', async () => {
      await run('pnpm', ['-s', 'typecheck'], copy);
      await run('pnpm', ['exec', 'eslint', '--max-warnings=0', PACKAGE, 'bench/src/monolith'], copy);
      const tests = await run(
        'pnpm',
        [
          'exec', 'jest', '--ci', PACKAGE, 'platform-tools/test/catalogue.test.ts', 'deploy/test/compose.test.ts', 'deploy/test/k8s.test.ts',
          'bench/src/monolith', 'shared-contracts/src/rules/navigation/menu.test.ts',
        ],
        copy,
      );
      expect(tests).toContain('remote.test.tsx'); // the new remote's own test ran (and passed: jest exited 0)
      // Each remote image's start script finds its released versions by the catalogue, the new remote's
      // too (its other cases do not depend on the list of remotes: pnpm test runs them). The images'
      // tests are pnpm serving:nginx's, which jest's configuration marks with MDP_REQUIRE_NGINX_SERVING.
      const startScript = await run(
        'env',
        ['MDP_REQUIRE_NGINX_SERVING=1', 'pnpm', 'exec', 'jest', '--ci', 'deploy/test/start-script.test.ts', '-t', 'finds the released versions of'],
        copy,
      );
      expect(startScript).toMatch(new RegExp(`finds the released versions of ${PACKAGE} `));
      expect(startScript).toMatch(/Tests: +\d+ skipped, \d+ passed/);
    });

    const dist = path.join(copy, PACKAGE, 'dist');
    await test.step('its production build', async () => {
      await run('pnpm', ['--filter', PACKAGE, 'build'], copy);
      expect(fs.existsSync(path.join(dist, 'mf-manifest.json'))).toBe(true);
    });

    await test.step('loads in the running shell from its registry entry', async () => {
      server = await serveOnSquadOrigin(NAME, dist);
      const declaration = JSON.parse(fs.readFileSync(path.join(dist, 'declaration.json'), 'utf8')) as unknown;
      // What the shell's server would answer once started with the new catalogue (a restart, no shell build).
      const served = (await (await page.request.get('/remotes.json')).json()) as { remotes: unknown[] };
      served.remotes.push({ name: NAME, manifest: `${squadOrigin()}/mf-manifest.json`, mount: 'react', version: '0.1.0', declaration });
      await page.route('/remotes.json', (route) => route.fulfill({ json: served, headers: { 'Cache-Control': 'no-cache' } }));
      // The running server inlines the registry it started with; this page reads the one above.
      await withoutInlineRegistry(page);

      await page.goto('/home');
      const sidebar = page.getByRole('navigation', { name: 'Main menu' });
      await sidebar.getByRole('link', { name: 'Sample report' }).click();
      await expect(page).toHaveURL(new RegExp(`/${NAME}$`));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Sample report' })).toBeVisible();
      // Its example call, GET /api/user/businesses through the shell's gateway transport.
      await expect(main.getByRole('region', { name: 'Your businesses' }).getByRole('listitem')).toHaveText(['Toko Ku', 'Toko Ku Express', 'Toko Ku Baru']);
    });
  } finally {
    await server?.stop();
    fs.rmSync(copy, { recursive: true, force: true });
  }
});
