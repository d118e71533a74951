// The editor's side of the site worker: one worker thread for every workspace folder's site, a watchdog that ends it
// when one request stops making progress, and a restart that opens the sites again from a fresh listing. A stuck
// lookup costs its own answer ("mapping gave up on <path>: took too long"); a stuck indexing gives up on that folder
// until its files change. No vscode import: unit-tested with a worker of its own.
import { Worker } from 'node:worker_threads';
import type { Located } from '../ranges';
import type { LocateRequest, SiteInput } from '../service/siteService';
import type { Resolution } from '../types';
import { INDEX_METHODS, PROGRESS, type SiteMethod, type SiteMethods, type WorkerRequest, type WorkerResponse } from './protocol';

export interface SiteWorkerOptions {
  /** dist/siteWorker.js (or a test worker). */
  workerPath: string;
  /** Node options of the worker (tests run the TypeScript source through tsx). */
  execArgv?: string[];
  /** How long one lookup (one path, one file located) may run before the worker is ended. */
  lookupBudgetMs?: number;
  /** How long indexing one folder (listing, reading configs, compiling) may run. */
  indexBudgetMs?: number;
  /** Told each time the watchdog ends the worker. */
  onGiveUp?(message: string): void;
}

/**
 * A request took too long (or the site's indexing did: then its lookups answer with this until its files or settings
 * change). `item` is the stuck item of a many-item request, -1 otherwise.
 */
export class MappingGaveUpError extends Error {
  constructor(
    message: string,
    readonly item = -1,
  ) {
    super(message);
  }
}

/** The worker stopped while the request was out (`stuck`: it was the one the watchdog ended it for). */
class WorkerStopped extends Error {
  constructor(
    readonly stuck: boolean,
    readonly item: number,
  ) {
    super(stuck ? 'took too long' : 'the site worker restarted');
  }
}

interface Pending {
  req: WorkerRequest;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

interface SiteEntry {
  restore(): Promise<SiteInput>;
  gaveUp?: string;
}

const WATCHDOG_TICK_MS = 100;

function shortPath(text: string): string {
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

/** The answer for a path whose lookup was ended. */
export function gaveUpResolution(path: string): Resolution {
  return { file: null, reason: `mapping gave up on ${shortPath(path)}: took too long`, kind: 'none' };
}

export class SiteWorkerClient {
  private worker: Worker | undefined;
  private progress = new Int32Array(new SharedArrayBuffer(PROGRESS.length * 4));
  private readonly pending = new Map<number, Pending>();
  private readonly sites = new Map<string, SiteEntry>();
  private nextId = 1;
  private starting: Promise<void> | undefined;
  private watchdog: ReturnType<typeof setInterval> | undefined;
  private watched = { request: 0, item: -1, since: 0 };
  private disposed = false;
  private readonly lookupBudget: number;
  private readonly indexBudget: number;

  constructor(private readonly options: SiteWorkerOptions) {
    this.lookupBudget = options.lookupBudgetMs ?? 5_000;
    this.indexBudget = options.indexBudgetMs ?? 60_000;
  }

  /** Starts the worker and opens the known sites in it (again, after a restart). */
  private ensureWorker(): Promise<void> {
    if (this.disposed) return Promise.reject(new Error('the site worker is closed'));
    if (this.worker) return this.starting ?? Promise.resolve();
    const progress = new SharedArrayBuffer(PROGRESS.length * 4);
    this.progress = new Int32Array(progress);
    const worker = new Worker(this.options.workerPath, { workerData: { progress }, ...(this.options.execArgv ? { execArgv: this.options.execArgv } : {}) });
    worker.unref();
    this.worker = worker;
    worker.on('message', (res: WorkerResponse) => this.onResponse(res));
    worker.on('error', () => this.stopped(worker, false));
    worker.on('exit', () => this.stopped(worker, false));
    this.watchdog ??= setInterval(() => this.check(), WATCHDOG_TICK_MS);
    this.watchdog.unref?.();
    const starting = (async () => {
      for (const [site, entry] of this.sites) {
        if (entry.gaveUp) continue;
        try {
          await this.send(site, 'open', [await entry.restore()]);
        } catch (err) {
          if (err instanceof WorkerStopped && err.stuck) entry.gaveUp = `indexing gave up on ${shortPath(site)}: took too long`;
        }
      }
    })();
    this.starting = starting;
    void starting.finally(() => {
      if (this.starting === starting) this.starting = undefined;
    });
    return starting;
  }

  private send<M extends SiteMethod>(site: string, method: M, args: SiteMethods[M]['args']): Promise<SiteMethods[M]['result']> {
    const worker = this.worker;
    if (!worker) return Promise.reject(new WorkerStopped(false, 0));
    const req: WorkerRequest<M> = { id: this.nextId++, site, method, args };
    return new Promise((resolve, reject) => {
      this.pending.set(req.id, { req, resolve: resolve as (r: unknown) => void, reject });
      worker.postMessage(req);
    });
  }

  private onResponse(res: WorkerResponse): void {
    const p = this.pending.get(res.id);
    if (!p) return;
    this.pending.delete(res.id);
    if (res.ok) p.resolve(res.result);
    else p.reject(new Error(res.error));
  }

  /** The watchdog: the request (and item) the worker is on has not moved for longer than its budget. */
  private check(): void {
    if (!this.worker) return;
    const request = Atomics.load(this.progress, PROGRESS.request);
    const item = Atomics.load(this.progress, PROGRESS.item);
    const now = Date.now();
    if (request !== this.watched.request || item !== this.watched.item) {
      this.watched = { request, item, since: now };
      return;
    }
    if (request === 0) return;
    const method = this.pending.get(request)?.req.method;
    const budget = method && INDEX_METHODS.has(method) ? this.indexBudget : this.lookupBudget;
    if (now - this.watched.since <= budget) return;
    const stuck = this.pending.get(request);
    const what = stuck ? this.describe(stuck.req, item) : 'a request';
    this.options.onGiveUp?.(`mapping gave up on ${what}: took too long`);
    void this.worker.terminate();
    this.stopped(this.worker, true, request, item);
  }

  private describe(req: WorkerRequest, item: number): string {
    if (req.method === 'resolveMany') return shortPath(String((req.args[0] as string[])[item] ?? req.site));
    if (req.method === 'locate') return shortPath(String((req.args[0] as LocateRequest[])[item]?.file ?? req.site));
    if (req.method === 'explain') return shortPath(String(req.args[0]));
    return shortPath(req.site);
  }

  /** The worker is gone: every request out fails (the stuck one as stuck); the next call starts a new worker. */
  private stopped(worker: Worker, byWatchdog: boolean, stuckRequest = 0, stuckItem = 0): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.starting = undefined;
    this.watched = { request: 0, item: -1, since: 0 };
    const out = [...this.pending.values()];
    this.pending.clear();
    for (const p of out) {
      const stuck = byWatchdog && p.req.id === stuckRequest;
      if (stuck && INDEX_METHODS.has(p.req.method)) {
        const entry = this.sites.get(p.req.site);
        if (entry) entry.gaveUp = `indexing gave up on ${shortPath(p.req.site)}: took too long`;
      }
      p.reject(new WorkerStopped(stuck, stuck ? stuckItem : 0));
    }
  }

  /** One request, retried on a new worker when another request made the old one stop. */
  async call<M extends SiteMethod>(site: string, method: M, ...args: SiteMethods[M]['args']): Promise<SiteMethods[M]['result']> {
    for (let attempt = 0; ; attempt++) {
      const entry = this.sites.get(site);
      if (site && entry?.gaveUp) throw new MappingGaveUpError(entry.gaveUp);
      await this.ensureWorker();
      try {
        return await this.send(site, method, args);
      } catch (err) {
        if (!(err instanceof WorkerStopped)) throw err;
        if (err.stuck) {
          const gaveUp = this.sites.get(site)?.gaveUp;
          throw new MappingGaveUpError(gaveUp ?? `mapping gave up on ${this.describe({ id: 0, site, method, args }, err.item)}: took too long`, gaveUp ? -1 : err.item);
        }
        if (attempt >= 3) throw new MappingGaveUpError(`the site worker stopped while mapping ${shortPath(site)}`);
      }
    }
  }

  /** Opens (or opens again) a site; `restore` gives a fresh input after a restart. */
  async open(site: string, input: SiteInput, restore: () => Promise<SiteInput>): Promise<SiteMethods['open']['result']> {
    this.sites.set(site, { restore });
    return this.call(site, 'open', input);
  }

  async close(site: string): Promise<void> {
    const had = this.sites.delete(site);
    if (had && this.worker) await this.call(site, 'close').catch(() => undefined);
  }

  /** Resolutions in order; a path whose lookup was ended gets gaveUpResolution, the others are looked up again. */
  async resolveMany(site: string, paths: readonly string[]): Promise<Resolution[]> {
    return this.many(site, paths, (chunk) => this.call(site, 'resolveMany', chunk), (path) => gaveUpResolution(path));
  }

  /** Located findings in order; a file whose scan was ended gets undefined (the finding stays at the top of the file). */
  async locate(site: string, requests: readonly LocateRequest[], open: Record<string, string>): Promise<Array<Located | undefined>> {
    return this.many(site, requests, (chunk) => this.call(site, 'locate', chunk, open), () => undefined);
  }

  private async many<T, R>(site: string, items: readonly T[], run: (chunk: T[]) => Promise<R[]>, gaveUp: (item: T) => R): Promise<R[]> {
    if (items.length === 0) return [];
    try {
      return await run([...items]);
    } catch (err) {
      const stuckAt = err instanceof MappingGaveUpError ? err.item : -1;
      if (stuckAt < 0 || stuckAt >= items.length) throw err;
      const before = await this.many(site, items.slice(0, stuckAt), run, gaveUp);
      const after = await this.many(site, items.slice(stuckAt + 1), run, gaveUp);
      return [...before, gaveUp(items[stuckAt]), ...after];
    }
  }

  dispose(): void {
    this.disposed = true;
    if (this.watchdog) clearInterval(this.watchdog);
    const worker = this.worker;
    if (worker) {
      this.stopped(worker, false);
      void worker.terminate();
    }
  }
}
