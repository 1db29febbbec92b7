// `pnpm new-remote`: what it refuses and how it edits each file that lists remotes, on the
// repository's real files (nothing is written). e2e/tests/new-remote.spec.ts scaffolds one for real
// in a copy of the repository, builds it and loads it in the shell.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse, parseAllDocuments } from 'yaml';
import {
  EDITED_FILES,
  addToBenchPackage,
  addToBenchRemotes,
  addToCatalogue,
  addToCompose,
  addToEnvExample,
  addToK8sConfigMap,
  addToK8sIngress,
  addToK8sRemotes,
  checkOptions,
  formatCatalogue,
  packageFiles,
  parseOptions,
  readRepository,
  remoteOf,
  scaffold,
} from '../new-remote.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
const repository = readRepository(ROOT);
const { catalogue } = repository;

const options = (args) => {
  const parsed = parseOptions(args);
  return { ...parsed, checked: checkOptions(parsed.options, repository) };
};
const problemsOf = (args) => {
  const { problems, checked } = options(args);
  return [...problems, ...checked.problems];
};
const sample = remoteOf(parseOptions(['risk-reports', '--port', '4811', '--title', 'Risk reports', '--title-id', 'Laporan risiko']).options);

/** Every line of `before` is still in `after`, in order: the edit only adds. */
function assertOnlyAdds(before, after) {
  const lines = after.split('\n');
  let at = 0;
  for (const line of before.split('\n')) {
    const found = lines.indexOf(line, at);
    assert.notEqual(found, -1, `the edit lost the line ${JSON.stringify(line)}`);
    at = found + 1;
  }
}

describe('new-remote refuses bad input, naming what is wrong', () => {
  it('needs a name and a port', () => {
    assert.deepEqual(problemsOf([]), ['Name the remote.', '--port <n> is required: the remote\'s port in pnpm start and docker compose.']);
    assert.match(problemsOf(['a', 'b', '--port', '4811']).join(), /One name only, got a, b/);
    assert.match(problemsOf(['payouts', '--port']).join(), /--port needs a value/);
    assert.match(problemsOf(['payouts', '--port', '4811', '--colour', 'red']).join(), /Unknown option --colour/);
  });

  it('takes lower-case letters, digits and single dashes, starting with a letter', () => {
    for (const name of ['Payouts', 'risk_reports', '1st', 'risk--reports', 'risk-', '-risk', 'rïsk', 'x'.repeat(41)]) {
      assert.match(problemsOf([name, '--port', '4811']).join(), /is not a remote name: lower-case letters, digits and single dashes/, name);
    }
    for (const name of ['risk', 'risk-reports', 'b2b', 'a1-b2']) assert.deepEqual(problemsOf([name, '--port', '4811']), [], name);
  });

  it('refuses the platform’s own names, existing remotes and folders, reserved words and taken paths', () => {
    assert.match(problemsOf(['shell', '--port', '4811']).join(), /"shell" is the name of the platform's shell/);
    assert.match(problemsOf(['gateway', '--port', '4811']).join(), /"gateway" is the name of the platform's gateway/);
    for (const remote of catalogue.remotes) {
      assert.match(problemsOf([remote.name, '--port', '4811']).join(), new RegExp(`already a remote called "${remote.name}"`));
    }
    assert.match(problemsOf(['new', '--port', '4811']).join(), /"new" is a JavaScript reserved word/);
    const withFolder = { ...repository, folders: [...repository.folders, 'mfe-payouts-v2'] };
    assert.match(checkOptions(parseOptions(['payouts-v2', '--port', '4811']).options, withFolder).problems.join(), /The folder mfe-payouts-v2 already exists/);
    assert.match(problemsOf(['login', '--port', '4811']).join(), /The path \/login belongs to the shell \(host-shell\/src\/routes.tsx\)/);
    assert.match(problemsOf(['payouts', '--port', '4811']).join(), /The path \/payouts belongs to the shell/);
    assert.match(problemsOf(['credit_cards', '--port', '4811']).join(), /not a remote name/);
    assert.match(problemsOf(['api', '--port', '4811']).join(), /The path \/api belongs to the shell's server/);
  });

  it('refuses a port that is not a port, or that a catalogued service or its dev server uses, and offers a free one', () => {
    for (const port of ['80', '70000', '48o1', '4801.5', '-1']) {
      assert.match(problemsOf(['payouts-v2', '--port', port]).join(), new RegExp(`--port ${port.replace('.', '\\.')} is not a port number from 1024 to 65535`));
    }
    assert.deepEqual(problemsOf(['payouts-v2', '--port', '4803']), [
      'Port 4803 is taken by cards (MFE_CARDS_PORT); a free one is 4811.',
      'Dev port 5803 is taken by the dev server of cards; pass --dev-port <n>.',
    ]);
    assert.deepEqual(problemsOf(['payouts-v2', '--port', '4810']), ['Port 4810 is taken by gateway (GATEWAY_PORT); a free one is 4811.']);
    assert.deepEqual(problemsOf(['payouts-v2', '--port', '5801']), ['Port 5801 is taken by the dev server of home; a free one is 4811.']);
    assert.deepEqual(problemsOf(['payouts-v2', '--port', '4811', '--dev-port', '5800']), ['Dev port 5800 is taken by the dev server of shell; pass --dev-port <n>.']);
    assert.deepEqual(problemsOf(['payouts-v2', '--port', '4811', '--dev-port', '4811']), ['--port and --dev-port must differ.']);
  });

  it('accepts a port the tests use at run time, with a warning naming what else uses it', () => {
    const { problems, checked } = options(['payouts-v2', '--port', '4806']);
    assert.deepEqual([...problems, ...checked.problems], []);
    assert.deepEqual(checked.warnings, [
      'Port 4806 is also used by the browser tests’ fixture remotes (broken, incompatible, squad and the scaffold test): those cannot run while this remote\'s server does. A free port is 4811.',
    ]);
    assert.deepEqual(options(['payouts-v2', '--port', '4811']).checked.warnings, []);
  });

  it('refuses titles with quotes or markup', () => {
    assert.match(problemsOf(['payouts-v2', '--port', '4811', '--title', 'Risk "reports"']).join(), /--title "Risk "reports"" may hold letters/);
    assert.match(problemsOf(['payouts-v2', '--port', '4811', '--title-id', '<b>x</b>']).join(), /--title-id "<b>x<\/b>" may hold letters/);
  });

  it('derives the dev port (+1000), the titles and the catalogue entry', () => {
    assert.deepEqual(parseOptions(['risk-reports', '--port=4811']).options, {
      name: 'risk-reports', port: 4811, devPort: 5811, title: 'Risk reports', titleId: 'Risk reports', dryRun: false,
    });
    assert.deepEqual(sample.entry, {
      name: 'risk-reports', package: 'mfe-risk-reports', env: 'MFE_RISK_REPORTS_PORT', port: 4811, devPort: 5811, mount: 'react',
    });
  });

  it('writes nothing when it refuses (the command line)', () => {
    const run = spawnSync(process.execPath, ['platform-tools/bin/new-remote.mjs', 'Cards', '--port', '4801', '--dev-port', '5899'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /^new-remote: nothing was written\.\n {2}- "Cards" is not a remote name[^\n]*\n {2}- Port 4801 is taken by home \(MFE_HOME_PORT\); a free one is 4811\.\nUsage: pnpm new-remote <name> --port <n>/);
    const dry = spawnSync(process.execPath, ['platform-tools/bin/new-remote.mjs', 'risk-reports', '--port', '4811', '--dry-run'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(dry.status, 0);
    assert.match(dry.stdout, /would write mfe-risk-reports\/src\/remote\.ts\n/);
    assert.match(dry.stdout, /would write docker-compose\.yml\n/);
  });
});

describe('the new package', () => {
  const files = new Map(packageFiles(sample).map(({ file, text }) => [file, text]));

  it('has the shape of the other remotes, with nothing left of the template’s placeholders', () => {
    for (const file of [
      'package.json', 'tsconfig.json', 'webpack.config.mjs', 'declaration.json', 'src/remote.ts', 'src/translations.ts',
      'src/remote.test.tsx', 'src/dev/index.ts', 'src/dev/bootstrap.tsx', 'src/api/get-my-businesses.ts',
      'src/features/risk-reports/pages/RiskReportsPage.tsx',
    ]) {
      assert.ok(files.has(`mfe-risk-reports/${file}`), file);
    }
    for (const [file, text] of files) assert.doesNotMatch(text, /__(name|Name|Title|TitleId)__/, file);
    assert.equal(JSON.parse(files.get('mfe-risk-reports/package.json')).name, 'mfe-risk-reports');
    assert.match(files.get('mfe-risk-reports/webpack.config.mjs'), /name: 'risk-reports'/);
    assert.match(files.get('mfe-risk-reports/src/remote.ts'), /import\('\.\/features\/risk-reports\/pages\/RiskReportsPage'\)/);
  });

  it('declares one route and one menu entry in Others for viewers, labelled in en and id', () => {
    assert.deepEqual(JSON.parse(files.get('mfe-risk-reports/declaration.json')), {
      title: { en: 'Risk reports', id: 'Laporan risiko' },
      routes: [{ path: '/risk-reports' }],
      menu: [
        {
          key: 'risk-reports',
          path: '/risk-reports',
          label: { en: 'Risk reports', id: 'Laporan risiko' },
          group: 'others',
          gate: { audience: 'viewers' },
        },
      ],
      slots: [],
    });
  });
});

describe('the files that list remotes', () => {
  it('catalogue.json: one more line, in the file’s own layout', () => {
    const before = read(EDITED_FILES.catalogue);
    assert.equal(formatCatalogue(JSON.parse(before)), before);
    const after = addToCatalogue(before, sample);
    assertOnlyAdds(before.replace(/\n {2}\],/, '\n  ],').replace(/(\n {4}\{[^\n]*\})\n {2}\]/, '$1'), after);
    assert.deepEqual(JSON.parse(after).remotes.at(-1), sample.entry);
    assert.match(after, /\n {4}\{ "name": "risk-reports", "package": "mfe-risk-reports", "env": "MFE_RISK_REPORTS_PORT", "port": 4811, "devPort": 5811, "mount": "react" \}\n {2}\],/);
  });

  it('docker-compose.yml: a service like the others in alphabetical order, and the shell waits for it; comments kept', () => {
    const before = read(EDITED_FILES.compose);
    const after = addToCompose(before, sample, catalogue);
    assertOnlyAdds(before, after);
    const compose = parse(after, { merge: true });
    const service = compose.services['risk-reports'];
    assert.equal(service.build.args.PACKAGE, 'mfe-risk-reports');
    assert.equal(service.build.dockerfile, 'deploy/docker/static.Dockerfile');
    assert.deepEqual(service.ports, ['127.0.0.1:4811:8080']);
    assert.ok(service.healthcheck, 'the static services’ health check, through the anchor');
    assert.deepEqual(compose.services.shell.depends_on['risk-reports'], { condition: 'service_healthy' });
    const names = Object.keys(compose.services);
    assert.deepEqual(names, [...names].sort());
    assert.deepEqual(Object.keys(compose.services.shell.depends_on), Object.keys(compose.services.shell.depends_on).sort());
    assert.match(after, /\n {2}notifications:\n[\s\S]*\n\n {2}risk-reports:\n {4}build:\n[\s\S]*?\n {4}<<: \*static-service\n\n {2}settings:\n/);
  });

  it('.env.example: the registry variables after the other remotes’', () => {
    const before = read(EDITED_FILES.envExample);
    const after = addToEnvExample(before, sample);
    assertOnlyAdds(before, after);
    assert.match(
      after,
      /REMOTE_NOTIFICATIONS_MOUNT=react\nREMOTE_RISK_REPORTS_MANIFEST=http:\/\/localhost:4811\/mf-manifest\.json\nREMOTE_RISK_REPORTS_VERSION=0\.1\.0\nREMOTE_RISK_REPORTS_MOUNT=react\n/,
    );
  });

  it('deploy/k8s: registry variables, a Deployment and a Service, and an Ingress host', () => {
    const configMap = addToK8sConfigMap(read(EDITED_FILES.k8sConfigMap), sample, catalogue);
    assertOnlyAdds(read(EDITED_FILES.k8sConfigMap), configMap);
    assert.deepEqual(
      Object.entries(parse(configMap).data).filter(([key]) => key.startsWith('REMOTE_RISK_REPORTS_')),
      [
        ['REMOTE_RISK_REPORTS_MANIFEST', 'https://risk-reports.mfe.example.com/mf-manifest.json'],
        ['REMOTE_RISK_REPORTS_VERSION', '0.1.0'],
        ['REMOTE_RISK_REPORTS_MOUNT', 'react'],
      ],
    );

    const before = read(EDITED_FILES.k8sRemotes);
    const remotes = addToK8sRemotes(before, sample, catalogue);
    assert.ok(remotes.startsWith(before));
    const added = remotes.slice(before.length);
    assert.doesNotMatch(added, /mfe-home/);
    assert.match(added, /# docker build -f deploy\/docker\/static\.Dockerfile --build-arg PACKAGE=mfe-risk-reports \./);
    const objects = parseAllDocuments(added).map((document) => document.toJSON());
    assert.deepEqual(objects.map((object) => `${object.kind} ${object.metadata.name}`), ['Deployment mfe-risk-reports', 'Service mfe-risk-reports']);
    assert.equal(objects[0].spec.template.spec.containers[0].image, 'registry.example.com/merchant-dashboard/mfe-risk-reports:0.1.0');
    assert.deepEqual(objects[1].spec.selector, { 'app.kubernetes.io/name': 'mfe-risk-reports' });

    const ingress = addToK8sIngress(read(EDITED_FILES.k8sIngress), sample, catalogue);
    assertOnlyAdds(read(EDITED_FILES.k8sIngress), ingress);
    const spec = parse(ingress).spec;
    assert.equal(spec.tls[0].hosts.at(-1), 'risk-reports.mfe.example.com');
    assert.deepEqual(spec.rules.at(-1).host, 'risk-reports.mfe.example.com');
    assert.equal(spec.rules.at(-1).http.paths[0].backend.service.name, 'mfe-risk-reports');
  });

  it('the benchmark’s monolith: the package as a dependency, its module and declaration bundled', () => {
    const pkg = addToBenchPackage(read(EDITED_FILES.benchPackage), sample);
    assert.deepEqual(Object.keys(JSON.parse(pkg).dependencies), [
      'host-shell', 'mfe-activation', 'mfe-cards', 'mfe-home', 'mfe-notifications', 'mfe-risk-reports', 'mfe-settings', 'shared-contracts',
    ]);
    const before = read(EDITED_FILES.benchRemotes);
    const after = addToBenchRemotes(before, sample);
    assertOnlyAdds(before, after);
    assert.match(
      after,
      /import notifications from 'mfe-notifications\/src\/remote';\nimport riskReportsDeclaration from 'mfe-risk-reports\/declaration\.json';\nimport riskReports from 'mfe-risk-reports\/src\/remote';\nimport settingsDeclaration/,
    );
    assert.match(after, /\n {2}\{ module: riskReports, declaration: riskReportsDeclaration \},\n\];/);
  });

  it('scaffold() plans every file without writing one', () => {
    const { files } = scaffold(ROOT, parseOptions(['risk-reports', '--port', '4811']).options);
    const edited = files.map(({ file }) => file).filter((file) => !file.startsWith('mfe-risk-reports/'));
    assert.deepEqual(edited.sort(), Object.values(EDITED_FILES).sort());
  });
});
