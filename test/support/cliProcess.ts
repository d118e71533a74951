// Runs the built CLI (`node dist/cli.js …`) as its own process, the way a user or CI runs it: NODE_EXTRA_CA_CERTS and
// the proxy variables are read by that process at start, so they can only be tested this way. The child gets a clean
// environment: none of this machine's proxy, CA or key variables leak in unless a test passes them.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = join(import.meta.dirname, '../..');
export const CLI_PATH = join(ROOT, 'dist/cli.js');

export interface CliProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** With `measureMemory`: the process's peak resident set size (getrusage), in bytes. */
  maxRssBytes?: number;
  /** Wall time from spawn to exit. */
  elapsedMs: number;
}

export interface CliProcessOptions {
  /** Preloads reportMaxRss.mjs, which writes the peak RSS to stderr at exit (taken out of `stderr` here). */
  measureMemory?: boolean;
}

const MAX_RSS_LINE = /\n?bv-max-rss-kb (\d+)\n/;

const INHERITED = /^(PATH|HOME|LANG|LC_ALL|TMPDIR|SystemRoot)$/;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Fails with a clear message when dist/cli.js is missing or older than the sources it bundles. */
export function assertCliBuilt(): void {
  if (!existsSync(CLI_PATH)) throw new Error('dist/cli.js is missing: run `npm run build` first');
  const sources = ['src/cli', 'src/core', 'src/shared'].map((d) => newestMtime(join(ROOT, d)));
  if (statSync(CLI_PATH).mtimeMs < Math.max(...sources)) throw new Error('dist/cli.js is older than src/: run `npm run build` first');
}

/** Spawns the CLI with only `env` (plus PATH/HOME/locale) and collects its output; never rejects on a non-zero exit. */
export function runCliProcess(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  options: CliProcessOptions = {},
): Promise<CliProcessResult> {
  const childEnv: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (INHERITED.test(name) && value !== undefined) childEnv[name] = value;
  for (const [name, value] of Object.entries(env)) if (value !== undefined) childEnv[name] = value;
  return new Promise((resolve, reject) => {
    // Asynchronous on purpose: the sample API, proxy and recorder answering it live in this process.
    const preload = options.measureMemory ? ['--import', pathToFileURL(join(ROOT, 'test/support/reportMaxRss.mjs')).href] : [];
    const started = Date.now();
    const child = spawn(process.execPath, [...preload, CLI_PATH, ...args], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => void (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => void (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const elapsedMs = Date.now() - started;
      const rss = MAX_RSS_LINE.exec(stderr);
      if (!rss) return resolve({ code, stdout, stderr, elapsedMs });
      resolve({ code, stdout, stderr: stderr.replace(MAX_RSS_LINE, ''), maxRssBytes: Number(rss[1]) * 1024, elapsedMs });
    });
  });
}
