import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../../../src/cli/commands';
import { runMapCommand, type MapEntry } from '../../../src/cli/map';

function capture() {
  const out = { stdout: '', stderr: '' };
  return { out, io: { stdout: (t: string) => void (out.stdout += t), stderr: (t: string) => void (out.stderr += t) } };
}

describe('site/cli map', () => {
  let root: string;
  before(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'map-cli-'));
    const write = (rel: string, text = '') => {
      fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      fs.writeFileSync(path.join(root, rel), text);
    };
    write('package.json', JSON.stringify({ private: true, workspaces: ['apps/*'] }));
    write('apps/web/package.json', JSON.stringify({ dependencies: { next: '15' } }));
    write('apps/web/app/page.tsx');
    write('apps/web/app/blog/[slug]/page.tsx');
    write('apps/web/content/blog/hello.mdx', '---\ntitle: Hello\n---\n');
    write('apps/web/vercel.json', JSON.stringify({ redirects: [{ source: '/old', destination: '/', permanent: true }] }));
    write('apps/web/.next/server/app/page.js');
    write('apps/web/node_modules/x/index.js');
    write('apps/docs/package.json', JSON.stringify({ dependencies: { astro: '5' } }));
    write('apps/docs/astro.config.mjs', "export default { site: 'https://docs.acme.io' }");
    write('apps/docs/src/pages/index.astro');
    write('apps/docs/src/pages/guides/setup.astro');
  });
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  it('prints one object per path, in order, with files relative to --root', async () => {
    const { out, io } = capture();
    const code = await runCli(['map', '--root', root, '/blog/hello', '/', '/old', '/nothing', '/../x', '/blog/hello'], io);
    assert.equal(code, 0, out.stderr);
    const result = JSON.parse(out.stdout) as MapEntry[];
    assert.deepEqual(result.map((r) => [r.path, r.file]), [
      ['/blog/hello', 'apps/web/content/blog/hello.mdx'],
      ['/', 'apps/web/app/page.tsx'],
      ['/old', null],
      ['/nothing', null],
      ['/../x', null],
      ['/blog/hello', 'apps/web/content/blog/hello.mdx'],
    ]);
    assert.equal(result[0].reason, 'content/blog/hello.mdx via app/blog/[slug]/page.tsx');
    assert.equal(result[2].reason, 'no source: redirected by vercel.json to /');
    assert.match(result[4].reason, /not a valid URL path/);
  });

  it('--domain picks the site that declares it', async () => {
    const { out, io } = capture();
    assert.equal(await runMapCommand(['--root', root, '--domain', 'docs.acme.io', 'https://docs.acme.io/'], io), 0);
    assert.deepEqual(JSON.parse(out.stdout), [{ path: 'https://docs.acme.io/', file: 'apps/docs/src/pages/index.astro', reason: 'Astro page: src/pages/index.astro' }]);
  });

  it('without a declared domain, the paths given pick the site folder whose routes answer them', async () => {
    const { out, io } = capture();
    assert.equal(await runMapCommand(['--root', root, '--domain', 'help.acme.io', '/guides/setup', '/'], io), 0);
    assert.deepEqual((JSON.parse(out.stdout) as MapEntry[]).map((r) => r.file), ['apps/docs/src/pages/guides/setup.astro', 'apps/docs/src/pages/index.astro']);
  });

  it('usage errors go to stderr with exit code 2', async () => {
    for (const argv of [
      ['map'],
      ['map', '--root', root],
      ['map', '/x'],
      ['map', '--root'],
      ['map', '--root', root, '--bogus', '/x'],
      ['map', '--root', path.join(root, 'missing'), '/x'],
      ['map', '--root', root, '--domain', 'not a host', '/x'],
      ['map', '--root', root, '--framework', 'rails', '/x'],
      ['nope'],
      [],
    ]) {
      const { out, io } = capture();
      assert.equal(await runCli(argv, io), 2, argv.join(' '));
      assert.equal(out.stdout, '', argv.join(' '));
      assert.match(out.stderr, /usage/, argv.join(' '));
    }
  });
});
