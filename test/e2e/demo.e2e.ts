import * as assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { projectRoot } from '../harness/codeServer.mjs';

function alive(pid: number): boolean {
  try { process.kill(pid, 0); return true; } catch { return false; }
}

describe('e2e: npm run demo', function () {
  this.timeout(240_000);

  it('starts, prints its URL, serves the workbench and stops cleanly on Ctrl+C (no orphans)', async () => {
    const demo = spawn(process.execPath, [join(projectRoot, 'scripts/demo.mjs'), '--browser-only'], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] });
    const pids: Record<string, number> = {};
    const url = await new Promise<string>((resolve, reject) => {
      createInterface({ input: demo.stdout! }).on('line', (line) => {
        const p = /^demo: processes (.*)$/.exec(line);
        if (p) for (const pair of p[1].split(' ')) { const [n, v] = pair.split('='); pids[n] = Number(v); }
        const u = /^demo url: (\S+)/.exec(line);
        if (u) resolve(u[1]);
      });
      demo.on('exit', (code) => reject(new Error(`demo exited early (${code})`)));
    });
    assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/\?folder=/);
    const res = await fetch(url);
    assert.equal(res.status, 200);
    assert.ok(pids['sample-api'] && pids['code-server'], JSON.stringify(pids));
    const exited = new Promise<number | null>((resolve) => demo.on('exit', (code) => resolve(code)));
    demo.kill('SIGINT');
    assert.equal(await exited, 0);
    await new Promise((r) => setTimeout(r, 500));
    for (const [name, pid] of Object.entries(pids)) assert.equal(alive(pid), false, `${name} (${pid}) still running`);
    // code-server runs in its own process group: no member of it may survive.
    let groupAlive = true;
    try { process.kill(-pids['code-server'], 0); } catch { groupAlive = false; }
    assert.equal(groupAlive, false, 'a code-server child survived');
  });
});
