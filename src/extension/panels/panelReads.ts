// The read behind each panel (its registration's), through the brand's ReadSession (so the scan pin is the tree's) and
// the shared client and scheduler (priority from the caller: foreground for the panel on screen). No `vscode` import.
import { InvalidRequestOptionsError, type ReadOptions, type ReadSession } from '../../core/api';
import { loadMoreQuery, type LoadMoreParams, type MorePanelData, type PanelData, type PanelKind } from '../../shared/protocol';
import { registrationOf } from '../../shared/panels/index';
import { readQuery, type PanelQuery } from './panelQuery';

export interface PanelReadTarget {
  kind: PanelKind;
  /** keyword id / prompt uid (item panels). */
  id: string | undefined;
  query: PanelQuery;
  leaderboardLimit: number;
}

function itemIds(t: PanelReadTarget): string[] {
  if (!registrationOf(t.kind).item) return [];
  if (t.id === undefined) throw new InvalidRequestOptionsError([{ name: 'id', message: 'is missing' }]);
  return [t.id];
}

export function readPanel(session: ReadSession, t: PanelReadTarget, opts: ReadOptions): Promise<PanelData> {
  const { read } = registrationOf(t.kind);
  return session.read(read, itemIds(t), readQuery(t.kind, t.query, t.leaderboardLimit) as never, opts) as Promise<PanelData>;
}

/**
 * One more page of a list, read with the panel's current query plus the page's parameters: the leaderboard with the
 * same `limit` and the cursor (no `as_of`: the cursor carries its pin), the negative lists with offsets and list_limit.
 */
export function readMore(
  session: ReadSession,
  t: PanelReadTarget,
  params: LoadMoreParams,
  opts: ReadOptions,
): Promise<MorePanelData> {
  const registration = registrationOf(t.kind);
  if (!registration.more?.includes(params.list)) {
    throw new InvalidRequestOptionsError([{ name: 'list', message: `is not a list of the ${t.kind} panel` }]);
  }
  const query = { ...readQuery(t.kind, t.query, t.leaderboardLimit), ...loadMoreQuery(params) };
  return session.read(registration.read, itemIds(t), query as never, opts) as Promise<MorePanelData>;
}
