// The site worker and its watchdog: the real worker (TypeScript source through tsx) maps a real folder; a worker that
// hangs on purpose shows that a stuck lookup costs only its own answer, a stuck indexing gives up on that folder, and
// the other folders are opened again in the new worker.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SiteInput } from '../../../src/core/site/service/siteService';
import { walkSiteFiles } from '../../../src/core/site/walk';
import { MappingGaveUpError, SiteWorkerClient } from '../../../src/core/site/worker/siteWorkerClient';

const REPO = path.resolve(__dirname, '../../..');
const SAMPLE = path.join(REPO, 'test/fixtures/sample-site');

/** A worker that follows the protocol and never returns for '/hang' (lookup) or a listing holding 'HANG' (indexing). */
const HANGING_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const progress = new Int32Array(workerData.progress);
const sites = new Map();
parentPort.on('message', (req) => {
  Atomics.store(progress, 0, req.id);
  Atomics.store(progress, 1, 0);
  let result = null;
  if (req.method === 'open') {
    if (req.args[0].rels.includes('HANG')) for (;;) {}
    sites.set(req.site, req.args[0].rels.length);
    result = { dir: '', reason: 'fake', frameworkLabel: 'Fake', fileCount: req.args[0].rels.length };
  } else if (req.method === 'resolveMany') {
    result = req.args[0].map((p, i) => {
      Atomics.store(progress, 1, i);
      if (p === '/hang') for (;;) {}
      return { file: sites.has(req.site) ? p.slice(1) : null, reason: 'fake' };
    });
  }
  Atomics.store(progress, 0, 0);
  parentPort.postMessage({ id: req.id, ok: true, result });
});
`;

function input(root: string, rels: string[]): SiteInput {
  return { root, rels, excludes: [], settings: { root: '', framework: 'auto', routes: {} } };
}

describe('site/worker: mapping off the editor thread, with a watchdog', function () {
  this.timeout(60_000);
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'bv-worker-'));
    // The TypeScript worker runs through tsx (the extension runs the bundled dist/siteWorker.js).
    writeFileSync(path.join(dir, 'tsWorker.cjs'), `require(${JSON.stringify(require.resolve('tsx/cjs'))});\nrequire(${JSON.stringify(path.join(REPO, 'src/core/site/worker/siteWorker.ts'))});\n`);
    writeFileSync(path.join(dir, 'hanging.cjs'), HANGING_WORKER);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('maps, explains and locates in the real worker; file events and .gitignore changes reach it', async () => {
    const client = new SiteWorkerClient({ workerPath: path.join(dir, 'tsWorker.cjs') });
    try {
      const site = input(SAMPLE, walkSiteFiles(SAMPLE));
      const info = await client.open('sample', site, async () => site);
      assert.equal(info.frameworkLabel, 'Astro');
      assert.equal(info.configFile, 'astro.config.mjs');
      const [pricing, plans] = await client.resolveMany('sample', ['/pricing', '/plans']);
      assert.equal(pricing.file, 'src/pages/pricing.astro');
      assert.equal(plans.kind, 'redirect');
      assert.ok((await client.call('sample', 'explain', '/pricing')).some((s) => /Astro page/.test(s)));
      const [h1] = await client.locate('sample', [{ file: 'src/pages/pricing.astro', anchor: 'h1' }], {});
      assert.equal(h1?.found, true);
      const [edited] = await client.locate('sample', [{ file: 'src/pages/pricing.astro', anchor: 'h1' }], { 'src/pages/pricing.astro': '\n\n<h1>x</h1>' });
      assert.equal(edited?.range.startLine, 2);
      assert.ok((await client.call('sample', 'declaredDomains', '')).some((d) => d.host === 'www.tallyhawk.io'));
      const added = await client.call('sample', 'events', [{ kind: 'add', rel: 'src/pages/brand-new.astro' }]);
      assert.equal(added.rebuild, false);
      const gitignore = await client.call('sample', 'events', [{ kind: 'change', rel: '.gitignore' }]);
      assert.equal(gitignore.rebuild, true);
    } finally {
      client.dispose();
    }
  });

  it('the audited pages sent to the worker choose the site folder of a monorepo declaring no domain', async () => {
    const client = new SiteWorkerClient({ workerPath: path.join(dir, 'tsWorker.cjs') });
    const mono = mkdtempSync(path.join(tmpdir(), 'bv-worker-mono-'));
    try {
      const next = JSON.stringify({ dependencies: { next: '15' } });
      const files: Record<string, string> = {
        'package.json': JSON.stringify({ private: true, workspaces: ['apps/*'] }),
        'apps/web/package.json': next,
        'apps/web/app/[locale]/[...rest]/page.tsx': '',
        'apps/docs/package.json': next,
        'apps/docs/app/docs/install/page.tsx': '',
      };
      for (const [rel, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(mono, rel)), { recursive: true });
        writeFileSync(path.join(mono, rel), text);
      }
      const site = input(mono, walkSiteFiles(mono));
      const opened = await client.open('mono', { ...site, domain: 'docs.acme.io' }, async () => site);
      assert.equal(opened.dir, 'apps/web');
      const info = await client.call('mono', 'pagePaths', ['/docs/install']);
      assert.equal(info.dir, 'apps/docs');
      assert.equal((await client.resolveMany('mono', ['/docs/install']))[0].file, 'app/docs/install/page.tsx');
    } finally {
      client.dispose();
      rmSync(mono, { recursive: true, force: true });
    }
  });

  it('a lookup that never ends gets "mapping gave up" and the other lookups still answer', async () => {
    const warnings: string[] = [];
    const client = new SiteWorkerClient({ workerPath: path.join(dir, 'hanging.cjs'), lookupBudgetMs: 300, onGiveUp: (m) => warnings.push(m) });
    try {
      let restores = 0;
      const other = input('/b', ['x']);
      await client.open('a', input('/a', ['x']), async () => input('/a', ['x']));
      await client.open('b', other, async () => (restores++, other));
      const answers = await client.resolveMany('a', ['/one', '/hang', '/two']);
      assert.deepEqual(answers.map((r) => r.file), ['one', null, 'two']);
      assert.match(answers[1].reason, /^mapping gave up on \/hang: took too long$/);
      assert.deepEqual(warnings, ['mapping gave up on /hang: took too long']);
      // The new worker opened the other folder again from a fresh listing.
      assert.equal((await client.resolveMany('b', ['/z']))[0].file, 'z');
      assert.ok(restores >= 1);
    } finally {
      client.dispose();
    }
  });

  it('an indexing that never ends gives up on that folder only, until it is opened again', async () => {
    const client = new SiteWorkerClient({ workerPath: path.join(dir, 'hanging.cjs'), indexBudgetMs: 300 });
    try {
      await client.open('good', input('/g', ['x']), async () => input('/g', ['x']));
      await assert.rejects(client.open('bad', input('/h', ['HANG']), async () => input('/h', ['HANG'])), (err: unknown) => {
        assert.ok(err instanceof MappingGaveUpError);
        assert.match(err.message, /^indexing gave up on bad: took too long$/);
        return true;
      });
      await assert.rejects(client.resolveMany('bad', ['/x']), MappingGaveUpError);
      assert.equal((await client.resolveMany('good', ['/y']))[0].file, 'y');
      // New files (a fresh open) give it another chance.
      await client.open('bad', input('/h', ['fixed']), async () => input('/h', ['fixed']));
      assert.equal((await client.resolveMany('bad', ['/w']))[0].file, 'w');
    } finally {
      client.dispose();
    }
  });
});
