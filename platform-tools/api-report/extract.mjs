// The API report of shared-contracts, one file per entry of its package.json `exports`, written by
// API Extractor (docs/decisions/0054-api-report-gate.md). API Extractor reads declaration files, so
// the entries' sources are first compiled to `.d.ts` (TypeScript, declarations only) in a folder
// beside the package; one compiler state serves every entry.
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const PACKAGE_DIR = path.join(ROOT, 'shared-contracts');
export const PACKAGE_NAME = 'shared-contracts';
/** Where the reports live: `<entry>.api.md`, by the entry's import specifier (docs/decisions/0054). */
export const REPORT_DIR = path.join(PACKAGE_DIR, 'api');
/** Generated declarations and reports before they are compared; ignored by git (`.build/`). */
const BUILD_DIR = path.join(PACKAGE_DIR, '.build', 'api-report');

/** Test files and test fixtures sit beside the code under `areas/` but are no entries. */
const NOT_AN_ENTRY = /\.(test|fixture)\.tsx?$/;

/**
 * The entries of shared-contracts: each TypeScript target of package.json `exports`, a `*` pattern
 * expanded to the files it matches. JSON exports (`./deployment-defaults.json`, `./package.json`)
 * carry no TypeScript declarations and have no report.
 * @returns {{ specifier: string, source: string, report: string }[]} sorted by specifier; `source`
 *   relative to the package, `report` relative to the report folder.
 */
export function contractEntries(packageDir = PACKAGE_DIR) {
  const { exports } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const entries = [];
  for (const [key, target] of Object.entries(exports)) {
    if (!/\.tsx?$/.test(target)) continue;
    const name = (subpath) => (subpath === '.' ? PACKAGE_NAME : `${PACKAGE_NAME}/${subpath.slice(2)}`);
    const reportOf = (subpath) => `${subpath === '.' ? PACKAGE_NAME : subpath.slice(2)}.api.md`;
    if (!key.includes('*')) {
      entries.push({ specifier: name(key), source: path.posix.normalize(target), report: reportOf(key) });
      continue;
    }
    const [before, after] = target.split('*');
    const folder = path.join(packageDir, before);
    for (const file of filesUnder(folder)) {
      const relative = path.relative(folder, file).split(path.sep).join('/');
      if (NOT_AN_ENTRY.test(relative) || !relative.endsWith(after)) continue;
      const matched = relative.slice(0, relative.length - after.length);
      const subpath = key.replace('*', matched);
      entries.push({ specifier: name(subpath), source: path.posix.normalize(`${before}${relative}`), report: reportOf(subpath) });
    }
  }
  return entries.sort((a, b) => a.specifier.localeCompare(b.specifier));
}

function filesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((dirent) => {
    const full = path.join(dirent.parentPath ?? dirent.path, dirent.name);
    return dirent.isDirectory() ? filesUnder(full) : [full];
  });
}

/** How API Extractor reads the declarations: as the workspace compiles (tsconfig.base.json). */
function analysisOptions() {
  const base = ts.readConfigFile(path.join(ROOT, 'tsconfig.base.json'), ts.sys.readFile);
  return { ...base.config.compilerOptions, types: [] };
}

/** The workspace's compiler options (tsconfig.base.json), set to write declarations only. */
function declarationOptions(outDir, rootDir) {
  const { options } = ts.convertCompilerOptionsFromJson(analysisOptions(), ROOT);
  return { ...options, noEmit: false, declaration: true, emitDeclarationOnly: true, outDir, rootDir, types: [] };
}

/**
 * Writes the `.d.ts` of every file the entries reach. A declaration that cannot be written (a name
 * TypeScript cannot print) fails here, with the compiler's words.
 */
function emitDeclarations(sourceRoot, entries, outDir) {
  const program = ts.createProgram(
    entries.map((entry) => path.join(sourceRoot, entry.source)),
    declarationOptions(outDir, path.join(sourceRoot, 'src')),
  );
  const result = program.emit(undefined, undefined, undefined, true);
  const errors = result.diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0) {
    const text = ts.formatDiagnostics(errors, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => ROOT, getNewLine: () => '\n' });
    throw new Error(`declarations of shared-contracts could not be written:\n${text}`);
  }
}

/** Messages API Extractor adds to a report or fails on; the rest (TSDoc style, release tags) is not this report's business. */
const MESSAGES = {
  compilerMessageReporting: { default: { logLevel: 'error', addToApiReportFile: false } },
  extractorMessageReporting: {
    default: { logLevel: 'none', addToApiReportFile: false },
    // A type a reported declaration uses but the entry does not export: reported all the same
    // (includeForgottenExports), with this note, so the report covers every type a caller meets.
    'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
    'ae-wrong-input-file-type': { logLevel: 'error' },
  },
  tsdocMessageReporting: { default: { logLevel: 'none', addToApiReportFile: false } },
};

/**
 * The API reports of the entries, by report path: API Extractor's `.api.md` text for each.
 * @param {{ sourceRoot?: string, entries?: ReturnType<typeof contractEntries> }} [options]
 *   `sourceRoot`: a folder laid out like shared-contracts (package.json, src/) — another copy of the
 *   package, as the tests make; it must sit inside shared-contracts for node_modules to resolve.
 * @returns {Map<string, string>}
 */
export function apiReports({ sourceRoot = PACKAGE_DIR, entries = contractEntries(sourceRoot) } = {}) {
  const work = path.join(BUILD_DIR, `${process.pid}-${Date.now()}`);
  const typesDir = path.join(work, 'types');
  const reportsDir = path.join(work, 'reports');
  try {
    emitDeclarations(sourceRoot, entries, typesDir);
    const dts = (entry) => path.join(typesDir, entry.source.replace(/^src\//, '').replace(/\.tsx?$/, '.d.ts'));
    let compilerState;
    const reports = new Map();
    for (const entry of entries) {
      const reportFolder = path.join(reportsDir, path.dirname(entry.report));
      mkdirSync(reportFolder, { recursive: true });
      const config = ExtractorConfig.prepare({
        configObject: {
          projectFolder: sourceRoot,
          mainEntryPointFilePath: dts(entry),
          compiler: { overrideTsconfig: { compilerOptions: analysisOptions(), files: [dts(entry)] } },
          apiReport: {
            enabled: true,
            reportFolder,
            reportTempFolder: reportFolder,
            reportFileName: path.basename(entry.report, '.api.md'),
            includeForgottenExports: true,
          },
          docModel: { enabled: false },
          dtsRollup: { enabled: false },
          tsdocMetadata: { enabled: false },
          newlineKind: 'lf',
          messages: MESSAGES,
        },
        configObjectFullPath: undefined,
        packageJsonFullPath: path.join(sourceRoot, 'package.json'),
        packageJson: { name: PACKAGE_NAME, version: '0.0.0' },
      });
      compilerState ??= CompilerState.create(config, { additionalEntryPoints: entries.map(dts) });
      const problems = [];
      const result = Extractor.invoke(config, {
        compilerState,
        localBuild: true,
        messageCallback(message) {
          message.handled = true;
          if (message.logLevel === 'error') problems.push(message.formatMessageWithLocation(work));
        },
      });
      if (!result.succeeded || problems.length > 0) {
        throw new Error(`API Extractor failed on ${entry.specifier}:\n${problems.join('\n')}`);
      }
      // API Extractor names the package; the report names the entry, as a caller imports it. A note
      // it cannot attach to a declaration names the generated file and line, which change with any
      // edit: the report keeps the note, not the place.
      const text = readFileSync(path.join(reportsDir, entry.report), 'utf8')
        .replace(`API Report File for "${PACKAGE_NAME}"`, `API Report File for "${entry.specifier}"`)
        .replace(/^\/\/ \S+\.d\.ts:\d+:\d+ - \(/gm, '// Warning: (');
      reports.set(entry.report, text);
    }
    return reports;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
