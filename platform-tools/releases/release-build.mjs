import { rmSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder a release publishes (issue 39, docs/decisions/0058-releases-and-cohorts.md): the
 * remote's dist when it is up to date with its sources (read, never written), else a production
 * build made for the release in `buildDir`. Never a build into the dist: that is the deployment's
 * own version, which `pnpm start` serves with the integrity its shell read at start, to every
 * session outside a canary, and whose chunks the open tabs still ask for; a release that rebuilt it
 * changed that version in place and deleted its files (found by an audit of issue 39, 2026-12-03).
 *
 * @param {{ name: string, package: string }} remote
 * @param {{ root: string, buildDir: string, isUpToDate: (target: string) => boolean,
 *   build: (target: string, options: { outDir: string }) => Promise<unknown>, log?: (line: string) => void }} options
 */
export async function releaseBuild(remote, { root, buildDir, isUpToDate, build, log = console.log }) {
  const dist = path.join(root, remote.package, 'dist');
  if (isUpToDate(remote.package)) return dist;
  const out = path.join(buildDir, remote.name);
  rmSync(out, { recursive: true, force: true });
  log(`building ${remote.package} for the release (into ${path.relative(root, out) || out}; its dist stays as it is) …`);
  await build(remote.package, { outDir: out });
  return out;
}
