// A quick pick over a paged list: the first page on open, then more pages on demand — "Load more" as the last row, and
// automatically while what the user types matches nothing loaded yet (a few pages at most per search). Filtering is
// VS Code's own over the pages loaded so far: the reference gives no name for a search parameter, so none is sent.
// Page reads are queued one after another, never in parallel.
import * as vscode from 'vscode';
import type { Paged } from '../session/brandReads';
import { formatCount } from '../present/format';
import { readErrorPickItem } from './pickItems';

export interface PagedPickOptions<T> {
  title: string;
  placeholder: string;
  fetch(cursor: string | undefined): Promise<Paged<T>>;
  toItem(item: T): vscode.QuickPickItem;
  /** Reports failures to the connection (401/409 handling). */
  onError(err: unknown): void;
}

const AUTO_PAGES_PER_SEARCH = 5;
const SEARCH_DEBOUNCE_MS = 250;

interface Row<T> extends vscode.QuickPickItem {
  value?: T;
  loadMore?: true;
}

export function pickFromPagedList<T>(o: PagedPickOptions<T>): Promise<T | undefined> {
  const pick = vscode.window.createQuickPick<Row<T>>();
  pick.title = o.title;
  pick.placeholder = o.placeholder;
  pick.matchOnDescription = true;
  pick.matchOnDetail = true;
  const rows: Row<T>[] = [];
  let nextCursor: string | null | undefined; // undefined = first page not read yet
  let total = 0;
  let queue: Promise<void> = Promise.resolve();
  let autoPagesLeft = AUTO_PAGES_PER_SEARCH;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let failed = false;

  const render = (): void => {
    const items: Row<T>[] = [...rows];
    if (nextCursor) {
      items.push({
        label: `$(ellipsis) ${vscode.l10n.t('Load more ({0} of {1})', formatCount(rows.length) ?? '', formatCount(total) ?? '')}`,
        alwaysShow: true,
        loadMore: true,
      });
    }
    const active = pick.activeItems;
    pick.items = items;
    // Keep the highlighted row where the user left it after a page arrives.
    const keep = active[0]?.value;
    if (keep !== undefined) pick.activeItems = items.filter((i) => i.value === keep);
  };

  const loadPage = (): Promise<void> => {
    queue = queue.then(async () => {
      if (nextCursor === null || failed) return;
      pick.busy = true;
      try {
        const page = await o.fetch(nextCursor ?? undefined);
        rows.push(...page.items.map((value) => ({ ...o.toItem(value), value })));
        total = page.total;
        nextCursor = page.nextCursor;
        render();
      } catch (err) {
        failed = true;
        o.onError(err);
        pick.items = [...rows, readErrorPickItem(err)];
      } finally {
        pick.busy = false;
      }
    });
    return queue;
  };

  const matchesSomething = (value: string): boolean => {
    const words = value.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return true;
    return rows.some((r) => {
      const hay = `${r.label} ${r.description ?? ''} ${r.detail ?? ''}`.toLowerCase();
      return words.every((w) => hay.includes(w));
    });
  };

  const searchMore = async (): Promise<void> => {
    while (autoPagesLeft > 0 && nextCursor && !failed && !matchesSomething(pick.value)) {
      autoPagesLeft--;
      await loadPage();
    }
  };

  return new Promise<T | undefined>((resolve) => {
    let settled = false;
    const finish = (value: T | undefined): void => {
      if (settled) return;
      settled = true;
      if (debounce) clearTimeout(debounce);
      pick.dispose();
      resolve(value);
    };
    pick.onDidChangeValue(() => {
      autoPagesLeft = AUTO_PAGES_PER_SEARCH;
      if (debounce) clearTimeout(debounce);
      debounce = setTimeout(() => void searchMore(), SEARCH_DEBOUNCE_MS);
    });
    pick.onDidAccept(() => {
      const chosen = pick.selectedItems[0];
      if (!chosen) return;
      if (chosen.loadMore) {
        void loadPage();
        return;
      }
      if (chosen.value !== undefined) finish(chosen.value);
    });
    pick.onDidHide(() => finish(undefined));
    pick.show();
    void loadPage();
  });
}
