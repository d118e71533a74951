// Period and filter selects. A panel offers only the filters its endpoint takes (PANEL_FILTERS); options come from the
// read's own `menus` when present, else from the host's context menus. Choosing posts setFilters.
import { h, type VElement } from './dom';
import { ENGINES, PERIODS, filterName, type PeriodPreset } from '../../shared/vocabulary';
import { engineName, periodLabel } from './format';
import type { RenderContext } from './panel';
import { PANEL_FILTERS, type FilterKey, type PanelContext, type PanelKind, type PanelMenus } from '../../shared/protocol';
import type { MenuOption } from '../../shared/api/schemas';

type Obj = Record<string, unknown>;

function readOptions(list: unknown): MenuOption[] | undefined {
  if (!Array.isArray(list)) return undefined;
  const options: MenuOption[] = [];
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { label, value, count } = entry as Obj;
    if (typeof label !== 'string' || typeof value !== 'string') continue;
    options.push(typeof count === 'number' ? { label, value, count } : { label, value });
  }
  return options;
}

/** The read's `menus` (reputation, competitors), read structurally: entries without label and value are skipped. */
export function readMenus(data: unknown): PanelMenus {
  const menus = typeof data === 'object' && data !== null ? (data as Obj).menus : undefined;
  if (typeof menus !== 'object' || menus === null) return {};
  const m = menus as Obj;
  const result: PanelMenus = {};
  for (const key of ['types', 'intents', 'segments', 'topics'] as const) {
    const options = readOptions(m[key]);
    if (options && options.length > 0) result[key] = options;
  }
  return result;
}

const MENU_OF: Readonly<Record<Exclude<FilterKey, 'prompt'>, keyof PanelMenus>> = {
  engine: 'engines',
  type: 'types',
  intent: 'intents',
  segment: 'segments',
  topic: 'topics',
};

function optionsFor(key: Exclude<FilterKey, 'prompt'>, readMenus: PanelMenus, context: PanelContext): MenuOption[] {
  const menu = MENU_OF[key];
  const fromRead = readMenus[menu];
  if (fromRead && fromRead.length > 0) return fromRead;
  const fromHost = context.menus?.[menu];
  if (fromHost && fromHost.length > 0) return fromHost;
  return key === 'engine' ? ENGINES.map((value) => ({ value, label: engineName(value) })) : [];
}

/** The panel's active filters as "Engine: ChatGPT", labelled from the same menus the selects show. */
export function activeFilterLabels(panel: PanelKind, data: unknown, context: PanelContext): string[] {
  const menus = readMenus(data);
  const labels: string[] = [];
  for (const key of PANEL_FILTERS[panel]) {
    const value = context.filters[key];
    if (typeof value !== 'string' || value === '') continue;
    if (key === 'prompt') {
      labels.push('One prompt only');
      continue;
    }
    const option = optionsFor(key, menus, context).find((o) => o.value === value);
    labels.push(`${filterName(key)}: ${option?.label ?? value}`);
  }
  return labels;
}

function select(
  id: string,
  label: string,
  options: readonly { value: string; label: string }[],
  current: string,
  onChange: (value: string) => void,
): VElement {
  return h(
    'div',
    { class: 'filter' },
    h('span', { class: 'filter-label', id: `${id}-label` }, label),
    h(
      'vscode-single-select',
      {
        id,
        label,
        'aria-labelledby': `${id}-label`,
        on: {
          change: (event: Event) => {
            const value = (event.target as { value?: unknown } | null)?.value;
            if (typeof value === 'string' && value !== current) onChange(value);
          },
        },
      },
      options.map((o) => h('vscode-option', { value: o.value, selected: o.value === current }, o.label)),
    ),
  );
}

export function filterControls(panel: PanelKind, data: unknown, rc: RenderContext): VElement {
  const menus = readMenus(data);
  const controls: VElement[] = [
    select(
      'filter-period',
      'Period',
      PERIODS.map((value) => ({ value, label: periodLabel(value) })),
      rc.context.period,
      (value) => rc.actions.setFilters({ period: value as PeriodPreset }),
    ),
  ];
  for (const key of PANEL_FILTERS[panel]) {
    if (key === 'prompt') {
      // A prompt filter is set from elsewhere (a link), not chosen from a list: show it with a way out.
      if (rc.context.filters.prompt) {
        controls.push(
          h(
            'div',
            { class: 'filter' },
            h('span', { class: 'filter-label' }, 'One prompt only'),
            h('vscode-button', { id: 'filter-prompt-clear', secondary: true, on: { click: () => rc.actions.setFilters({ filters: { prompt: null } }) } }, 'Show all prompts'),
          ),
        );
      }
      continue;
    }
    const options = optionsFor(key, menus, rc.context);
    const current = rc.context.filters[key] ?? '';
    if (options.length === 0 && current === '') continue;
    const listed = options.some((o) => o.value === current) || current === '' ? options : [...options, { value: current, label: current }];
    controls.push(
      select(
        `filter-${key}`,
        filterName(key),
        [
          { value: '', label: 'All' },
          ...listed.map((o) => ({ value: o.value, label: typeof o.count === 'number' ? `${o.label} (${o.count})` : o.label })),
        ],
        current,
        (value) => rc.actions.setFilters({ filters: { [key]: value === '' ? null : value } }),
      ),
    );
  }
  return h('div', { class: 'filters', role: 'group', 'aria-label': 'Filters' }, controls);
}
