// The one message protocol between a panel's host (extension side) and its webview (browser side).
// Imported by both: no DOM, no `vscode`, and only `import type` from the API's schemas and reads so no zod reaches the
// bundle.
//
// Flow: webview posts {type:'ready'} → host posts {type:'loading'} and then {type:'state'} (or {type:'error'}).
// The webview asks for things with {type:'request', id, method, params}; the host answers each with one
// {type:'response', id, ok, result | error}. Both sides treat whatever arrives as untrusted and check it with the
// guards below before use.
//
// Host contract: each panel kind's registration (src/shared/panels/) names its read, the filters it takes
// besides period and `as_of` (= context.pinnedScan?.id) and the lists a loadMore extends; a loadMore re-reads with the
// same query plus loadMoreQuery(params) (a leaderboard cursor without as_of: the cursor carries its pin).
// setFilters/refetch: re-read, post `loading` then `state` (new context) or `error`, then answer the request (null).
// openPanel: keyword/prompt carry the id (uuid-like, checked by the guard). The webview saves {panel, id} with
// vscode.setState for the host's WebviewPanelSerializer. A webview never sees the API key or the base URL.
import type { ReadQuery, ReadResult } from './api/reads';
import type { MenuOption } from './api/schemas';
import { PANEL_KINDS, PANEL_REGISTRY, isItemKind, takesFocus, type PanelKind, type PanelRegistry } from './panels/index';
import { PERIODS, type PeriodPreset } from './vocabulary';
import { safeExternalUrl } from './url';

// ---------------------------------------------------------------------------------------------------------------------
// Panels and their data: each kind is declared once, in src/shared/panels/.

export type { PanelKind };
export const PANELS: readonly PanelKind[] = PANEL_KINDS;

/** What `data` holds for each panel: the API layer's parsed read of the kind's registration. */
export type PanelDataMap = { [K in PanelKind]: ReadResult<PanelRegistry[K]['read']> };
export type PanelData = PanelDataMap[PanelKind];
/** The data of the kinds with lists a loadMore extends: a loadMore answers with one more read of the panel's kind. */
export type MorePanelData = { [K in PanelKind]: PanelRegistry[K] extends { more: readonly unknown[] } ? PanelDataMap[K] : never }[PanelKind];

/** The shared filters a read may take; a panel only offers those its endpoint names (see PANEL_FILTERS). */
export const FILTER_KEYS = ['engine', 'type', 'intent', 'segment', 'topic', 'prompt'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type PanelFilters = Partial<Record<FilterKey, string | null>>;

/** Which filters each panel offers (its registration: a subset of its read's query names). */
export const PANEL_FILTERS = Object.fromEntries(
  PANEL_KINDS.map((kind): [PanelKind, readonly FilterKey[]] => [kind, PANEL_REGISTRY[kind].filters]),
) as Readonly<Record<PanelKind, readonly FilterKey[]>>;

/** The kind's name as the webview shows it (the host localizes the same name for the tab). */
export function panelName(kind: PanelKind): string {
  return PANEL_REGISTRY[kind].title;
}

/** Filter menus: `engines` comes from the host (the engine list or a segment's engine vocabulary); the rest may also
 * come from the read's own `menus`, which the webview prefers when present. */
export interface PanelMenus {
  engines?: MenuOption[];
  types?: MenuOption[];
  intents?: MenuOption[];
  segments?: MenuOption[];
  topics?: MenuOption[];
}

export interface PinnedScan {
  id: string;
  /** date-time of the scan's completion, shown as "pinned to the scan of …". */
  completedAt: string;
}

export interface PanelContext {
  brandName: string;
  period: PeriodPreset;
  filters: PanelFilters;
  /** The `as_of` scan the host pins reads to, or null for the latest scan. */
  pinnedScan: PinnedScan | null;
  menus?: PanelMenus;
  /** BCP 47 tag for Intl (vscode.env.language). */
  locale: string;
  /** Competitors: the brand a link asked to show (its domain or name); its row is marked and focused. */
  focus?: string | null;
}

// ---------------------------------------------------------------------------------------------------------------------
// Requests (webview → host) and their results

/** A change of period and/or filters; a filter set to null is cleared. Paging offsets start over. */
export interface SetFiltersParams {
  period?: PeriodPreset;
  filters?: PanelFilters;
}

export type LoadMoreParams =
  /** Competitors: the next leaderboard page. Host re-reads with the same query plus `cursor`. */
  | { list: 'leaderboard'; cursor: string }
  /** Reputation: more negative prompts. Host re-reads with `prompts_offset=offset&list_limit=limit`. */
  | { list: 'negative_prompts'; offset: number; limit: number }
  /** Reputation: more negative sources. Host re-reads with `sources_offset=offset&list_limit=limit`. */
  | { list: 'negative_sources'; offset: number; limit: number };
/** The query parameters a loadMore adds to the panel's current query (the host keeps everything else as it was). */
export function loadMoreQuery(
  params: LoadMoreParams,
): Pick<ReadQuery<'competitors'>, 'cursor'> | Pick<ReadQuery<'reputation'>, 'list_limit' | 'prompts_offset' | 'sources_offset'> {
  switch (params.list) {
    case 'leaderboard':
      return { cursor: params.cursor };
    case 'negative_prompts':
      return { prompts_offset: params.offset, list_limit: params.limit };
    case 'negative_sources':
      return { sources_offset: params.offset, list_limit: params.limit };
  }
}

export interface RequestParamsMap {
  /** Read again with the current query (Retry, Refresh). Host posts a new `state` (or `error`). */
  refetch: Record<string, never>;
  /** Host re-reads with the new period/filters and posts a new `state` with the updated context. */
  setFilters: SetFiltersParams;
  /** Host opens the URL with vscode.env.openExternal (http/https only, checked again by the guard). */
  openExternal: { url: string };
  /** Host opens (or reveals) another panel: keyword and prompt need the id; competitors may focus one brand. */
  openPanel: { panel: PanelKind; id?: string; focus?: string };
  /** Host opens the local source file of one of the brand's own pages (`source`) or shows it in the Owned pages tree. */
  openOwnedPage: { url: string; show: 'source' | 'page' };
  /** Host runs the fix an error offered (the panel's "Set API Key" / "Select Base URL" button). */
  fixConnection: { action: ConnectionAction };
  /** Host writes the text to the clipboard. */
  copyMarkdown: { text: string };
  /** Host asks where to save and writes the text (UTF-8). */
  exportCsv: { text: string; suggestedName: string };
  /** Host reads one more page and answers with that read's data (the webview merges it). */
  loadMore: LoadMoreParams;
}
export type RequestMethod = keyof RequestParamsMap;
export const REQUEST_METHODS = [
  'refetch',
  'setFilters',
  'openExternal',
  'openPanel',
  'copyMarkdown',
  'exportCsv',
  'loadMore',
  'openOwnedPage',
  'fixConnection',
] as const satisfies readonly RequestMethod[];

export interface RequestResultMap {
  refetch: null;
  setFilters: null;
  openExternal: null;
  openPanel: null;
  copyMarkdown: null;
  exportCsv: { saved: boolean };
  openOwnedPage: null;
  fixConnection: null;
  /** The page's full read: Competitors for `leaderboard`, Reputation for the negative lists. */
  loadMore: MorePanelData;
}

/**
 * The host's answer to each request method, as a table: every method of RequestParamsMap must have an entry, so a
 * method added to the protocol that nobody answers does not compile. (Generic only so a test can show exactly that.)
 */
export type RequestAnswers<P = RequestParamsMap, R = RequestResultMap> = {
  readonly [M in keyof P]: (params: P[M]) => Promise<M extends keyof R ? R[M] : never>;
};

/** What a panel's error can offer to fix, as a button (never a command name in text). */
export const CONNECTION_ACTIONS = ['setApiKey', 'selectBaseUrl'] as const;
export type ConnectionAction = (typeof CONNECTION_ACTIONS)[number];

/** An error a person can act on: what happened, what to do next, and a button that does it when there is one. */
export interface ErrorInfo {
  message: string;
  nextStep?: string;
  action?: ConnectionAction;
}

// ---------------------------------------------------------------------------------------------------------------------
// Messages

export type RequestMessage = {
  [M in RequestMethod]: { type: 'request'; id: number; method: M; params: RequestParamsMap[M] };
}[RequestMethod];

export type WebviewMessage =
  | { type: 'ready' }
  | RequestMessage
  /** Time from the state's arrival to the first frame after rendering it (performance marks bv:data → bv:painted). */
  | { type: 'metrics'; firstPaintMs: number };

export type StateMessage = {
  [P in PanelKind]: { type: 'state'; panel: P; data: PanelDataMap[P]; context: PanelContext };
}[PanelKind];

export type ResponseMessage =
  | { type: 'response'; id: number; ok: true; result: unknown }
  | { type: 'response'; id: number; ok: false; error: ErrorInfo };

export type HostMessage = StateMessage | ResponseMessage | { type: 'loading' } | ({ type: 'error' } & ErrorInfo);

// ---------------------------------------------------------------------------------------------------------------------
// Guards. Structural and strict: unknown keys in params are refused so a compromised page cannot smuggle options.

/** Generous bounds: a Markdown brief or a CSV of a long list stays far below them. */
export const MAX_TEXT_LENGTH = 5_000_000;
const MAX_SHORT_TEXT = 2_000;
const MAX_CURSOR_LENGTH = 4096;
/** Ids in paths are uuids; accept uuid-like tokens only so nothing else lands in a URL path. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
/** A plain file name: no path separators, no leading dot, ends in .csv. */
const CSV_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,119}\.csv$/;

type Obj = Record<string, unknown>;

function isObject(x: unknown): x is Obj {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function hasOnlyKeys(x: Obj, allowed: readonly string[]): boolean {
  return Object.keys(x).every((key) => allowed.includes(key));
}

function isText(x: unknown, max = MAX_SHORT_TEXT): x is string {
  return typeof x === 'string' && x.length <= max;
}

function isNonNegativeInt(x: unknown, max = Number.MAX_SAFE_INTEGER): x is number {
  return typeof x === 'number' && Number.isSafeInteger(x) && x >= 0 && x <= max;
}

function isMessageId(x: unknown): x is number {
  return isNonNegativeInt(x) && x > 0;
}

function isOneOf<T extends string>(list: readonly T[], x: unknown): x is T {
  return typeof x === 'string' && (list as readonly string[]).includes(x);
}

export function isPanelKind(x: unknown): x is PanelKind {
  return isOneOf(PANELS, x);
}

export function isPeriodPreset(x: unknown): x is PeriodPreset {
  return isOneOf(PERIODS, x);
}

function isFilters(x: unknown): x is PanelFilters {
  return (
    isObject(x) &&
    hasOnlyKeys(x, FILTER_KEYS) &&
    Object.values(x).every((value) => value === null || value === undefined || isText(value, 300))
  );
}

function isSetFiltersParams(x: Obj): boolean {
  if (!hasOnlyKeys(x, ['period', 'filters'])) return false;
  if (x.period !== undefined && !isPeriodPreset(x.period)) return false;
  return x.filters === undefined || isFilters(x.filters);
}

function isLoadMoreParams(x: Obj): boolean {
  if (x.list === 'leaderboard') {
    return hasOnlyKeys(x, ['list', 'cursor']) && isText(x.cursor, MAX_CURSOR_LENGTH) && x.cursor.length > 0;
  }
  if (x.list === 'negative_prompts' || x.list === 'negative_sources') {
    return (
      hasOnlyKeys(x, ['list', 'offset', 'limit']) &&
      isNonNegativeInt(x.offset) &&
      isNonNegativeInt(x.limit, 100) &&
      x.limit >= 1
    );
  }
  return false;
}

/** A brand to focus: a domain or a name, one line, no controls. */
function isFocus(x: unknown): x is string {
  // eslint-disable-next-line no-control-regex
  return isText(x, 300) && x.length > 0 && !/[\u0000-\u001f\u007f]/.test(x);
}

const PARAM_CHECKS: Readonly<Record<RequestMethod, (params: Obj) => boolean>> = {
  refetch: (p) => Object.keys(p).length === 0,
  setFilters: isSetFiltersParams,
  openExternal: (p) => hasOnlyKeys(p, ['url']) && isText(p.url, 8192) && safeExternalUrl(p.url) !== null,
  openPanel: (p) =>
    hasOnlyKeys(p, ['panel', 'id', 'focus']) &&
    isPanelKind(p.panel) &&
    (p.id === undefined ? !isItemKind(p.panel) : typeof p.id === 'string' && ID_PATTERN.test(p.id)) &&
    (p.focus === undefined || (takesFocus(p.panel) && isFocus(p.focus))),
  openOwnedPage: (p) => hasOnlyKeys(p, ['url', 'show']) && isText(p.url, 8192) && (p.show === 'source' || p.show === 'page'),
  fixConnection: (p) => hasOnlyKeys(p, ['action']) && isOneOf(CONNECTION_ACTIONS, p.action),
  copyMarkdown: (p) => hasOnlyKeys(p, ['text']) && isText(p.text, MAX_TEXT_LENGTH),
  exportCsv: (p) =>
    hasOnlyKeys(p, ['text', 'suggestedName']) &&
    isText(p.text, MAX_TEXT_LENGTH) &&
    typeof p.suggestedName === 'string' &&
    CSV_NAME_PATTERN.test(p.suggestedName) &&
    !p.suggestedName.includes('..'),
  loadMore: isLoadMoreParams,
};

/** Host side: is this a message our webview may send? Anything else is dropped unanswered. */
export function isWebviewMessage(x: unknown): x is WebviewMessage {
  if (!isObject(x)) return false;
  switch (x.type) {
    case 'ready':
      return hasOnlyKeys(x, ['type']);
    case 'metrics':
      return (
        hasOnlyKeys(x, ['type', 'firstPaintMs']) &&
        typeof x.firstPaintMs === 'number' &&
        Number.isFinite(x.firstPaintMs) &&
        x.firstPaintMs >= 0
      );
    case 'request':
      return (
        hasOnlyKeys(x, ['type', 'id', 'method', 'params']) &&
        isMessageId(x.id) &&
        isOneOf(REQUEST_METHODS, x.method) &&
        isObject(x.params) &&
        PARAM_CHECKS[x.method](x.params)
      );
    default:
      return false;
  }
}

function isMenuOptionList(x: unknown): x is MenuOption[] {
  return Array.isArray(x) && x.every((o) => isObject(o) && typeof o.label === 'string' && typeof o.value === 'string');
}

const CONTEXT_KEYS = ['brandName', 'period', 'filters', 'pinnedScan', 'menus', 'locale', 'focus'];

/** Strict about keys too: nothing beyond these reaches the page (no key, no base URL, by construction). */
function isContext(x: unknown): x is PanelContext {
  if (!isObject(x) || !hasOnlyKeys(x, CONTEXT_KEYS)) return false;
  if (typeof x.brandName !== 'string' || typeof x.locale !== 'string' || !isPeriodPreset(x.period)) return false;
  if (!isFilters(x.filters)) return false;
  const pin = x.pinnedScan;
  if (pin !== null && !(isObject(pin) && typeof pin.id === 'string' && typeof pin.completedAt === 'string')) return false;
  if (x.focus !== undefined && x.focus !== null && !isFocus(x.focus)) return false;
  if (x.menus === undefined) return true;
  const menus = x.menus;
  return isObject(menus) && Object.values(menus).every((list) => list === undefined || isMenuOptionList(list));
}

function isErrorInfo(x: unknown): x is ErrorInfo {
  return (
    isObject(x) &&
    typeof x.message === 'string' &&
    (x.nextStep === undefined || typeof x.nextStep === 'string') &&
    (x.action === undefined || isOneOf(CONNECTION_ACTIONS, x.action))
  );
}

/**
 * Webview side: is this a message from our host? The data itself was validated by the API layer's schemas; here only
 * the envelope is checked, and renderers still read the data defensively.
 */
export function isHostMessage(x: unknown): x is HostMessage {
  if (!isObject(x)) return false;
  switch (x.type) {
    case 'loading':
      return true;
    case 'error':
      return isErrorInfo(x);
    case 'state':
      return isPanelKind(x.panel) && isObject(x.data) && isContext(x.context);
    case 'response':
      if (!isMessageId(x.id)) return false;
      if (x.ok === true) return 'result' in x;
      return x.ok === false && isErrorInfo(x.error);
    default:
      return false;
  }
}
