// `pnpm catalogue:sync`: every file that lists the remotes, derived from platform-tools/catalogue.json
// (docs/decisions/0050-one-catalogue.md). Code that can read the catalogue at run time does (ports,
// build targets, the registry, jest roots, lint zones, the bench's ports, the e2e setup); the files
// below cannot (YAML, .env, package.json, a statically imported module, the README), so they are
// written from it: whole, or between marked lines.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchPackage, bundledRemotes } from './bench.mjs';
import { composeFile } from './compose.mjs';
import { readContext } from './context.mjs';
import { envExample } from './env-example.mjs';
import { k8sConfigMap, k8sIngress, k8sRemotes } from './k8s.mjs';
import { readmePorts } from './readme.mjs';

/** Each derived file, relative to the repository root, and how its text follows from the catalogue. */
export const DERIVED_FILES = [
  { file: 'docker-compose.yml', derive: composeFile },
  { file: '.env.example', derive: envExample },
  { file: 'deploy/k8s/configmap.yaml', derive: k8sConfigMap },
  { file: 'deploy/k8s/remotes.yaml', derive: k8sRemotes, whole: true },
  { file: 'deploy/k8s/ingress.yaml', derive: k8sIngress },
  { file: 'bench/package.json', derive: benchPackage },
  { file: 'bench/src/monolith/bundled-remotes.ts', derive: bundledRemotes, whole: true },
  { file: 'README.md', derive: readmePorts },
];

/**
 * What each derived file should hold: `{ file, current, next }`, or `{ file, problem }` when it
 * cannot be derived (a hand-written file without its markers, say). Writes nothing.
 */
export function plan(root) {
  const context = readContext(root);
  return DERIVED_FILES.map(({ file, derive, whole }) => {
    const full = path.join(root, file);
    const current = existsSync(full) ? readFileSync(full, 'utf8') : undefined;
    if (current === undefined && !whole) return { file, problem: 'is missing' };
    try {
      return { file, current, next: derive(current ?? '', context) };
    } catch (error) {
      return { file, problem: error instanceof Error ? error.message : String(error) };
    }
  });
}

/** The files whose text is not what the catalogue gives, and the problems that stop the sync. */
export function check(root) {
  const planned = plan(root);
  return {
    stale: planned.filter((entry) => !entry.problem && entry.current !== entry.next).map((entry) => entry.file),
    problems: planned.filter((entry) => entry.problem).map((entry) => `${entry.file} ${entry.problem}`),
  };
}

/** Writes every stale file and returns their paths; writes nothing when any file has a problem. */
export function sync(root) {
  const planned = plan(root);
  const problems = planned.filter((entry) => entry.problem);
  if (problems.length) throw new Error(problems.map((entry) => `${entry.file} ${entry.problem}`).join('\n'));
  const stale = planned.filter((entry) => entry.current !== entry.next);
  for (const { file, next } of stale) writeFileSync(path.join(root, file), next);
  return stale.map((entry) => entry.file);
}
