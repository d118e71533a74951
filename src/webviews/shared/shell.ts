// The frame every panel shares: heading, context line, toolbar (filters, Refresh, Copy as Markdown), a live notice
// region, and the loading / error / awaiting-first-scan states.
import { badge, button, ext } from './components';
import { h, type VElement } from './dom';
import { filterControls } from './filters';
import { periodLabel, stateWords } from './format';
import type { PanelView, RenderContext } from './panel';
import type { PanelActions } from './panel';
import { panelName, type ConnectionAction, type ErrorInfo, type PanelDataMap, type PanelKind } from '../../shared/protocol';

/** The newest scan the read includes; null before any scan, undefined when the read carries no meta. */
function dataAsOf(data: unknown): { completed_at?: unknown } | null | undefined {
  const meta = (data as { meta?: unknown }).meta;
  if (typeof meta !== 'object' || meta === null) return undefined;
  const asOf = (meta as { data_as_of?: unknown }).data_as_of;
  if (asOf === null) return null;
  return typeof asOf === 'object' ? (asOf as { completed_at?: unknown }) : undefined;
}

function contextLine(data: unknown, rc: RenderContext): VElement {
  const { context, fmt } = rc;
  const asOf = dataAsOf(data);
  const parts: (VElement | string)[] = [ext(context.brandName), ` · ${periodLabel(context.period)}`];
  if (asOf && typeof asOf.completed_at === 'string') parts.push(` · data as of ${fmt.date(asOf.completed_at)}`);
  if (context.pinnedScan) parts.push(' · ', badge(`pinned to the scan of ${fmt.date(context.pinnedScan.completedAt)}`, 'pinned'));
  return h('p', { class: 'context-line muted' }, parts);
}

function noticeRegion(notice: string | null): VElement {
  return h('div', { class: 'notice', role: 'status', 'aria-live': 'polite', id: 'notice' }, notice ?? '');
}

export function renderPanel<P extends PanelKind>(
  view: PanelView<P>,
  data: PanelDataMap[P],
  rc: RenderContext,
  notice: string | null,
): VElement {
  const awaiting = dataAsOf(data) === null;
  return h(
    'div',
    { class: `panel panel-${view.panel}` },
    h(
      'header',
      { class: 'panel-header' },
      h('p', { class: 'eyebrow muted' }, panelName(view.panel)),
      h('h1', { class: 'ext' }, view.title(data)),
      contextLine(data, rc),
      view.header(data, rc),
      h(
        'div',
        { class: 'toolbar' },
        filterControls(view.panel, data, rc),
        h(
          'div',
          { class: 'actions' },
          button('Refresh', () => rc.actions.refetch(), { id: 'refresh', secondary: true }),
          button('Copy as Markdown', () => rc.actions.copyMarkdown(), { id: 'copy-markdown' }),
        ),
      ),
    ),
    noticeRegion(notice),
    awaiting
      ? h('div', { class: 'banner', role: 'note' }, `${stateWords('awaiting_first_scan')}: nothing has been measured for this brand yet.`)
      : null,
    h('main', { class: 'panel-body' }, view.body(data, rc)),
  );
}

export function renderLoading(panel: PanelKind): VElement {
  return h(
    'div',
    { class: `panel panel-${panel}` },
    h('div', { class: 'state loading', role: 'status', 'aria-live': 'polite', 'aria-busy': 'true' }, h('span', { class: 'spinner' }), `Loading ${panelName(panel).toLowerCase()}…`),
  );
}

const ACTION_LABELS: Readonly<Record<ConnectionAction, string>> = { setApiKey: 'Set API Key', selectBaseUrl: 'Select Base URL' };

export function renderError(panel: PanelKind, error: ErrorInfo, actions: Pick<PanelActions, 'refetch' | 'fixConnection'>, notice: string | null = null): VElement {
  const action = error.action;
  return h(
    'div',
    { class: `panel panel-${panel}` },
    h(
      'div',
      { class: 'state error', role: 'alert' },
      h('h1', null, `The ${panelName(panel).toLowerCase()} could not be shown`),
      h('p', { class: 'error-message' }, error.message),
      // With a fix to offer, the button does it; its words are not repeated as a command name to type.
      error.nextStep && !action ? h('p', { class: 'next-step' }, error.nextStep) : null,
      h(
        'div',
        { class: 'actions' },
        action ? button(ACTION_LABELS[action], () => actions.fixConnection(action), { id: 'fix-connection' }) : null,
        button('Retry', () => actions.refetch(), { id: 'retry', secondary: action !== undefined }),
      ),
    ),
    noticeRegion(notice),
  );
}
