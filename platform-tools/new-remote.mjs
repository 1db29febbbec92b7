// `pnpm new-remote <name> --port <n>`: a new remote with the shape of the others, registered in every
// place that lists remotes (README "Adding a remote"). Pure functions from the repository's files to
// their new contents; platform-tools/bin/new-remote.mjs reads and writes them. Tests:
// platform-tools/test/new-remote.test.mjs (input checks, each edit) and e2e/tests/new-remote.spec.ts
// (a scaffolded remote in a copy of the repository type-checks, lints, passes its test, builds and
// loads in the shell).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isScalar, parseAllDocuments, parseDocument, Pair, Scalar, visit } from 'yaml';

export const TEMPLATE_DIR = path.join(import.meta.dirname, 'remote-template');

/** The files a scaffold changes besides the new package, relative to the repository root. */
export const EDITED_FILES = {
  catalogue: 'platform-tools/catalogue.json',
  compose: 'docker-compose.yml',
  envExample: '.env.example',
  k8sConfigMap: 'deploy/k8s/configmap.yaml',
  k8sRemotes: 'deploy/k8s/remotes.yaml',
  k8sIngress: 'deploy/k8s/ingress.yaml',
  benchRemotes: 'bench/src/monolith/bundled-remotes.ts',
  benchPackage: 'bench/package.json',
};

/**
 * The project's local ports (README "Ports"): a new remote takes a free one outside the ranges the
 * tests and tools use at run time, with its dev server on port + 1000 by convention.
 */
export const RESERVED_PORTS = [
  { from: 4806, to: 4808, use: 'the browser tests’ fixture remotes (broken, incompatible, squad and the scaffold test)' },
  { from: 4820, to: 4827, use: 'the nginx serving test (pnpm serving:nginx)' },
  { from: 4880, to: 4887, use: 'the benchmark (pnpm bench)' },
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

export const camelCase = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
export const pascalCase = (name) => camelCase(name).replace(/^[a-z]/, (c) => c.toUpperCase());
/** The name in environment variables: REMOTE_<KEY>_MANIFEST, MFE_<KEY>_PORT. */
export const envKey = (name) => name.toUpperCase().replace(/-/g, '_');
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
  const catalogue = JSON.parse(readFileSync(path.join(root, EDITED_FILES.catalogue), 'utf8'));
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

/** What the scaffold writes: the remote as the catalogue lists it, and the values its files take. */
export function remoteOf(options) {
  const { name, port, devPort, title, titleId } = options;
  return {
    entry: { name, package: `mfe-${name}`, env: `MFE_${envKey(name)}_PORT`, port, devPort, mount: 'react' },
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

// ---- the files that list remotes ----

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

/** The catalogued remote whose entries in the deployment files serve as the pattern for a new one. */
const patternOf = (catalogue) => catalogue.remotes.find((remote) => remote.mount === 'react') ?? catalogue.remotes[0];

/** docker-compose.yml: a service like the other remotes', in alphabetical order, and the shell waits for it. */
export function addToCompose(text, remote, catalogue) {
  const document = parseDocument(text);
  const services = document.get('services');
  const pattern = patternOf(catalogue);
  const patternPair = services.items.find((pair) => String(pair.key) === pattern.name);
  if (!patternPair) throw new Error(`docker-compose.yml has no service "${pattern.name}" to copy`);
  const service = patternPair.value.clone();
  service.setIn(['build', 'args', 'PACKAGE'], remote.entry.package);
  const port = service.getIn(['ports', 0], true);
  port.value = port.value.replace(`:${pattern.port}:`, `:${remote.entry.port}:`);
  const key = new Scalar(remote.entry.name);
  key.spaceBefore = true;
  insertSorted(services, new Pair(key, service));

  const dependsOn = services.get('shell').get('depends_on');
  const condition = dependsOn.get(pattern.name).clone();
  insertSorted(dependsOn, new Pair(new Scalar(remote.entry.name), condition));
  return document.toString({ lineWidth: 0, flowCollectionPadding: true });
}

/** Inserts a pair into a map in alphabetical order of the keys (the order dclint asks for). */
function insertSorted(map, pair) {
  const name = String(pair.key.value);
  const index = map.items.findIndex((item) => String(item.key) > name);
  if (index === -1) {
    map.items.push(pair);
    return;
  }
  // The blank line before the next key moves to the new one, which now comes first of the two.
  const next = map.items[index].key;
  if (index === 0 && next.spaceBefore === undefined) pair.key.spaceBefore = undefined;
  map.items.splice(index, 0, pair);
}

/** .env.example: the remote's REMOTE_* variables after the last remote's. */
export function addToEnvExample(text, remote) {
  const key = envKey(remote.entry.name);
  const lines = text.split('\n');
  const last = lines.findLastIndex((line) => /^REMOTE_[A-Z0-9_]+_MOUNT=/.test(line));
  if (last === -1) throw new Error('.env.example has no REMOTE_*_MOUNT line to follow');
  lines.splice(
    last + 1,
    0,
    `REMOTE_${key}_MANIFEST=http://localhost:${remote.entry.port}/mf-manifest.json`,
    `REMOTE_${key}_VERSION=0.1.0`,
    `REMOTE_${key}_MOUNT=${remote.entry.mount}`,
  );
  return lines.join('\n');
}

const K8S_STRING = { lineWidth: 0, flowCollectionPadding: false };

/** deploy/k8s/configmap.yaml: the remote's registry variables (a CDN URL like the others') after the last remote's. */
export function addToK8sConfigMap(text, remote, catalogue) {
  const document = parseDocument(text);
  const data = document.get('data');
  const pattern = envKey(patternOf(catalogue).name);
  const key = envKey(remote.entry.name);
  const manifest = String(data.get(`REMOTE_${pattern}_MANIFEST`)).replace(`//${patternOf(catalogue).name}.`, `//${remote.entry.name}.`);
  const last = data.items.findLastIndex((pair) => /^REMOTE_[A-Z0-9_]+_MOUNT$/.test(String(pair.key)));
  data.items.splice(
    last + 1,
    0,
    document.createPair(`REMOTE_${key}_MANIFEST`, manifest),
    document.createPair(`REMOTE_${key}_VERSION`, '0.1.0'),
    document.createPair(`REMOTE_${key}_MOUNT`, remote.entry.mount),
  );
  return document.toString(K8S_STRING);
}

/** Replaces one package name by another in every string and comment of a YAML node. */
function renamePackage(node, from, to) {
  const rename = (value) => (typeof value === 'string' ? value.split(from).join(to) : value);
  visit(node, (_, item) => {
    if (item.commentBefore) item.commentBefore = rename(item.commentBefore);
    if (item.comment) item.comment = rename(item.comment);
    if (isScalar(item)) item.value = rename(item.value);
  });
}

/** deploy/k8s/remotes.yaml: a Deployment and a Service like the other remotes', appended. */
export function addToK8sRemotes(text, remote, catalogue) {
  const documents = parseAllDocuments(text);
  const pattern = patternOf(catalogue).package;
  const copies = documents
    .filter((document) => document.getIn(['metadata', 'name']) === pattern)
    .map((document) => {
      const copy = document.clone();
      copy.commentBefore = null;
      renamePackage(copy.contents, pattern, remote.entry.package);
      copy.directives.docStart = true;
      return copy;
    });
  if (copies.length !== 2) throw new Error(`deploy/k8s/remotes.yaml has no Deployment and Service "${pattern}" to copy`);
  return [...documents, ...copies].map((document) => document.toString(K8S_STRING)).join('');
}

/** deploy/k8s/ingress.yaml: the remote's own host, with TLS, routed to its Service. */
export function addToK8sIngress(text, remote, catalogue) {
  const document = parseDocument(text);
  const pattern = patternOf(catalogue);
  const hostOf = (host) => host.replace(new RegExp(`^${pattern.name}\\.`), `${remote.entry.name}.`);
  const hosts = document.getIn(['spec', 'tls', 0, 'hosts']);
  const patternHost = hosts.items.map(String).find((host) => host.startsWith(`${pattern.name}.`));
  if (!patternHost) throw new Error(`deploy/k8s/ingress.yaml has no host for "${pattern.name}" to copy`);
  hosts.add(hostOf(patternHost));
  const rules = document.getIn(['spec', 'rules']);
  const patternRule = rules.items.find((rule) => String(rule.get('host')) === patternHost);
  const rule = patternRule.clone();
  rule.set('host', hostOf(patternHost));
  renamePackage(rule, pattern.package, remote.entry.package);
  rules.add(rule);
  return document.toString(K8S_STRING);
}

/** bench/src/monolith/bundled-remotes.ts: the remote's module and declaration, bundled into the monolith. */
export function addToBenchRemotes(text, remote) {
  const { name, package: pkg } = remote.entry;
  const id = camelCase(name);
  const imports = [`import ${id}Declaration from '${pkg}/declaration.json';`, `import ${id} from '${pkg}/src/remote';`];
  const lines = text.split('\n');
  const remoteImports = lines.map((line, index) => [line, index]).filter(([line]) => /^import \w+ from 'mfe-[^']+';$/.test(line));
  if (remoteImports.length === 0) throw new Error('bundled-remotes.ts has no remote import to follow');
  // Keep the imports in the order of their specifiers, as the file has them.
  const after = remoteImports.filter(([line]) => /'([^']+)'/.exec(line)[1] < `${pkg}/`).at(-1);
  lines.splice(after ? after[1] + 1 : remoteImports[0][1], 0, ...imports);
  const close = lines.findIndex((line) => line === '];');
  if (close === -1 || !lines[close - 1].startsWith('  { module:')) throw new Error('bundled-remotes.ts: BUNDLED_REMOTES does not end as expected');
  lines.splice(close, 0, `  { module: ${id}, declaration: ${id}Declaration },`);
  return lines.join('\n');
}

/** bench/package.json: the monolith depends on every remote's package (kept in alphabetical order). */
export function addToBenchPackage(text, remote) {
  const manifest = JSON.parse(text);
  const dependencies = { ...manifest.dependencies, [remote.entry.package]: 'workspace:*' };
  manifest.dependencies = Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Every file a scaffold writes or rewrites: `{ file, text }`, relative to the root. Nothing is written here. */
export function scaffold(root, options) {
  const repository = readRepository(root);
  const remote = remoteOf(options);
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  const { catalogue } = repository;
  const edits = [
    [EDITED_FILES.catalogue, (text) => addToCatalogue(text, remote)],
    [EDITED_FILES.compose, (text) => addToCompose(text, remote, catalogue)],
    [EDITED_FILES.envExample, (text) => addToEnvExample(text, remote)],
    [EDITED_FILES.k8sConfigMap, (text) => addToK8sConfigMap(text, remote, catalogue)],
    [EDITED_FILES.k8sRemotes, (text) => addToK8sRemotes(text, remote, catalogue)],
    [EDITED_FILES.k8sIngress, (text) => addToK8sIngress(text, remote, catalogue)],
    [EDITED_FILES.benchRemotes, (text) => addToBenchRemotes(text, remote)],
    [EDITED_FILES.benchPackage, (text) => addToBenchPackage(text, remote)],
  ];
  return {
    remote,
    files: [...packageFiles(remote), ...edits.map(([file, edit]) => ({ file, text: edit(read(file)) }))],
  };
}
