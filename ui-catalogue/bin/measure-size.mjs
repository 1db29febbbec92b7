// Measures what shared-ui costs on the wire: each shared entry built alone in production mode,
// with the other singletons (react, react-dom, shared-contracts) external as they are in the
// composed stack, and gzipped at level 6 like `pnpm bench`. Usage: node bin/measure-size.mjs [--components] [--json]
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';

const require = createRequire(import.meta.url);
const platformRequire = createRequire(require.resolve('platform-tools/webpack'));
// SHARED_UI_DIR measures another copy (for example main's, extracted with git archive) for a before/after.
const sharedUi = process.env.SHARED_UI_DIR ?? path.dirname(require.resolve('shared-ui/package.json'));

const ENTRIES = Object.fromEntries(
  Object.entries({ core: './src/index.ts', data: './src/data.ts', forms: './src/forms.ts', overlays: './src/overlays.ts', pickers: './src/pickers.ts' }).filter(([, file]) => existsSync(path.join(sharedUi, file))),
);
const EXTERNAL = /^(react|react-dom|react\/jsx-runtime|react-dom\/client|shared-contracts)$/;

const { reactAriaLocales } = await import('platform-tools/webpack');

/** Builds entries in one compilation (shared modules split out once) and sums their files. */
function build(name, entries, { allLocales = false } = {}) {
  const out = mkdtempSync(path.join(tmpdir(), `shared-ui-size-${name}-`));
  const config = {
    mode: 'production',
    context: sharedUi,
    entry: entries,
    plugins: allLocales ? [] : [reactAriaLocales()],
    output: { path: out, filename: '[name].js', library: { type: 'module' } },
    experiments: { outputModule: true },
    externalsType: 'module',
    externals: [({ request }, callback) => (EXTERNAL.test(request ?? '') ? callback(null, request) : callback())],
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: platformRequire.resolve('swc-loader'),
            options: { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } } },
          },
        },
        { test: /\.css$/, use: [platformRequire.resolve('style-loader'), platformRequire.resolve('css-loader')] },
      ],
    },
    optimization: { splitChunks: { chunks: 'all', minSize: 0 } },
    performance: { hints: false },
    devtool: false,
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
      const files = readdirSync(out).filter((file) => file.endsWith('.js'));
      const bytes = files.map((file) => readFileSync(path.join(out, file)));
      rmSync(out, { recursive: true, force: true });
      const raw = bytes.reduce((sum, buffer) => sum + buffer.length, 0);
      const gzip = bytes.reduce((sum, buffer) => sum + gzipSync(buffer, { level: 6 }).length, 0);
      resolve({ entry: name, raw, gzip });
    });
  });
}

/** `--components`: one headless component at a time, to see what each brings. */
const COMPONENTS = {
  Menu: './src/overlays/Menu.tsx',
  Modal: './src/overlays/Modal.tsx',
  Tooltip: './src/overlays/Tooltip.tsx',
  Tabs: './src/overlays/Tabs.tsx',
  Select: './src/pickers/Select.tsx',
  Combobox: './src/pickers/Combobox.tsx',
  DatePicker: './src/pickers/DatePicker.tsx',
  DateRangePicker: './src/pickers/DateRangePicker.tsx',
};

const results = [];
if (process.argv.includes('--components')) {
  for (const [name, entry] of Object.entries(COMPONENTS)) results.push(await build(name, { [name]: entry }));
}
for (const [name, entry] of Object.entries(ENTRIES)) results.push(await build(name, { [name]: entry }));
// Everything shared-ui has, each module once: what a session that uses every component loads.
results.push(await build('all', ENTRIES));
// The same without dropping react-aria's strings for locales the dashboard does not speak.
results.push(await build('all, every react-aria locale', ENTRIES, { allLocales: true }));
if (process.argv.includes('--json')) console.log(JSON.stringify(results));
else for (const result of results) console.log(`${result.entry.padEnd(32)} ${(result.raw / 1000).toFixed(1).padStart(7)} KB raw ${(result.gzip / 1000).toFixed(1).padStart(6)} KB gzip`);
