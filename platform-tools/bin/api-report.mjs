#!/usr/bin/env node
// The API reports of shared-contracts (docs/decisions/0054-api-report-gate.md): one per entry of its
// package.json `exports`, written by API Extractor to shared-contracts/api/<entry>.api.md, with every
// type a reported declaration uses. A change to any entry's surface shows in review as a change to
// its report.
//
//   pnpm api-report             writes the reports anew, then says whether CONTRACTS_VERSION is high enough
//   pnpm api-report --check     fails when a report is out of date, or when the versioned surface changed
//                               more than CONTRACTS_VERSION says since the last release (pnpm unit runs it)
//   pnpm api-report --release   records today's versioned reports as the release of CONTRACTS_VERSION
//                               (shared-contracts/api/released/<version>/), replacing the previous one
//
// `--source <dir>` reads another copy of the package, `--reports <dir>` another report folder, and
// `--entry <specifier>` (repeatable) limits the run to those entries: the tests use them.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PACKAGE_DIR, REPORT_DIR, ROOT, apiReports, contractEntries } from '../api-report/extract.mjs';
import { VERSIONED, compatibility } from '../api-report/compatibility.mjs';
import { contractsVersion } from '../contracts-version.mjs';

/** The reports of a release live here, by version; only the last release is kept (git keeps the rest). */
export const RELEASED = 'released';

/** The last release: its version and versioned reports, or undefined before the first. */
export function lastRelease(reportDir = REPORT_DIR) {
  const folder = path.join(reportDir, RELEASED);
  const versions = existsSync(folder) ? readdirSync(folder) : [];
  if (versions.length === 0) return undefined;
  if (versions.length > 1) throw new Error(`${path.relative(ROOT, folder)} holds ${versions.join(', ')}: keep only the last release`);
  const [version] = versions;
  const reports = new Map();
  for (const { report } of VERSIONED) {
    const file = path.join(folder, version, report);
    if (existsSync(file)) reports.set(report, readFileSync(file, 'utf8'));
  }
  return { version, reports };
}

/** Report files under `reportDir` (the release folder aside), relative to it. */
function committedReports(reportDir) {
  if (!existsSync(reportDir)) return [];
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((dirent) => {
      const full = path.join(dir, dirent.name);
      if (dirent.isDirectory()) return full === path.join(reportDir, RELEASED) ? [] : walk(full);
      return dirent.name.endsWith('.api.md') ? [path.relative(reportDir, full).split(path.sep).join('/')] : [];
    });
  return walk(reportDir).sort();
}

/**
 * Which reports differ from the committed ones: changed, missing, or left from an entry that is gone.
 * @param {Map<string, string>} reports  today's reports (of some entries or all)
 * @param {string[]} entryReports  the report of every entry the package has
 */
export function staleReports(reports, reportDir, entryReports) {
  const stale = [];
  for (const [file, text] of reports) {
    const committed = path.join(reportDir, file);
    if (!existsSync(committed)) stale.push(`${file} is missing`);
    else if (readFileSync(committed, 'utf8') !== text) stale.push(`${file} is out of date`);
  }
  for (const file of committedReports(reportDir)) if (!entryReports.includes(file)) stale.push(`${file} belongs to no entry`);
  return stale;
}

function compatibilityProblems(reports, version, reportDir, partial) {
  const released = lastRelease(reportDir);
  if (!released) return { problems: [], changes: [], released };
  const only = partial ? [...reports.keys()] : undefined;
  return { ...compatibility(released, { version, reports }, { only }), released };
}

function writeReports(reports, reportDir, entryReports) {
  for (const file of committedReports(reportDir)) if (!entryReports.includes(file)) rmSync(path.join(reportDir, file));
  for (const [file, text] of reports) {
    mkdirSync(path.dirname(path.join(reportDir, file)), { recursive: true });
    writeFileSync(path.join(reportDir, file), text);
  }
}

function release(reports, version, reportDir) {
  const released = lastRelease(reportDir);
  const folder = path.join(reportDir, RELEASED);
  if (released?.version === version) {
    const same = VERSIONED.every(({ report }) => released.reports.get(report) === reports.get(report));
    if (same) return `${version} is already released with these reports`;
    throw new Error(`CONTRACTS_VERSION ${version} is already released with other reports: raise the version first`);
  }
  if (released) {
    const { problems } = compatibility(released, { version, reports });
    if (problems.length > 0) throw new Error(problems.join('\n'));
  }
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(path.join(folder, version), { recursive: true });
  for (const { report } of VERSIONED) writeFileSync(path.join(folder, version, report), reports.get(report));
  return `recorded the release ${version} in ${path.relative(ROOT, path.join(folder, version))}`;
}

/** Says whether CONTRACTS_VERSION fits the change since the last release; true when it does. */
function reportCompatibility(reports, version, reportDir, partial) {
  const { problems, changes, released } = compatibilityProblems(reports, version, reportDir, partial);
  if (problems.length > 0) {
    console.error(
      `✖ CONTRACTS_VERSION ${version} does not fit the change since the release ${released.version} (docs/decisions/0054-api-report-gate.md):\n  ${problems.join('\n  ')}\n  ${changes.join('\n  ')}`,
    );
    return false;
  }
  if (released) console.log(`CONTRACTS_VERSION ${version} fits the change since the release ${released.version}${changes.length ? `:\n  ${changes.join('\n  ')}` : ''}`);
  return true;
}

/** Says whether the committed reports are today's; true when they are. */
function reportStale(reports, reportDir, entryReports) {
  const stale = staleReports(reports, reportDir, entryReports);
  if (stale.length === 0) return true;
  console.error(`✖ the API reports are out of date: the surface of shared-contracts changed. Run pnpm api-report and review the diff.\n  ${stale.join('\n  ')}`);
  return false;
}

function options() {
  const { values } = parseArgs({
    options: {
      check: { type: 'boolean', default: false },
      release: { type: 'boolean', default: false },
      source: { type: 'string' },
      reports: { type: 'string' },
      entry: { type: 'string', multiple: true },
    },
  });
  const sourceRoot = values.source ? path.resolve(values.source) : PACKAGE_DIR;
  const allEntries = contractEntries(sourceRoot);
  const entries = allEntries.filter((entry) => !values.entry || values.entry.includes(entry.specifier));
  if (values.entry && entries.length !== values.entry.length) throw new Error(`unknown entry among ${values.entry.join(', ')}`);
  if (values.entry && values.release) throw new Error('a release records every entry: run --release without --entry');
  return {
    ...values,
    sourceRoot,
    entries,
    entryReports: allEntries.map((entry) => entry.report),
    reportDir: values.reports ? path.resolve(values.reports) : REPORT_DIR,
    partial: Boolean(values.entry),
  };
}

function main() {
  const { check, release: releasing, sourceRoot, entries, entryReports, reportDir, partial } = options();
  const reports = apiReports({ sourceRoot, entries });
  const version = contractsVersion(sourceRoot);
  if (releasing) {
    const stale = staleReports(reports, reportDir, entryReports);
    if (stale.length > 0) throw new Error(`the reports are out of date; run pnpm api-report first:\n  ${stale.join('\n  ')}`);
    console.log(release(reports, version, reportDir));
    return 0;
  }
  if (check) {
    const current = reportStale(reports, reportDir, entryReports);
    const fits = reportCompatibility(reports, version, reportDir, partial);
    if (current && fits) console.log('API reports up to date');
    return current && fits ? 0 : 1;
  }
  writeReports(reports, reportDir, entryReports);
  console.log(`wrote ${reports.size} reports to ${path.relative(ROOT, reportDir)}`);
  return reportCompatibility(reports, version, reportDir, partial) ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.exitCode = main();
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
