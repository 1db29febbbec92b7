// The compatibility rule of the platform contract (docs/decisions/0054-api-report-gate.md): comparing
// the API reports of the last released CONTRACTS_VERSION with today's, which version bump the change
// needs. `pnpm api-report --check` (in pnpm unit) and `--release` use it; so can a release command.
//
// Both sides of the contract run each other's values within one major: a 3.0 remote's module in a
// 3.1 shell, a 3.1 remote's module (still on `^3.0.0`) in a 3.0 shell, and the HostApi the other way.
// So a declaration stays compatible only when TypeScript accepts, in both directions, a value of the
// released declaration where today's is expected and a value of today's where the released one is.
// That holds for a new optional member or a new overload-free optional parameter, and fails for a
// removed, renamed or newly required member, a member made optional (a reader may now get nothing),
// and a union that gained or lost a case. A name that is gone is removed; a new name is an addition.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { PACKAGE_DIR } from './extract.mjs';

/**
 * What the contract version covers (src/contract/version.ts): the whole singleton entry, and of the
 * registry the declaration format a remote publishes — RemoteDeclaration and every type it uses. The
 * rest of `shared-contracts/registry` is the shell's own machinery, bundled where it is used, and so
 * are the other entries: a change there breaks a build, never a running remote, so their reports
 * are reviewed but not versioned.
 */
export const VERSIONED = [
  { report: 'shared-contracts.api.md', names: 'all' },
  { report: 'registry.api.md', names: ['RemoteDeclaration'] },
];
/** CONTRACTS_VERSION is plain `major.minor.patch` (no pre-release): three numbers, compared in order. */
const VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;
const parts = (version) => VERSION.exec(version)?.slice(1).map(Number);
const below = (a, b) => {
  const [x, y] = [parts(a), parts(b)];
  const at = x.findIndex((n, i) => n !== y[i]);
  return at !== -1 && x[at] < y[at];
};
const next = (version, kind) => {
  const [major, minor] = parts(version);
  return kind === 'major' ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
};

/** Names whose value is meant to change with every release. */
const EXEMPT = new Set(['CONTRACTS_VERSION']);

/** The TypeScript of an API Extractor report (the ```ts block), made a module TypeScript can check. */
export function reportSource(report) {
  const code = /```ts\n([\s\S]*?)\n```/.exec(report)?.[1];
  if (code === undefined) throw new Error('not an API Extractor report: no ```ts block');
  // A report prints declarations as a .d.ts does, without `declare`; checked as a .ts module (so its
  // own errors are seen, which skipLibCheck would hide in a .d.ts) every value needs it.
  return code.replace(/^(export )?((?:abstract )?class|const|let|var|function|enum|namespace) /gm, '$1declare $2 ');
}

/** Exported names of each report, with what they are: a type, a value, or both (a class). */
function exportedNames(program, file) {
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(file));
  const names = new Map();
  for (const symbol of module ? checker.getExportsOfModule(module) : []) {
    const declaration = symbol.declarations?.[0];
    const typeParameters =
      declaration && (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration) || ts.isClassDeclaration(declaration))
        ? (declaration.typeParameters ?? []).map((parameter) => {
            const constraint = parameter.constraint ? checker.getTypeAtLocation(parameter.constraint) : undefined;
            return constraint
              ? checker.typeToString(constraint, undefined, ts.TypeFormatFlags.UseFullyQualifiedType | ts.TypeFormatFlags.NoTruncation)
              : undefined;
          })
        : [];
    names.set(symbol.name, {
      type: (symbol.flags & ts.SymbolFlags.Type) !== 0,
      value: (symbol.flags & ts.SymbolFlags.Value) !== 0,
      typeParameters,
    });
  }
  return names;
}

const COMPILER_OPTIONS = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

/**
 * TypeScript's reason, readable: the two modules by their role, and of a long chain of "because"
 * the first step (which declaration), the steps through members, and the last (what changed).
 */
function briefly(message, dir, pair) {
  const named = message
    .replaceAll(`import("${dir}/released${pair}")`, 'released')
    .replaceAll(`import("${dir}/current${pair}")`, 'today')
    .split('\n')
    .map((line) => line.trim());
  // The steps that name a member say where the change is; the last says what it is.
  const where = /propert|The types of|returned by|parameters/;
  const lines = named.filter((line, i) => i === 0 || i === named.length - 1 || where.test(line));
  return lines.join('\n      ');
}

function formatted(diagnostics) {
  return ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => PACKAGE_DIR, getNewLine: () => '\n' });
}

/**
 * For each pair of reports, the declarations that were removed, added, or changed incompatibly
 * between the release and today. All pairs are checked in one TypeScript program (reading React's
 * and i18next's types takes seconds; once is enough).
 * @param {{ released: string, current: string, scope?: 'all' | string[] }[]} pairs  report texts, and
 *   the names the version covers
 * @returns {{ removed: string[], added: string[], changed: { name: string, detail: string }[] }[]}
 */
export function compareReports(pairs) {
  // Inside the package, so the reports' imports (react, i18next, ...) resolve as the sources' do.
  const dir = path.join(PACKAGE_DIR, '.build', 'api-compat', `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(dir, { recursive: true });
  try {
    const files = pairs.map(({ released, current }, i) => {
      const pair = { released: path.join(dir, `released${i}.ts`), current: path.join(dir, `current${i}.ts`) };
      writeFileSync(pair.released, reportSource(released));
      writeFileSync(pair.current, reportSource(current));
      return pair;
    });
    const first = ts.createProgram(
      files.flatMap((pair) => [pair.released, pair.current]),
      COMPILER_OPTIONS,
    );
    const unreadable = files
      .flatMap((pair) => [pair.released, pair.current])
      .flatMap((file) => [...first.getSyntacticDiagnostics(first.getSourceFile(file)), ...first.getSemanticDiagnostics(first.getSourceFile(file))]);
    if (unreadable.length > 0) throw new Error(`a report does not read as TypeScript:\n${formatted(unreadable)}`);

    // One function per pair, name and meaning; each assignment on a line of its own, to tell which failed.
    const lines = files.flatMap((_, i) => [`import type * as Released${i} from './released${i}';`, `import type * as Current${i} from './current${i}';`]);
    const checks = new Map();
    const results = pairs.map(({ scope = 'all' }, i) => {
      const before = exportedNames(first, files[i].released);
      const after = exportedNames(first, files[i].current);
      const covered = (name) => !EXEMPT.has(name) && (scope === 'all' || scope.includes(name));
      const assign = (name, meaning, released, current, typeParameters = []) => {
        const parameters = typeParameters.map((constraint, at) => `T${at}${constraint ? ` extends ${constraint}` : ''}`);
        lines.push(`export function check${i}_${meaning}_${name}${parameters.length ? `<${parameters.join(', ')}>` : ''}() {`);
        lines.push(`  let released!: ${released};`, `  let current!: ${current};`);
        checks.set(lines.push('  released = current;'), { pair: i, name, detail: `today's ${name} is not a released ${name}` });
        checks.set(lines.push('  current = released;'), { pair: i, name, detail: `a released ${name} is not today's ${name}` });
        lines.push('  return [released, current];', '}');
      };
      for (const [name, meaning] of before) {
        if (!covered(name) || !after.has(name)) continue;
        if (meaning.type) {
          const args = meaning.typeParameters.length ? `<${meaning.typeParameters.map((_, at) => `T${at}`).join(', ')}>` : '';
          assign(name, 'type', `Released${i}.${name}${args}`, `Current${i}.${name}${args}`, meaning.typeParameters);
        }
        if (meaning.value) assign(name, 'value', `typeof Released${i}.${name}`, `typeof Current${i}.${name}`);
      }
      return {
        removed: [...before.keys()].filter((name) => covered(name) && !after.has(name)).sort(),
        added: [...after.keys()].filter((name) => covered(name) && !before.has(name)).sort(),
        changed: new Map(),
      };
    });
    const checkFile = path.join(dir, 'check.ts');
    writeFileSync(checkFile, `${lines.join('\n')}\n`);
    const second = ts.createProgram([checkFile], COMPILER_OPTIONS, undefined, first);
    const source = second.getSourceFile(checkFile);
    for (const diagnostic of [...second.getSyntacticDiagnostics(source), ...second.getSemanticDiagnostics(source)]) {
      const line = diagnostic.start === undefined ? -1 : source.getLineAndCharacterOfPosition(diagnostic.start).line + 1;
      const check = checks.get(line);
      // A constraint that no longer holds shows on the function's own line: name it all the same.
      const owner = check ?? [...checks.entries()].find(([at]) => at > line)?.[1];
      if (!owner) throw new Error(`the compatibility check failed to compile:\n${formatted([diagnostic])}`);
      const why = briefly(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'), dir, owner.pair);
      const { changed } = results[owner.pair];
      changed.set(owner.name, [...(changed.get(owner.name) ?? []), `${check ? check.detail : `${owner.name}'s type parameters changed`}:\n    ${why}`]);
    }
    return results.map(({ removed, added, changed }) => ({
      removed,
      added,
      changed: [...changed.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, details]) => ({ name, detail: details.join('\n  ') })),
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bump a comparison needs: major for a removed or changed name, minor for a new one. */
export function neededBump(comparisons) {
  if (comparisons.some(({ removed, changed }) => removed.length > 0 || changed.length > 0)) return 'major';
  return comparisons.some(({ added }) => added.length > 0) ? 'minor' : 'none';
}

/** Why `current` is not a version that may carry a change needing `needs` since `released`; none when it is. */
export function versionProblems(released, current, needs) {
  if (!parts(current) || !parts(released)) return [`not a major.minor.patch version: ${current} / ${released}`];
  if (below(current, released)) return [`CONTRACTS_VERSION ${current} is lower than the released ${released}`];
  if (needs === 'major' && below(current, next(released, 'major'))) {
    return [`the contract changed incompatibly since ${released}, which needs a new major CONTRACTS_VERSION (${next(released, 'major')}), not ${current}`];
  }
  if (needs === 'minor' && below(current, next(released, 'minor'))) {
    return [`the contract gained names since ${released}, which needs at least CONTRACTS_VERSION ${next(released, 'minor')}, not ${current}`];
  }
  return [];
}

/**
 * Whether today's reports may carry today's version, given the last release's.
 * @param {{ version: string, reports: Map<string, string> }} released  the last release: its version and versioned reports
 * @param {{ version: string, reports: Map<string, string> }} current   today's version and reports
 * @param {{ only?: string[] }} [options]  compare only these reports (a run over some entries)
 * @returns {{ needs: 'major' | 'minor' | 'none', problems: string[], changes: string[] }} `problems`
 *   is empty when the version is high enough; `changes` says what differs, for the reader.
 */
export function compatibility(released, current, { only } = {}) {
  const problems = [];
  const changes = [];
  const compared = [];
  for (const { report, names } of VERSIONED) {
    if (only && !only.includes(report)) continue;
    const before = released.reports.get(report);
    const after = current.reports.get(report);
    if (before === undefined) problems.push(`the release ${released.version} has no ${report}: record the release again`);
    else if (after === undefined) changes.push(`${report}: the entry is gone, and every name of it with it`);
    else compared.push({ report, released: before, current: after, scope: names });
  }
  const comparisons = compared.length ? compareReports(compared) : [];
  comparisons.forEach(({ removed, added, changed }, i) => {
    const { report } = compared[i];
    for (const name of removed) changes.push(`${report}: ${name} was removed`);
    for (const { name, detail } of changed) changes.push(`${report}: ${name} changed incompatibly — ${detail}`);
    for (const name of added) changes.push(`${report}: ${name} was added`);
  });
  const gone = changes.some((change) => change.endsWith('every name of it with it'));
  const needs = gone ? 'major' : neededBump(comparisons);
  problems.push(...versionProblems(released.version, current.version, needs));
  return { needs, problems, changes };
}
