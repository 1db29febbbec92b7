// `pnpm new-remote <name> --port <n>`: a new remote with the shape of the others (README "Adding a
// remote"): the package copied from platform-tools/remote-template/ and one line in the catalogue;
// `pnpm catalogue:sync` then writes every file that lists remotes (docs/decisions/0050-one-catalogue.md).
// Pure functions from the repository's files to the new files; platform-tools/bin/new-remote.mjs
// writes them and runs the sync. Tests: platform-tools/test/new-remote.test.mjs (input checks, the
// package, the catalogue line), platform-tools/test/sixth-remote.test.mjs (a scaffold in a copy of
// the repository, then the bench's and the e2e setup's lists over it) and e2e/tests/new-remote.spec.ts
// (a scaffolded remote in a copy of the repository type-checks, lints, passes its test, builds and
// loads in the shell).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUE_FILE, camelCase, envKey } from './catalogue-sync/context.mjs';

export const TEMPLATE_DIR = path.join(import.meta.dirname, 'remote-template');

/**
 * The project's local ports (README "Ports"): a new remote takes a free one outside the ranges the
 * tests and tools use at run time, with its dev server on port + 1000 by convention.
 */
export const RESERVED_PORTS = [
  { from: 4806, to: 4807, use: 'the browser tests’ fixture remotes (broken, incompatible)' },
  { from: 4820, to: 4827, use: 'the nginx serving test (pnpm serving:nginx)' },
  { from: 4830, to: 4859, use: 'the browser tests’ servers of each worker (shell, sandbox gateway, squad and the scaffold test)' },
  { from: 4880, to: 4889, use: 'the benchmark (pnpm bench: from 4880, one port per service, then its monolith and gateway)' },
  { from: 4890, to: 4890, use: 'the component catalogue (pnpm catalogue)' },
];

const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const TITLE = /^[\p{L}\p{N}][\p{L}\p{N} ,.&()/-]*$/u;
// A remote's name becomes a JavaScript identifier (camelCase) in the benchmark's monolith.
const RESERVED_WORDS = new Set(
  ('await break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if implements import in instanceof interface let new null package private protected public return static ' +
    'super switch this throw true try typeof var void while with yield').split(' '),
);
/** Paths of the shell's server and its gateway proxy, besides its pages. */
const SERVER_PATHS = ['api', 'remotes.json', 'deployment.json', 'mf-manifest.json'];

export const pascalCase = (name) => camelCase(name).replace(/^[a-z]/, (c) => c.toUpperCase());
/** "sample-report" → "Sample report". */
export const titleOf = (name) => name.replace(/-/g, ' ').replace(/^[a-z]/, (c) => c.toUpperCase());

/** The options of `new-remote`, or the problems with them (each a sentence for the user). */
export function parseOptions(args) {
  const problems = [];
  const positional = args.filter((arg, index) => !arg.startsWith('--') && !(index > 0 && /^--(port|dev-port|title|title-id)$/.test(args[index - 1])));
  if (positional.length !== 1) problems.push(positional.length ? `One name only, got ${positional.join(', ')}.` : 'Name the remote.');
  const flags = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (!arg.startsWith('--')) continue;
    const [flag, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (flag === 'dry-run') {
      flags.dryRun = true;
      continue;
    }
    if (!['port', 'dev-port', 'title', 'title-id'].includes(flag)) {
      problems.push(`Unknown option --${flag}.`);
      continue;
    }
    const value = inline ?? args[++i];
    if (value === undefined || value.startsWith('--')) problems.push(`--${flag} needs a value.`);
    else flags[flag] = value;
  }
  const port = parsePort(flags.port, '--port', problems, true);
  const devPort = flags['dev-port'] === undefined ? (port === undefined ? undefined : port + 1000) : parsePort(flags['dev-port'], '--dev-port', problems);
  const name = positional[0];
  const title = flags.title ?? (name && NAME.test(name) ? titleOf(name) : undefined);
  const options = { name, port, devPort, title, titleId: flags['title-id'] ?? title, dryRun: Boolean(flags.dryRun) };
  return { options, problems };
}

function parsePort(raw, flag, problems, required = false) {
  if (raw === undefined) {
    if (required) problems.push(`${flag} <n> is required: the remote's port in pnpm start and docker compose.`);
    return undefined;
  }
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1024 || port > 65535) {
    problems.push(`${flag} ${raw} is not a port number from 1024 to 65535.`);
    return undefined;
  }
  return port;
}

/** What the repository already uses: names, ports, folders and first path segments. */
export function readRepository(root) {
  const catalogue = JSON.parse(readFileSync(path.join(root, CATALOGUE_FILE), 'utf8'));
  const services = [catalogue.shell, ...catalogue.remotes, catalogue.gateway];
  const segments = new Map();
  const addPath = (p, owner) => {
    const segment = /^\/([^/:*]+)/.exec(p)?.[1];
    if (segment && !segments.has(segment)) segments.set(segment, owner);
  };
  for (const file of [
    'host-shell/src/routes.tsx',
    'shared-contracts/src/rules/navigation/menu.ts',
    'shared-contracts/src/rules/navigation/help-menu.ts',
  ]) {
    const full = path.join(root, file);
    if (!existsSync(full)) continue;
    for (const [, p] of readFileSync(full, 'utf8').matchAll(/'(\/[a-zA-Z0-9_-]+)/g)) addPath(p, `the shell (${file})`);
  }
  const menuKeys = new Map();
  for (const remote of catalogue.remotes) {
    const file = path.join(root, remote.package, 'declaration.json');
    if (!existsSync(file)) continue;
    const declaration = JSON.parse(readFileSync(file, 'utf8'));
    for (const route of declaration.routes ?? []) addPath(route.path, `the ${remote.name} remote`);
    for (const entry of declaration.menu ?? []) {
      addPath(entry.path, `the ${remote.name} remote`);
      menuKeys.set(entry.key, `the ${remote.name} remote`);
    }
  }
  for (const segment of SERVER_PATHS) segments.set(segment, "the shell's server");
  const folders = readdirSync(root);
  return { catalogue, services, segments, menuKeys, folders };
}

/** Why these options cannot be scaffolded (empty: they can), and warnings that do not stop it. */
export function checkOptions(options, repository) {
  const problems = [];
  const warnings = [];
  const { name, port, devPort, title, titleId } = options;
  const { catalogue, services, segments, menuKeys, folders } = repository;
  if (name !== undefined) {
    if (!NAME.test(name) || name.length > 40) {
      problems.push(`"${name}" is not a remote name: lower-case letters, digits and single dashes, starting with a letter (e.g. "payouts" or "risk-reports").`);
    } else if (name === 'shell' || name === 'gateway') {
      problems.push(`"${name}" is the name of the platform's ${name}; choose another name.`);
    } else if (catalogue.remotes.some((remote) => remote.name === name)) {
      problems.push(`There is already a remote called "${name}" in platform-tools/catalogue.json.`);
    } else if (RESERVED_WORDS.has(camelCase(name))) {
      problems.push(`"${name}" is a JavaScript reserved word; choose another name.`);
    } else if (folders.includes(`mfe-${name}`)) {
      problems.push(`The folder mfe-${name} already exists; remove it or choose another name.`);
    } else if (segments.has(name)) {
      problems.push(`The path /${name} belongs to ${segments.get(name)}; choose another name.`);
    } else if (menuKeys.has(name)) {
      problems.push(`The menu key "${name}" belongs to ${menuKeys.get(name)}; choose another name.`);
    }
  }
  if (title !== undefined && !TITLE.test(title)) problems.push(`--title "${title}" may hold letters, digits, spaces and , . & ( ) / - only.`);
  if (titleId !== undefined && titleId !== title && !TITLE.test(titleId)) {
    problems.push(`--title-id "${titleId}" may hold letters, digits, spaces and , . & ( ) / - only.`);
  }
  const taken = new Map();
  for (const service of services) {
    taken.set(service.port, `${service.name} (${service.env})`);
    if (service.devPort) taken.set(service.devPort, `the dev server of ${service.name}`);
  }
  const free = () => {
    let candidate = 4811;
    while (taken.has(candidate) || taken.has(candidate + 1000) || RESERVED_PORTS.some((r) => candidate >= r.from && candidate <= r.to)) candidate += 1;
    return candidate;
  };
  if (port !== undefined && taken.has(port)) problems.push(`Port ${port} is taken by ${taken.get(port)}; a free one is ${free()}.`);
  if (devPort !== undefined && taken.has(devPort)) problems.push(`Dev port ${devPort} is taken by ${taken.get(devPort)}; pass --dev-port <n>.`);
  if (port !== undefined && port === devPort) problems.push('--port and --dev-port must differ.');
  for (const reserved of RESERVED_PORTS) {
    for (const [label, value] of [['Port', port], ['Dev port', devPort]]) {
      if (value !== undefined && value >= reserved.from && value <= reserved.to) {
        warnings.push(`${label} ${value} is also used by ${reserved.use}: those cannot run while this remote's server does. A free port is ${free()}.`);
      }
    }
  }
  return { problems, warnings };
}

/**
 * What the scaffold writes: the remote as the catalogue lists it, and the values its files take. It
 * mounts as react: the template's declaration.json says nothing else.
 */
export function remoteOf(options) {
  const { name, port, devPort, title, titleId } = options;
  return {
    entry: { name, package: `mfe-${name}`, env: `MFE_${envKey(name)}_PORT`, port, devPort },
    placeholders: { __name__: name, __Name__: pascalCase(name), __Title__: title, __TitleId__: titleId },
  };
}

// ---- the new package, from platform-tools/remote-template/ ----

const fill = (text, placeholders) => text.replace(/__(?:name|Name|Title|TitleId)__/g, (key) => placeholders[key]);

/** Every file of the new package: path relative to the repository root, and its text. */
export function packageFiles(remote, templateDir = TEMPLATE_DIR) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.tmpl')) {
        const relative = fill(path.relative(templateDir, full).slice(0, -'.tmpl'.length), remote.placeholders);
        files.push({ file: path.join(remote.entry.package, relative), text: fill(readFileSync(full, 'utf8'), remote.placeholders) });
      }
    }
  };
  walk(templateDir);
  return files.sort((a, b) => a.file.localeCompare(b.file));
}

// ---- the one catalogue line ----

const inline = (object) => `{ ${Object.entries(object).map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`).join(', ')} }`;

/** catalogue.json in its own layout: one line per service. */
export function formatCatalogue(catalogue) {
  const lines = Object.entries(catalogue).map(([key, value]) =>
    Array.isArray(value)
      ? `  ${JSON.stringify(key)}: [\n${value.map((item) => `    ${inline(item)}`).join(',\n')}\n  ]`
      : `  ${JSON.stringify(key)}: ${typeof value === 'object' ? inline(value) : JSON.stringify(value)}`,
  );
  return `{\n${lines.join(',\n')}\n}\n`;
}

export function addToCatalogue(text, remote) {
  const catalogue = JSON.parse(text);
  catalogue.remotes.push(remote.entry);
  return formatCatalogue(catalogue);
}

/**
 * The files a scaffold writes, `{ file, text }` relative to the root: the new package and the
 * catalogue with its new line. Nothing is written here; the files that list remotes follow from the
 * catalogue (`pnpm catalogue:sync`).
 */
export function scaffold(root, options) {
  const remote = remoteOf(options);
  const catalogue = addToCatalogue(readFileSync(path.join(root, CATALOGUE_FILE), 'utf8'), remote);
  return { remote, files: [...packageFiles(remote), { file: CATALOGUE_FILE, text: catalogue }] };
}
