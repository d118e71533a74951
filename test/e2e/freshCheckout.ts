// A newcomer's fresh clone: every file git would check out (tracked, plus new files not ignored, so uncommitted
// work is tested too), in a folder of its own, with `npm install` run in it exactly as the README says.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { newRunDir, projectRoot } from '../harness/codeServer.mjs';

/** The file list outgrew the default 1 MB buffer once the routing corpus grew; 64 MB leaves ample room. */
const LISTING_BUFFER = 64 * 1024 * 1024;

export function freshCheckout(): string {
  const dir = join(newRunDir('fresh'), 'clone');
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: projectRoot, encoding: 'utf8', maxBuffer: LISTING_BUFFER })
    .split('\0').filter(Boolean);
  for (const rel of files) {
    const from = join(projectRoot, rel);
    if (!existsSync(from)) continue; // deleted in the working tree
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    cpSync(from, join(dir, rel));
  }
  return dir;
}

/** `npm install` in the checkout (the README's first command). */
export function npmInstall(dir: string): void {
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.status !== 0) throw new Error(`npm install failed in the fresh checkout:\n${(r.stdout + r.stderr).slice(-3000)}`);
}

/**
 * Gives the checkout the harness this machine already installed, as hard links (no copy, no download), so a test
 * of the demo itself does not spend minutes installing code-server again. Links are only ever read or removed.
 */
export function linkInstalledHarness(dir: string): void {
  for (const part of ['node24', 'code-server']) {
    const target = join(dir, '.harness', part);
    mkdirSync(dirname(target), { recursive: true });
    execFileSync('cp', ['-al', join(projectRoot, '.harness', part), target]);
  }
}

/** Starts a script of the checkout through npm in its own process group (as a terminal would), output collected. */
export function npmRun(dir: string, script: string, env: Record<string, string> = {}): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn('npm', ['run', script], { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let text = '';
  child.stdout!.on('data', (d) => { text += String(d); });
  child.stderr!.on('data', (d) => { text += String(d); });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

/** Processes (other than this one) whose command line or working folder lies inside `dir`. */
export function processesOf(dir: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    if (Number(pid) === process.pid) continue;
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      let cwd = '';
      try { cwd = readlinkSync(`/proc/${pid}/cwd`); } catch { /* gone or not ours */ }
      if (cmd.includes(dir) || cwd.startsWith(dir)) found.push(`${pid} ${cmd.slice(0, 160)}`);
    } catch { /* exited meanwhile */ }
  }
  return found;
}

/** Waits until no process of `dir` is left (or the time is up) and returns what is still there. */
export async function leftoversAfter(dir: string, ms = 10_000): Promise<string[]> {
  const deadline = Date.now() + ms;
  let left = processesOf(dir);
  while (left.length && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    left = processesOf(dir);
  }
  return left;
}
