// The read behind each panel, through the brand's ReadSession (so the scan pin is the tree's) and the shared client
// and scheduler (priority from the caller: foreground for the panel on screen). No `vscode` import.
import { InvalidRequestOptionsError, type Competitors, type ReadOptions, type ReadSession, type Reputation } from '../api';
import { loadMoreQuery, type LoadMoreParams, type PanelDataMap, type PanelKind } from '../../webviews/shared/protocol';
import { readQuery, type PanelQuery } from './panelQuery';

export interface PanelReadTarget {
  kind: PanelKind;
  /** keyword id / prompt uid (keyword and prompt panels). */
  id: string | undefined;
  query: PanelQuery;
  leaderboardLimit: number;
}

function missingId(): never {
  throw new InvalidRequestOptionsError([{ name: 'id', message: 'is missing' }]);
}

export function readPanel(session: ReadSession, t: PanelReadTarget, opts: ReadOptions): Promise<PanelDataMap[PanelKind]> {
  switch (t.kind) {
    case 'keyword':
      return session.keyword(t.id ?? missingId(), readQuery('keyword', t.query), opts);
    case 'prompt':
      return session.prompt(t.id ?? missingId(), readQuery('prompt', t.query), opts);
    case 'reputation':
      return session.reputation(readQuery('reputation', t.query), opts);
    case 'competitors':
      return session.competitors(readQuery('competitors', t.query, t.leaderboardLimit), opts);
  }
}

/**
 * One more page of a list, read with the panel's current query plus the page's parameters: the leaderboard with the
 * same `limit` and the cursor (no `as_of`: the cursor carries its pin), the negative lists with offsets and list_limit.
 */
export function readMore(session: ReadSession, t: PanelReadTarget, params: LoadMoreParams, opts: ReadOptions): Promise<Competitors | Reputation> {
  if (params.list === 'leaderboard' && t.kind === 'competitors') {
    return session.competitors({ ...readQuery('competitors', t.query, t.leaderboardLimit), ...loadMoreQuery(params) }, opts);
  }
  if (params.list !== 'leaderboard' && t.kind === 'reputation') {
    return session.reputation({ ...readQuery('reputation', t.query), ...loadMoreQuery(params) }, opts);
  }
  throw new InvalidRequestOptionsError([{ name: 'list', message: `is not a list of the ${t.kind} panel` }]);
}
