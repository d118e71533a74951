// Builds the extension (Node, cjs), the CLI, one browser bundle per webview and the
// extension-host test suites. `--production` minifies without sourcemaps; `--watch` rebuilds.
import * as esbuild from 'esbuild';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');
const withTests = !process.argv.includes('--no-tests');

const common = {
  bundle: true,
  minify: production,
  sourcemap: production ? false : 'linked',
  logLevel: 'warning',
  metafile: true,
  legalComments: 'none',
};

const nodeTarget = { ...common, platform: 'node', format: 'cjs', target: 'node20', external: ['vscode'] };

/** Every folder of src/webviews/ with a main.ts is one panel bundle; `shared/` is imported, not built. */
function webviewEntries() {
  const dir = 'src/webviews';
  if (!existsSync(dir)) return {};
  const entries = {};
  for (const name of readdirSync(dir)) {
    const main = join(dir, name, 'main.ts');
    if (existsSync(main)) entries[name] = main;
  }
  return entries;
}

/** Extension-host suites: test/integration/<suite>/index.ts → out/test/<suite>/index.js */
function suiteEntries() {
  const dir = 'test/integration';
  if (!withTests || !existsSync(dir)) return {};
  const entries = {};
  for (const name of readdirSync(dir)) {
    const index = join(dir, name, 'index.ts');
    if (existsSync(index)) entries[`${name}/index`] = index;
  }
  return entries;
}

const builds = [
  // The site worker is its own file: mapping, indexing and the config parser stay out of dist/extension.js.
  { ...nodeTarget, entryPoints: { extension: 'src/extension/main.ts', siteWorker: 'src/core/site/worker/siteWorker.ts' }, outdir: 'dist' },
  { ...nodeTarget, entryPoints: { cli: 'src/cli/main.ts' }, outdir: 'dist', banner: { js: '#!/usr/bin/env node' } },
  { ...common, platform: 'browser', format: 'iife', target: 'chrome120', entryPoints: webviewEntries(), outdir: 'dist/webviews' },
];
const suites = suiteEntries();
if (Object.keys(suites).length) {
  // mocha stays external: the suites load it from node_modules inside the extension host.
  builds.push({ ...nodeTarget, minify: false, sourcemap: 'inline', entryPoints: suites, outdir: 'out/test', external: ['vscode', 'mocha'] });
}

// A production build starts from an empty dist/, so no dev source map or stale bundle reaches the .vsix.
if (production) rmSync('dist', { recursive: true, force: true });
mkdirSync('dist', { recursive: true });
if (watch) {
  for (const options of builds) {
    const ctx = await esbuild.context(options);
    await ctx.watch();
  }
  console.log('esbuild: watching');
} else {
  const metafiles = [];
  for (const options of builds) {
    if (Object.keys(options.entryPoints).length === 0) continue;
    const result = await esbuild.build(options);
    metafiles.push(result.metafile);
  }
  // The bench reads sizes and top contributors from here.
  writeFileSync('dist/meta.json', JSON.stringify(metafiles));
}
