import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../../..');

/** Entries of the .vsix (a zip), without the OPC bookkeeping files. */
function vsixEntries(vsix: string): string[] {
  const out = execFileSync('unzip', ['-Z1', vsix], { encoding: 'utf8' });
  return out.split('\n').filter(Boolean);
}

describe('packaging: npm run package', function () {
  this.timeout(120_000);
  let entries: string[];
  before(() => {
    const out = execFileSync(process.execPath, [join(root, 'scripts/package.mjs')], { cwd: root, encoding: 'utf8' });
    entries = vsixEntries(out.trim().split('\n').pop()!);
  });

  it('holds only dist/, media/, the manifest, README, LICENSE and CHANGELOG', () => {
    const allowed = [
      /^\[Content_Types\]\.xml$/, /^extension\.vsixmanifest$/,
      /^extension\/package\.json$/, /^extension\/package\.nls\.json$/,
      /^extension\/readme\.md$/i, /^extension\/LICENSE(\.txt)?$/, /^extension\/changelog\.md$/i,
      /^extension\/dist\/(extension|siteWorker|cli)\.js$/, /^extension\/dist\/webviews\/[\w-]+\.(js|css)$/,
      /^extension\/media\//,
    ];
    const stray = entries.filter((e) => !allowed.some((re) => re.test(e)));
    assert.deepEqual(stray, [], `unexpected files in the .vsix: ${stray.join(', ')}`);
  });

  it('holds the bundles, the manifest and the docs', () => {
    for (const needed of ['extension/package.json', 'extension/dist/extension.js', 'extension/dist/siteworker.js', 'extension/dist/cli.js', 'extension/readme.md', 'extension/changelog.md']) {
      assert.ok(entries.some((e) => e.toLowerCase() === needed), `${needed} missing from ${entries.join(', ')}`);
    }
  });

  it('ships no source maps, sources, tests or node_modules', () => {
    assert.deepEqual(entries.filter((e) => /\.map$|\.ts$|\/src\/|\/test\/|node_modules/.test(e)), []);
  });
});
