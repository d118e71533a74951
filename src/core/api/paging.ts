// Cursor paging as the reference prescribes: first page with filters and limit, then each `next_cursor` with the same
// filters and limit, until `next_cursor` is null. A rejected cursor (400 invalid_cursor) restarts from the first page
// once, skipping what was already yielded; a second rejection fails.
import { ApiProblemError, CursorRestartFailedError, ResponseShapeError } from './errors.js';

export interface Page<T> {
  items: T[];
  next_cursor: string | null;
  total?: number;
}

/** Fetches one page: `cursor` undefined = the first page. The caller keeps filters and limit identical across calls. */
export type FetchPage<T> = (cursor: string | undefined) => Promise<Page<T>>;

function isInvalidCursor(err: unknown): boolean {
  return err instanceof ApiProblemError && err.code === 'invalid_cursor';
}

/**
 * Every item of a paged read, in order. `idOf` identifies items so a restart never yields one twice
 * (default: the item's `id` field, else its JSON).
 */
export async function* paginate<T>(fetchPage: FetchPage<T>, idOf: (item: T) => string = defaultId): AsyncGenerator<T, void> {
  const seen = new Set<string>();
  const usedCursors = new Set<string>();
  let cursor: string | undefined;
  let restarted = false;
  for (;;) {
    let page: Page<T>;
    try {
      page = await fetchPage(cursor);
    } catch (err) {
      if (!isInvalidCursor(err) || cursor === undefined) throw err;
      if (restarted) throw new CursorRestartFailedError(err);
      restarted = true;
      usedCursors.clear();
      cursor = undefined;
      continue;
    }
    for (const item of page.items) {
      const id = idOf(item);
      if (seen.has(id)) continue;
      seen.add(id);
      yield item;
    }
    if (page.next_cursor === null || page.next_cursor === undefined || page.next_cursor === '') return;
    // A server handing back a cursor already read would loop forever.
    if (usedCursors.has(page.next_cursor)) throw new ResponseShapeError('a paged read', 'next_cursor', 'a cursor already read came back');
    usedCursors.add(page.next_cursor);
    cursor = page.next_cursor;
  }
}

function defaultId(item: unknown): string {
  if (typeof item === 'object' && item !== null && 'id' in item && typeof item.id === 'string') return item.id;
  return JSON.stringify(item);
}

/** Collects a paged read into one array (stopping after `max` items, if given). */
export async function collectPages<T>(pages: AsyncIterable<T>, max = Number.POSITIVE_INFINITY): Promise<T[]> {
  const out: T[] = [];
  for await (const item of pages) {
    out.push(item);
    if (out.length >= max) break;
  }
  return out;
}
