// Page figures for the CodeLens and the Explorer badges' neighbours: the brand's owned pages (citations, AI visits,
// crawler hits), read in the background through the cursors and joined to the site's files by URL in one batch.
import { collectPages, paginate, type OwnedPage } from '../../core/api';
import type { Services } from '../session/services';
import type { WorkspaceSite } from './workspaceSite';

/** Owned pages read for CodeLens: enough for sites of a few thousand pages, bounded against a runaway list. */
const MAX_OWNED_PAGES = 5_000;

export interface PageStats {
  citations: number;
  aiVisits: number | undefined;
  crawlerHits: number | undefined;
  pages: number;
  url: string;
}

function sum(a: number | undefined, b: number | null | undefined): number | undefined {
  if (typeof b !== 'number') return a;
  return (a ?? 0) + b;
}

/** Site-relative file → the figures of the owned pages it produces. */
export async function readPageStats(services: Services, brandId: string, site: WorkspaceSite): Promise<Map<string, PageStats>> {
  const client = services.api.client();
  if (!client) return new Map();
  const period = services.selection.period;
  const pages = await collectPages(
    paginate<OwnedPage>(async (cursor) => {
      const read = await client.ownedPages(brandId, cursor ? { cursor, limit: 100, period } : { limit: 100, period }, { priority: 'background' });
      return { items: read.pages, next_cursor: read.next_cursor, total: read.total };
    }),
    MAX_OWNED_PAGES,
  );
  const withUrl = pages.filter((p) => typeof p.url === 'string');
  const files = await site.resolveMany(withUrl.map((p) => p.url));
  const owned = new Map<string, PageStats>();
  withUrl.forEach((page, i) => {
    const file = files[i]?.file;
    if (!file) return;
    const prev = owned.get(file);
    owned.set(file, {
      citations: (prev?.citations ?? 0) + (page.citations ?? 0),
      aiVisits: sum(prev?.aiVisits, page.ai_visits),
      crawlerHits: sum(prev?.crawlerHits, page.crawler_hits),
      pages: (prev?.pages ?? 0) + 1,
      url: prev?.url ?? page.url,
    });
  });
  return owned;
}
