// What a transport gives the tools: the reads (through its client, scheduler and scan pins), the brand a call without
// brand_id reads, and the site (the workspace's index and mapping in the editor, --root in the CLI). The tool layer
// knows nothing else about where it runs.
import type { ReadName } from '../../shared/api/reads';
import type { BrandSummary } from '../../shared/api/schemas';
import type { FindingsResult } from '../site/findings';

export interface ToolEnvironment {
  /**
   * One read of the table for the brand, with the tool's query (already validated), pinned like the transport's reads;
   * `signal` ends it when the caller cancels the call (a read can wait out a 429 pause).
   */
  read(name: ReadName, brandId: string, ids: readonly string[], query: Record<string, unknown>, signal?: AbortSignal): Promise<unknown>;
  /** The brands the key reads. */
  listBrands(): Promise<BrandSummary[]>;
  /** The brand a call without brand_id reads (the editor's selection); undefined: the key's only brand, if it has one. */
  selectedBrand(): string | undefined;
  site: SiteAccess;
  /** What to do about a missing or rejected key, in this transport's words. */
  keyStep: string;
}

export interface SiteFindingsReport {
  /** The folder files are relative to, as the user knows it (the workspace folder's name, or '.' for --root). */
  root: string;
  /** The site folder inside the root ('' = the root itself). */
  siteDir: string;
  framework: string;
  /** How the site was linked to the brand. */
  linkedBy: string;
  /** The audit's findings, files relative to the root, placed in their files. */
  result: FindingsResult;
}

export interface MappingReport {
  root: string;
  siteDir: string;
  framework: string;
  /** Relative to the root; null when no local file produces the page. */
  file: string | null;
  reason: string;
  steps: string[];
}

export interface SiteAccess {
  /** Why the site tools cannot run here (Restricted Mode, no folder), or undefined when they can. */
  unavailable(): string | undefined;
  findings(brandId: string, asOf: string | undefined): Promise<SiteFindingsReport>;
  explain(path: string, brandId: string | undefined): Promise<MappingReport>;
}

/** A failure the tool reports in its own words (no folder linked, a cursor from another audit): never server text. */
export class ToolFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolFailure';
  }
}
