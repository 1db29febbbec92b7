// `pnpm new-remote`: what it refuses, the package it copies from the template and the one line it
// adds to the catalogue, on the repository's real files (nothing is written). The files that list
// remotes are the sync's (catalogue-sync.test.mjs); sixth-remote.test.mjs scaffolds one for real in a
// copy of the repository, and e2e/tests/new-remote.spec.ts builds one and loads it in the shell.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { addToCatalogue, checkOptions, formatCatalogue, packageFiles, parseOptions, readRepository, remoteOf, scaffold } from '../new-remote.mjs';

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
const sample = remoteOf(parseOptions(['risk-reports', '--port', '4812', '--title', 'Risk reports', '--title-id', 'Laporan risiko']).options);

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
    assert.match(problemsOf(['a', 'b', '--port', '4812']).join(), /One name only, got a, b/);
    assert.match(problemsOf(['payouts', '--port']).join(), /--port needs a value/);
    assert.match(problemsOf(['payouts', '--port', '4812', '--colour', 'red']).join(), /Unknown option --colour/);
  });

  it('takes lower-case letters, digits and single dashes, starting with a letter', () => {
    for (const name of ['Payouts', 'risk_reports', '1st', 'risk--reports', 'risk-', '-risk', 'rïsk', 'x'.repeat(41)]) {
      assert.match(problemsOf([name, '--port', '4812']).join(), /is not a remote name: lower-case letters, digits and single dashes/, name);
    }
    for (const name of ['risk', 'risk-reports', 'b2b', 'a1-b2']) assert.deepEqual(problemsOf([name, '--port', '4812']), [], name);
  });

  it('refuses the platform’s own names, existing remotes and folders, reserved words and taken paths', () => {
    assert.match(problemsOf(['shell', '--port', '4812']).join(), /"shell" is the name of the platform's shell/);
    assert.match(problemsOf(['gateway', '--port', '4812']).join(), /"gateway" is the name of the platform's gateway/);
    for (const remote of catalogue.remotes) {
      assert.match(problemsOf([remote.name, '--port', '4812']).join(), new RegExp(`already a remote called "${remote.name}"`));
    }
    assert.match(problemsOf(['new', '--port', '4812']).join(), /"new" is a JavaScript reserved word/);
    const withFolder = { ...repository, folders: [...repository.folders, 'mfe-payouts-v2'] };
    assert.match(checkOptions(parseOptions(['payouts-v2', '--port', '4812']).options, withFolder).problems.join(), /The folder mfe-payouts-v2 already exists/);
    assert.match(problemsOf(['login', '--port', '4812']).join(), /The path \/login belongs to the shell \(host-shell\/src\/routes.tsx\)/);
    assert.match(problemsOf(['docs', '--port', '4812']).join(), /The path \/docs belongs to the shell \(host-shell\/src\/routes.tsx\)/);
    assert.match(problemsOf(['credit_cards', '--port', '4812']).join(), /not a remote name/);
    assert.match(problemsOf(['api', '--port', '4812']).join(), /The path \/api belongs to the shell's server/);
  });

  it('refuses a port that is not a port, or that a catalogued service or its dev server uses, and offers a free one', () => {
    for (const port of ['80', '70000', '48o1', '4801.5', '-1']) {
      assert.match(problemsOf(['payouts-v2', '--port', port]).join(), new RegExp(`--port ${port.replace('.', '\\.')} is not a port number from 1024 to 65535`));
    }
    assert.deepEqual(problemsOf(['payouts-v2', '--port', '4803']), [
      'Port 4803 is taken by cards (MFE_CARDS_PORT); a free one is 4812.',
      'Dev port 5803 is taken by the dev server of cards; pass --dev-port <n>.',
    ]);
    assert.deepEqual(problemsOf(['payouts-v2', '--port', '4810']), ['Port 4810 is taken by gateway (GATEWAY_PORT); a free one is 4812.']);
    assert.deepEqual(problemsOf(['payouts-v2', '--port', '5801']), ['Port 5801 is taken by the dev server of home; a free one is 4812.']);
    assert.deepEqual(problemsOf(['payouts-v2', '--port', '4812', '--dev-port', '5800']), ['Dev port 5800 is taken by the dev server of shell; pass --dev-port <n>.']);
    assert.deepEqual(problemsOf(['payouts-v2', '--port', '4812', '--dev-port', '4812']), ['--port and --dev-port must differ.']);
  });

  it('accepts a port the tests use at run time, with a warning naming what else uses it', () => {
    const { problems, checked } = options(['payouts-v2', '--port', '4806']);
    assert.deepEqual([...problems, ...checked.problems], []);
    assert.deepEqual(checked.warnings, [
      'Port 4806 is also used by the browser tests’ fixture remotes (broken, incompatible): those cannot run while this remote\'s server does. A free port is 4812.',
    ]);
    assert.match(options(['payouts-v2', '--port', '4841']).checked.warnings.join(), /^Port 4841 is also used by the browser tests’ servers of each worker/);
    assert.deepEqual(options(['payouts-v2', '--port', '4812']).checked.warnings, []);
  });

  it('refuses titles with quotes or markup', () => {
    assert.match(problemsOf(['payouts-v2', '--port', '4812', '--title', 'Risk "reports"']).join(), /--title "Risk "reports"" may hold letters/);
    assert.match(problemsOf(['payouts-v2', '--port', '4812', '--title-id', '<b>x</b>']).join(), /--title-id "<b>x<\/b>" may hold letters/);
  });

  it('derives the dev port (+1000), the titles and the catalogue entry', () => {
    assert.deepEqual(parseOptions(['risk-reports', '--port=4812']).options, {
      name: 'risk-reports', port: 4812, devPort: 5812, title: 'Risk reports', titleId: 'Risk reports', serves: [], dryRun: false,
    });
    assert.deepEqual(sample.entry, {
      name: 'risk-reports', package: 'mfe-risk-reports', env: 'MFE_RISK_REPORTS_PORT', port: 4812, devPort: 5812,
    });
  });

  it('writes nothing when it refuses (the command line)', () => {
    const run = spawnSync(process.execPath, ['platform-tools/bin/new-remote.mjs', 'Cards', '--port', '4801', '--dev-port', '5899'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /^new-remote: nothing was written\.\n {2}- "Cards" is not a remote name[^\n]*\n {2}- Port 4801 is taken by home \(MFE_HOME_PORT\); a free one is 4812\.\nUsage: pnpm new-remote <name> --port <n>/);
    const dry = spawnSync(process.execPath, ['platform-tools/bin/new-remote.mjs', 'risk-reports', '--port', '4812', '--dry-run'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(dry.status, 0);
    assert.match(dry.stdout, /would write mfe-risk-reports\/src\/remote\.ts\n/);
    assert.match(dry.stdout, /would write platform-tools\/catalogue\.json\nthen pnpm catalogue:sync/);
    assert.doesNotMatch(dry.stdout, /docker-compose/);
  });
});

describe('the new package', () => {
  const files = new Map(packageFiles(sample).map(({ file, text }) => [file, text]));

  it('has the shape of the other remotes, with nothing left of the template’s placeholders', () => {
    for (const file of [
      'package.json', 'tsconfig.json', 'webpack.config.mjs', 'declaration.json', 'src/remote.ts', 'src/translations/en.ts', 'src/translations/id.ts',
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

describe('a remote for places of the spec’s menu (--serves)', () => {
  // Places no remote renders yet (they change as remotes are added): single-segment paths.
  const free = [...repository.places].filter(([p, place]) => place.remote === undefined && /^\/[a-z][a-z0-9-]*$/.test(p)).map(([p]) => p);
  const [first, second] = free;
  const name = first.slice(1);
  const serving = [name, '--port', '4812', '--serves', `${first},${second}`];

  it('is told to name the places when its name is one no remote renders yet', () => {
    assert.ok(free.length >= 2, 'the spec’s menu still has places for new remotes');
    assert.match(
      problemsOf([name, '--port', '4812']).join(),
      new RegExp(`The path ${first} is the spec's place of the menu entry "${repository.places.get(first).key}", which no remote renders yet: to build it, pass --serves ${first}`),
    );
    assert.deepEqual(problemsOf(serving), []);
  });

  it('refuses a path that is not a place of the menu, or that a remote renders already', () => {
    assert.match(problemsOf(['risk', '--port', '4812', '--serves', '/nowhere']).join(), /--serves \/nowhere: no entry of the spec's menu/);
    assert.match(problemsOf(['risk', '--port', '4812', '--serves', '/credit_cards/payments']).join(), /--serves \/credit_cards\/payments: the cards remote renders it already/);
    assert.match(problemsOf(['risk', '--port', '4812', '--serves', '/home']).join(), /--serves \/home: the home remote renders it already/);
    assert.match(problemsOf(['risk', '--port', '4812', '--serves', 'cash']).join(), /--serves cash is not a path like \/balance/);
    assert.match(problemsOf(['risk', '--port', '4812', '--serves', ',']).join(), /--serves needs one path or more/);
  });

  it('renders the template’s page at each place and adds no menu entry of its own', () => {
    const remote = remoteOf(parseOptions(serving).options);
    const files = new Map(packageFiles(remote).map(({ file, text }) => [file, text]));
    const declaration = JSON.parse(files.get(`mfe-${name}/declaration.json`));
    assert.deepEqual(declaration.routes, [{ path: first }, { path: second }]);
    assert.deepEqual(declaration.menu, []);
    const code = files.get(`mfe-${name}/src/remote.ts`);
    const page = remote.placeholders.__Name__;
    for (const p of [first, second]) assert.ok(code.includes(`{ path: '${p}', page: () => import('./features/${name}/pages/${page}Page') },`), p);
    assert.doesNotMatch(code, /__/);
  });
});

describe('the catalogue', () => {
  it('gets one more line, in the file’s own layout, and nothing about how the remote mounts', () => {
    const before = read('platform-tools/catalogue.json');
    assert.equal(formatCatalogue(JSON.parse(before)), before);
    const after = addToCatalogue(before, sample);
    assertOnlyAdds(before.replace(/\n {2}\],/, '\n  ],').replace(/(\n {4}\{[^\n]*\})\n {2}\]/, '$1'), after);
    assert.deepEqual(JSON.parse(after).remotes.at(-1), sample.entry);
    assert.match(after, /\n {4}\{ "name": "risk-reports", "package": "mfe-risk-reports", "env": "MFE_RISK_REPORTS_PORT", "port": 4812, "devPort": 5812 \}\n {2}\],/);
  });

  it('scaffold() plans the package and the catalogue, nothing else, without writing one', () => {
    const { files } = scaffold(ROOT, parseOptions(['risk-reports', '--port', '4812']).options);
    assert.deepEqual(files.map(({ file }) => file).filter((file) => !file.startsWith('mfe-risk-reports/')), ['platform-tools/catalogue.json']);
    assert.equal(JSON.parse(files.at(-1).text).remotes.at(-1).name, 'risk-reports');
    assert.equal(JSON.parse(read('platform-tools/catalogue.json')).remotes.some((remote) => remote.name === 'risk-reports'), false);
  });
});
