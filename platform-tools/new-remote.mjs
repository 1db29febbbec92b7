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
  { from: 4870, to: 4870, use: 'the component catalogue (pnpm catalogue)' },
  { from: 4880, to: 4898, use: 'the benchmark (pnpm bench: from 4880, one port per service, then its monolith and gateway; room for eight more remotes)' },
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
const MENU_FILE = 'shared-contracts/src/rules/navigation/menu.ts';

export const pascalCase = (name) => camelCase(name).replace(/^[a-z]/, (c) => c.toUpperCase());
/** "sample-report" → "Sample report". */
export const titleOf = (name) => name.replace(/-/g, ' ').replace(/^[a-z]/, (c) => c.toUpperCase());

/** The options of `new-remote`, or the problems with them (each a sentence for the user). */
export function parseOptions(args) {
  const problems = [];
  const positional = args.filter((arg, index) => !arg.startsWith('--') && !(index > 0 && /^--(port|dev-port|title|title-id|serves)$/.test(args[index - 1])));
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
    if (!['port', 'dev-port', 'title', 'title-id', 'serves'].includes(flag)) {
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
  const serves = flags.serves === undefined ? [] : parseServes(flags.serves, problems);
  const options = { name, port, devPort, title, titleId: flags['title-id'] ?? title, serves, dryRun: Boolean(flags.dryRun) };
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

/** `--serves /balance,/cash`: the spec's menu places the remote renders, each a path. */
function parseServes(raw, problems) {
  const paths = raw.split(',').map((part) => part.trim()).filter(Boolean);
  if (!paths.length) problems.push('--serves needs one path or more, separated by commas (e.g. --serves /balance,/cash).');
  for (const p of paths) {
    if (!/^\/[a-z0-9_-]+(?:\/[a-z0-9_-]+)*$/.test(p)) problems.push(`--serves ${p} is not a path like /balance or /credit_cards/payments.`);
  }
  return [...new Set(paths)];
}

/** Whether a declared route (`/x`, or `/x/*` for all under it) renders a path. */
const routeRenders = (route, p) => (route.endsWith('/*') ? p === route.slice(0, -2) || p.startsWith(route.slice(0, -1)) : route === p);

/**
 * What the repository already uses: names, ports, folders, first path segments, and the spec's menu
 * places (MENU_FILE: path → key) with the remote rendering each; a place none renders is free (--serves).
 */
export function readRepository(root) {
  const catalogue = JSON.parse(readFileSync(path.join(root, CATALOGUE_FILE), 'utf8'));
  const services = [catalogue.shell, ...catalogue.remotes, catalogue.gateway];
  const segments = new Map();
  const addPath = (p, owner) => {
    const segment = /^\/([^/:*]+)/.exec(p)?.[1];
    if (segment && !segments.has(segment)) segments.set(segment, owner);
  };
  const readText = (file) => (existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : '');
  const declared = [];
  const menuKeys = new Map();
  for (const remote of catalogue.remotes) {
    const file = path.join(root, remote.package, 'declaration.json');
    if (!existsSync(file)) continue;
    const declaration = JSON.parse(readFileSync(file, 'utf8'));
    for (const route of declaration.routes ?? []) {
      declared.push({ route: route.path, remote: remote.name });
      addPath(route.path, `the ${remote.name} remote`);
    }
    for (const entry of declaration.menu ?? []) {
      addPath(entry.path, `the ${remote.name} remote`);
      menuKeys.set(entry.key, `the ${remote.name} remote`);
    }
  }
  const places = new Map();
  for (const [, key, p] of readText(MENU_FILE).matchAll(/entry\('([^']+)',\s*'(\/[^'#?]*)'/g)) {
    places.set(p, { key, remote: declared.find(({ route }) => routeRenders(route, p))?.remote });
  }
  for (const file of ['host-shell/src/routes.tsx', MENU_FILE, 'shared-contracts/src/rules/navigation/help-menu.ts']) {
    for (const [, p] of readText(file).matchAll(/'(\/[a-zA-Z0-9_-]+)/g)) {
      // A place of the spec's menu that no remote renders is free for a remote (--serves).
      if (places.get(p)?.remote === undefined && places.has(p)) continue;
      addPath(p, `the shell (${file})`);
    }
  }
  for (const segment of SERVER_PATHS) segments.set(segment, "the shell's server");
  const folders = readdirSync(root);
  return { catalogue, services, segments, menuKeys, places, declared, folders };
}

/** Why the name cannot be a new remote's (the name's own path, its menu key, its folder…). */
function nameProblems({ name, serves = [] }, { catalogue, segments, menuKeys, places, folders }) {
  const problems = [];
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
    } else if (places.has(`/${name}`) && !serves.length) {
      problems.push(
        `The path /${name} is the spec's place of the menu entry "${places.get(`/${name}`).key}", which no remote renders yet: ` +
          `to build it, pass --serves /${name} (and the other places the remote renders); the entry keeps the spec's label, group and gate.`,
      );
    }
  }
  return problems;
}

/** Why a --serves path cannot be the new remote's: not a place of the spec's menu, or rendered already. */
function servesProblems(serves, { places, declared }) {
  const problems = [];
  for (const p of serves) {
    const renderer = places.get(p)?.remote ?? declared.find(({ route }) => routeRenders(route, p))?.remote;
    if (renderer !== undefined) problems.push(`--serves ${p}: the ${renderer} remote renders it already.`);
    else if (!places.has(p)) problems.push(`--serves ${p}: no entry of the spec's menu (${MENU_FILE}) has that path.`);
  }
  return problems;
}

/** Why these options cannot be scaffolded (empty: they can), and warnings that do not stop it. */
export function checkOptions(options, repository) {
  const problems = [...nameProblems(options, repository), ...servesProblems(options.serves ?? [], repository)];
  const warnings = [];
  const { port, devPort, title, titleId } = options;
  const { services } = repository;
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
  const { name, port, devPort, title, titleId, serves = [] } = options;
  return {
    entry: { name, package: `mfe-${name}`, env: `MFE_${envKey(name)}_PORT`, port, devPort },
    placeholders: { __name__: name, __Name__: pascalCase(name), __Title__: title, __TitleId__: titleId },
    serves,
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
        const file = path.join(remote.entry.package, relative);
        files.push({ file, text: servingPlaces(relative, fill(readFileSync(full, 'utf8'), remote.placeholders), remote) });
      }
    }
  };
  walk(templateDir);
  return files.sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * A remote serving places of the spec's menu (--serves) renders the template's page at each and adds no
 * menu entry: the spec's entries, with their labels, groups and gates, show once a remote renders them.
 */
function servingPlaces(relative, text, { serves, placeholders }) {
  if (!serves.length) return text;
  if (relative === 'declaration.json') {
    const declaration = JSON.parse(text);
    return `${JSON.stringify({ ...declaration, routes: serves.map((p) => ({ path: p })), menu: [] }, null, 2)}\n`;
  }
  if (relative === path.join('src', 'remote.ts')) {
    const route = `  routes: [{ path: '/${placeholders.__name__}', page: `;
    const [before, after] = text.split(route);
    if (after === undefined) throw new Error(`the template's ${relative} no longer has the line "${route.trim()}…"`);
    const page = after.slice(0, after.indexOf(' }],\n'));
    const routes = serves.map((p) => `    { path: '${p}', page: ${page} },`).join('\n');
    return `${before}  routes: [\n${routes}\n  ],\n${after.slice(after.indexOf(' }],\n') + ' }],\n'.length)}`;
  }
  return text;
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
 * The files a scaffold writes, `{ file, text }` relative to the root: the new package and the catalogue
 * with its new line. Nothing is written here; the files listing remotes follow (`pnpm catalogue:sync`).
 */
export function scaffold(root, options) {
  const remote = remoteOf(options);
  const catalogue = addToCatalogue(readFileSync(path.join(root, CATALOGUE_FILE), 'utf8'), remote);
  return { remote, files: [...packageFiles(remote), { file: CATALOGUE_FILE, text: catalogue }] };
}
