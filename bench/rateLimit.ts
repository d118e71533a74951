// How close the rate-limit scheduler gets to the quota without a 429, against the sample server at a scaled window.
//
// Lower bound: with quota q per window of w seconds, N reads need ceil(N/q) windows. The first window opens with the
// first read and the last read can at best go out as the last of those windows opens, so no client can finish
// sooner than (ceil(N/q) - 1) × w seconds. The figure is elapsed ÷ that bound (600 reads, q=60, w=2 s → 18 s).
//
// Run 1: one client, reads issued the way views do (several at once, foreground views and background prefetch).
// Run 2: a second process spends the same key at the same time (its own scheduler, nothing shared but the key):
// every read must still succeed; the 429s its competition causes are absorbed by pausing and retrying.
import { spawn } from 'node:child_process';
import { BrandVisibilityClient, SchedulerRegistry, type Priority } from '../src/core/api/index';
import { startSampleApi } from '../test/sample-api/server';
import type { BenchRow } from './row';

const READS = 600;
const QUOTA = 60;
const WINDOW_SECONDS = 2;
/** Views: a few reads at a time in the foreground, prefetch in the background. */
const FOREGROUND_WORKERS = 5;
const BACKGROUND_WORKERS = 3;

interface RunResult {
  elapsedMs: number;
  failed: number;
  firstError?: string;
}

/** Issues `reads` reads through one client, from concurrent workers, and times them. */
async function readMany(baseUrl: string, key: string, brandId: string, reads: number): Promise<RunResult> {
  const client = new BrandVisibilityClient({ baseUrl, getApiKey: () => key, transport: fetch, schedulers: new SchedulerRegistry() });
  let next = 0;
  let failed = 0;
  let firstError: string | undefined;
  const worker = async (priority: Priority): Promise<void> => {
    while (next < reads) {
      const i = next++;
      try {
        // Varied URLs so coalescing does not help: every read is a real request. Small pages keep the sample server's
        // CPU (on this same machine) out of the figure: it measures the scheduler's waiting, not response building.
        await client.keywords(brandId, { limit: 1 + (i % 5), offset: i }, { priority });
      } catch (err) {
        failed++;
        firstError ??= err instanceof Error ? err.message : String(err);
      }
    }
  };
  const started = Date.now();
  await Promise.all([
    ...Array.from({ length: FOREGROUND_WORKERS }, () => worker('foreground')),
    ...Array.from({ length: BACKGROUND_WORKERS }, () => worker('background')),
  ]);
  return { elapsedMs: Date.now() - started, failed, firstError };
}

export function lowerBoundMs(reads: number, quota: number, windowSeconds: number): number {
  return (Math.ceil(reads / quota) - 1) * windowSeconds * 1000;
}

/** The second process: this file run with `--peer <baseUrl> <key> <brandId> <reads>`; prints its RunResult as JSON. */
function runPeer(baseUrl: string, key: string, brandId: string, reads: number): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', __filename, '--peer', baseUrl, key, brandId, String(reads)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        if (code !== 0) throw new Error(`peer exited with ${code}`);
        resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '') as RunResult);
      } catch (err) {
        reject(err);
      }
    });
  });
}

export async function benchRateLimit(): Promise<BenchRow[]> {
  const api = await startSampleApi({ quota: QUOTA, windowSeconds: WINDOW_SECONDS, quiet: true });
  try {
    const brandId = api.brands.primary.id;
    const bound = lowerBoundMs(READS, QUOTA, WINDOW_SECONDS);

    const alone = await readMany(api.url, api.keys.member, brandId, READS);
    const alone429 = api.requestLog.filter((e) => e.status === 429).length;

    api.reset();
    const half = READS / 2;
    const [mine, peer] = await Promise.all([
      readMany(api.url, api.keys.member, brandId, half),
      runPeer(api.url, api.keys.member, brandId, half),
    ]);
    const shared429 = api.requestLog.filter((e) => e.status === 429).length;
    const sharedFailed = mine.failed + peer.failed;
    const sharedElapsed = Math.max(mine.elapsedMs, peer.elapsedMs);

    return [
      {
        name: `one client: elapsed ÷ lower bound (${READS} reads, q=${QUOTA}/${WINDOW_SECONDS}s, bound ${bound / 1000}s)`,
        value: alone.elapsedMs / bound,
        goal: '≤ 1.05',
        ok: alone.elapsedMs / bound <= 1.05,
      },
      { name: 'one client: 429 answers', value: alone429, goal: '0', ok: alone429 === 0 },
      { name: 'one client: failed reads', value: alone.failed, goal: '0', ok: alone.failed === 0 },
      {
        name: 'two processes, same key: failed reads',
        value: sharedFailed,
        goal: '0',
        ok: sharedFailed === 0,
      },
      { name: 'two processes, same key: 429s absorbed (retried)', value: shared429, goal: 'reported', ok: true },
      {
        name: 'two processes, same key: elapsed ÷ lower bound',
        value: sharedElapsed / bound,
        goal: 'reported',
        ok: true,
      },
    ];
  } finally {
    await api.close();
  }
}

if (process.argv[2] === '--peer') {
  const [baseUrl, key, brandId, reads] = process.argv.slice(3);
  readMany(baseUrl, key, brandId, Number(reads)).then(
    (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
    (err: unknown) => {
      process.stderr.write(`${String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
