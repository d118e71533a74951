// `tsx test/sample-api/main.ts --port 0` prints the lines scripts parse, serves, and exits cleanly on SIGTERM.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..', '..');

function start(args: string[]): { child: ChildProcess; lines: Promise<string[]> } {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'test/sample-api/main.ts'), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = new Promise<string[]>((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`no output in time; stderr: ${err}`)), 15_000);
    child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const got = out.split('\n').filter(Boolean);
      if (got.length >= 5) {
        clearTimeout(timer);
        resolve(got);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}; stderr: ${err}`));
    });
  });
  return { child, lines };
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('sample API: main.ts', () => {
  it('prints the listening line and one line per key, serves them, and exits 0 on SIGTERM', async () => {
    const { child, lines } = start(['--port', '0', '--quota', '7', '--window-seconds', '9']);
    try {
      const got = await lines;
      const m = /^listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(got[0]);
      assert.ok(m, got[0]);
      const keys = got.slice(1, 5).map((l) => l.split(' '));
      assert.deepEqual(keys.map((k) => [k[0], k[1]]), [['key', 'member'], ['key', 'no-access'], ['key', 'revoked'], ['key', 'archived']]);
      for (const k of keys) assert.match(k[2], /^bvk_live_[A-Za-z0-9]{32}$/);
      const res = await fetch(`${m[1]}/v1/brands`, { headers: { Authorization: `Bearer ${keys[0][2]}` } });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('ratelimit-policy'), '"default";q=7;w=9');
      const done = exited(child);
      child.kill('SIGTERM');
      assert.equal(await done, 0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  it('rejects an unknown option with exit code 2', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'test/sample-api/main.ts'), '--bogus'], { cwd: ROOT, stdio: 'ignore' });
    assert.equal(await exited(child), 2);
  });
});
