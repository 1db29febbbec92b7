// Issue 38: a sixth remote needs no hand edit anywhere. In a copy of the working tree (the real one is
// never written), `pnpm new-remote` copies the template and adds one catalogue line, and its sync
// writes the rest; then the copy's own code — the benchmark's config, the e2e setup, the registry,
// the build, jest — is run over the copy and finds the new remote, and the files that list remotes
// hold it and pass their checks. Building the remote and loading it in the shell is
// e2e/tests/new-remote.spec.ts's job.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
import { DERIVED_FILES } from '../catalogue-sync/index.mjs';
import { ROOT, copyRepository, loadTypeScript, removeCopy, workingTreeFiles } from './support/repository-copy.mjs';

const require = createRequire(import.meta.url);
const NAME = 'sample-report';
const PACKAGE = `mfe-${NAME}`;
const PORT = 4812;

let copy;
const inCopy = (file) => path.join(copy, file);
const readCopy = (file) => readFileSync(inCopy(file), 'utf8');
const importCopy = (file) => import(pathToFileURL(inCopy(file)).href);
const node = (args) => spawnSync(process.execPath, args, { cwd: copy, encoding: 'utf8' });

/** Every file of a folder of the copy, relative to the copy, node_modules left out. */
function filesUnder(dir) {
  return readdirSync(inCopy(dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.name === 'node_modules') return [];
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

describe('a sixth remote, scaffolded into a copy of the repository', () => {
  let scaffolded;
  const before5 = JSON.parse(readFileSync(path.join(ROOT, 'platform-tools/catalogue.json'), 'utf8')).remotes.map((remote) => remote.name);

  before(() => {
    copy = copyRepository();
    scaffolded = node(['platform-tools/bin/new-remote.mjs', NAME, '--port', String(PORT), '--title', 'Sample report', '--title-id', 'Laporan contoh']);
  });
  after(() => removeCopy(copy));

  it('takes pnpm new-remote alone: the package, one catalogue line, and the sync’s files — nothing else changes', () => {
    assert.equal(scaffolded.status, 0, scaffolded.stderr);
    assert.match(scaffolded.stdout, new RegExp(`Created ${PACKAGE}/ \\(remote "${NAME}", port ${PORT}, dev port ${PORT + 1000}\\)`));
    const catalogue = JSON.parse(readCopy('platform-tools/catalogue.json'));
    assert.deepEqual(catalogue.remotes.map((remote) => remote.name), [...before5, NAME]);

    const changed = workingTreeFiles().filter((file) => !readFileSync(path.join(ROOT, file)).equals(readFileSync(inCopy(file))));
    assert.deepEqual(changed.sort(), ['platform-tools/catalogue.json', ...DERIVED_FILES.map((derived) => derived.file)].sort());
    for (const file of DERIVED_FILES.map((derived) => derived.file)) assert.match(scaffolded.stdout, new RegExp(`\\n {2}${file.replace(/\./g, '\\.')}\\n`), file);
    const known = new Set(workingTreeFiles());
    const added = filesUnder('.').filter((file) => !known.has(file) && !/\.check\.(mjs|cjs)$/.test(file));
    assert.ok(added.length > 5 && added.every((file) => file.startsWith(`${PACKAGE}/`)), added.join(', '));
    // The real tree is untouched.
    assert.equal(existsSync(path.join(ROOT, PACKAGE)), false);
  });

  it('leaves every derived file as the catalogue gives it (pnpm catalogue:sync --check)', () => {
    const run = node(['platform-tools/bin/catalogue-sync.mjs', '--check']);
    assert.equal(run.status, 0, run.stderr);
  });

  it('gets a port of its own in the benchmark’s config, which moves the monolith and the gateway up', async () => {
    const config = await loadTypeScript(copy, ['bench/src/runner/config.ts']);
    assert.deepEqual(Object.keys(config.BENCH_PORTS), ['shell', ...before5, NAME, 'monolith', 'gateway']);
    // From 4880: the shell, the remotes in catalogue order (the new one last), then the monolith and the gateway.
    const port = 4881 + before5.length;
    assert.equal(config.BENCH_PORTS[NAME], port);
    assert.deepEqual([config.BENCH_PORTS.monolith, config.BENCH_PORTS.gateway], [port + 1, port + 2]);
  });

  it('is bundled into the benchmark’s monolith, which depends on its package', () => {
    const bundled = readCopy('bench/src/monolith/bundled-remotes.ts');
    assert.match(bundled, /^import sampleReportDeclaration from 'mfe-sample-report\/declaration\.json';$/m);
    assert.match(bundled, /^import sampleReport from 'mfe-sample-report\/src\/remote';$/m);
    assert.match(bundled, /\n {2}\{ module: sampleReport, declaration: sampleReportDeclaration \},\n\];/);
    assert.equal(JSON.parse(readCopy('bench/package.json')).dependencies[PACKAGE], 'workspace:*');
  });

  it('is waited for by the e2e global setup, on its port', async () => {
    const setup = await loadTypeScript(copy, ['e2e/global-setup.ts', 'e2e/playwright.config.ts', 'e2e/worker-ports.ts'], { module: 'commonjs' });
    const urls = setup.MANIFEST_URLS;
    assert.ok(urls.includes(`http://localhost:${PORT}/mf-manifest.json`), urls.join(', '));
    assert.equal(urls.length, before5.length + 1 + 2); // and the two fixture remotes
  });

  it('is in the registry of pnpm start (mounted as react: its declaration says nothing else), the build and jest', async () => {
    const { registryFromEnv } = await importCopy('platform-tools/registry.mjs');
    const entry = registryFromEnv({}).remotes.find((remote) => remote.name === NAME);
    assert.equal(entry.manifest, `http://localhost:${PORT}/mf-manifest.json`);
    assert.equal(entry.mount, 'react');
    assert.equal(entry.declaration.title.en, 'Sample report');
    const { BUILD_TARGETS } = await importCopy('platform-tools/build-targets.mjs');
    assert.ok(BUILD_TARGETS.includes(PACKAGE));
    assert.ok(require(inCopy('jest.config.js')).roots.includes(`<rootDir>/${PACKAGE}`));
  });

  it('is in docker compose (which dclint accepts), .env.example and deploy/k8s (valid objects)', () => {
    const compose = parse(readCopy('docker-compose.yml'), { merge: true });
    assert.equal(compose.services[NAME].build.args.PACKAGE, PACKAGE);
    assert.deepEqual(compose.services[NAME].ports, [`127.0.0.1:${PORT}:8080`]);
    assert.deepEqual(compose.services.shell.depends_on[NAME], { condition: 'service_healthy' });
    const dclint = path.join(path.dirname(require.resolve('dclint/package.json')), 'bin/dclint.cjs');
    const lint = node([dclint, 'docker-compose.yml', '--max-warnings', '0']);
    assert.equal(lint.status, 0, lint.stdout + lint.stderr);

    assert.match(readCopy('.env.example'), new RegExp(`^REMOTE_SAMPLE_REPORT_MANIFEST=http://localhost:${PORT}/mf-manifest\\.json$`, 'm'));
    assert.equal(parse(readCopy('deploy/k8s/configmap.yaml')).data.REMOTE_SAMPLE_REPORT_MANIFEST, 'https://sample-report.mfe.example.com/mf-manifest.json');
    const objects = parseAllDocuments(readCopy('deploy/k8s/remotes.yaml')).map((document) => document.toJSON());
    const own = objects.filter((object) => object.metadata.name === PACKAGE);
    assert.deepEqual(own.map((object) => object.kind), ['Deployment', 'Service']);
    for (const object of own) {
      const Model = require(`kubernetes-models/${object.apiVersion}`)[object.kind];
      assert.doesNotThrow(() => new Model(object).validate());
    }
    const ingress = parse(readCopy('deploy/k8s/ingress.yaml'));
    assert.ok(ingress.spec.tls[0].hosts.includes('sample-report.mfe.example.com'));
    assert.equal(ingress.spec.rules.find((rule) => rule.host === 'sample-report.mfe.example.com').http.paths[0].backend.service.name, PACKAGE);
  });
});
