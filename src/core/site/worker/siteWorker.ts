// Entry of dist/siteWorker.js: a worker thread holding one SiteService per workspace folder. Mapping and indexing run
// here, so a repository that makes them slow can only stall this thread; the editor's watchdog ends it and starts
// another (siteWorkerClient.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { SiteService } from '../service/siteService';
import { SKIPPED_DIRS } from '../walk';
import { PROGRESS, type SiteMethod, type SiteMethods, type WorkerRequest, type WorkerResponse } from './protocol';

const progress = new Int32Array((workerData as { progress: SharedArrayBuffer }).progress);
const sites = new Map<string, SiteService>();

function site(id: string): SiteService {
  const s = sites.get(id);
  if (!s) throw new Error(`no site ${id.slice(0, 200)} is open`);
  return s;
}

type Handlers = { [M in SiteMethod]: (siteId: string, ...args: SiteMethods[M]['args']) => SiteMethods[M]['result'] };

const handlers: Handlers = {
  hello: () => ({ skippedDirs: [...SKIPPED_DIRS] }),
  open(siteId, input) {
    const service = new SiteService(input);
    sites.set(siteId, service);
    service.warm();
    return service.info();
  },
  close(siteId) {
    sites.delete(siteId);
    return null;
  },
  events(siteId, events) {
    const s = site(siteId);
    const { rebuild } = s.applyEvents(events);
    if (!rebuild) s.warm();
    return { rebuild, info: s.info() };
  },
  settings(siteId, settings) {
    const s = site(siteId);
    s.setSettings(settings);
    s.warm();
    return s.info();
  },
  domain(siteId, domain) {
    const s = site(siteId);
    s.useDomain(domain);
    s.warm();
    return s.info();
  },
  pagePaths(siteId, paths) {
    const s = site(siteId);
    s.usePagePaths(Array.isArray(paths) ? paths.filter((p): p is string => typeof p === 'string') : []);
    s.warm();
    return s.info();
  },
  candidates: (siteId) => site(siteId).candidates(),
  declaredDomains: (siteId, dir) => site(siteId).declaredDomains(dir),
  resolveMany(siteId, paths) {
    const s = site(siteId);
    return paths.map((p, i) => {
      Atomics.store(progress, PROGRESS.item, i);
      return s.resolve(p);
    });
  },
  explain: (siteId, path) => site(siteId).explain(path),
  locate(siteId, requests, open) {
    const s = site(siteId);
    // One item per file read: the watchdog then knows which file a stuck scan is on.
    return requests.map((r, i) => {
      Atomics.store(progress, PROGRESS.item, i);
      return s.locate([r], open)[0];
    });
  },
};

parentPort?.on('message', (req: WorkerRequest) => {
  Atomics.store(progress, PROGRESS.request, req.id);
  Atomics.store(progress, PROGRESS.item, 0);
  let response: WorkerResponse;
  try {
    const handler = handlers[req.method] as (siteId: string, ...args: unknown[]) => unknown;
    if (typeof handler !== 'function') throw new Error(`unknown method ${String(req.method).slice(0, 40)}`);
    response = { id: req.id, ok: true, result: handler(req.site, ...(req.args as unknown[])) };
  } catch (err) {
    response = { id: req.id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  Atomics.store(progress, PROGRESS.request, 0);
  parentPort?.postMessage(response);
});
