// The messages between the editor and the site worker (dist/siteWorker.js). The worker owns every site's index and
// mapper; the editor only sends file lists, events and lookups. Progress goes through a shared Int32Array so the
// editor's watchdog knows which item a stuck worker is on without waiting for a message.
import type { FileEventKind } from '../index';
import type { Located } from '../ranges';
import type { DeclaredDomain, Resolution } from '../types';
import type { SiteRootCandidate } from '../detect';
import type { LocateRequest, SiteInfo, SiteInput, SiteSettings } from '../service/siteService';

/** Each method: its arguments and its result. */
export interface SiteMethods {
  hello: { args: []; result: { skippedDirs: string[] } };
  open: { args: [input: SiteInput]; result: SiteInfo };
  close: { args: []; result: null };
  events: { args: [events: Array<{ kind: FileEventKind; rel: string }>]; result: { rebuild: boolean; info: SiteInfo } };
  settings: { args: [settings: SiteSettings]; result: SiteInfo };
  domain: { args: [domain: string | undefined]; result: SiteInfo };
  /** The audited pages' paths: in a repository holding several sites, they pick the one served (siteChoice.ts). */
  pagePaths: { args: [paths: string[]]; result: SiteInfo };
  candidates: { args: []; result: SiteRootCandidate[] };
  declaredDomains: { args: [dir: string]; result: DeclaredDomain[] };
  resolveMany: { args: [paths: string[]]; result: Resolution[] };
  explain: { args: [path: string]; result: string[] };
  locate: { args: [requests: LocateRequest[], open: Record<string, string>]; result: Array<Located | undefined> };
}

export type SiteMethod = keyof SiteMethods;

export interface WorkerRequest<M extends SiteMethod = SiteMethod> {
  id: number;
  /** The site (workspace folder) the request is about; '' for hello. */
  site: string;
  method: M;
  args: SiteMethods[M]['args'];
}

export type WorkerResponse = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

/** Slots of the shared progress array. */
export const PROGRESS = {
  /** Id of the request being worked on (0 = idle). */
  request: 0,
  /** Index of the item of a many-item request (resolveMany, locate) being worked on. */
  item: 1,
  length: 2,
} as const;

/** Methods that read the disk and compile (indexing) rather than look one thing up. */
export const INDEX_METHODS: ReadonlySet<SiteMethod> = new Set(['open', 'events', 'settings', 'domain', 'pagePaths', 'candidates', 'declaredDomains']);
