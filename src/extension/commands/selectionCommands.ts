// Select Brand, Select Period, Filters…, Pin to Scan…, Refresh, Show Log and the status bar's menu. Each takes an
// optional argument (a value to set) so it can run without its quick pick.
import * as vscode from 'vscode';
import { PERIODS, isUuid, type MenuOption, type PeriodPreset } from '../../core/api';
import type { FilterMenus } from '../session/brandReads';
import type { Services } from '../session/services';
import { SELECTION_FILTER_KEYS, isPeriod, type SelectionFilterKey } from '../session/selection';
import { showStatusMenu, STATUS_MENU_COMMAND } from '../statusBar/statusBar';
import { pickText, plainText } from '../../shared/text/plainText';
import { formatDateTime } from '../present/format';
import { periodLabel } from '../../shared/vocabulary';
import { brandIdOf, ensureConnected, reportReadError, resolveBrand } from './brandArg';
import { brandPickItem, filterOptionPickItem, type BrandPickItem, type FilterPickItem } from './pickItems';

async function selectBrand(services: Services, arg: unknown): Promise<string | undefined> {
  const direct = brandIdOf(arg);
  if (direct) {
    const known = services.brands.cached.find((b) => b.id === direct);
    await services.selection.setBrand(direct, known?.name);
    return direct;
  }
  if (!ensureConnected(services)) return undefined;
  const pick = vscode.window.createQuickPick<BrandPickItem>();
  pick.title = vscode.l10n.t('Brand Visibility: Select Brand');
  pick.placeholder = vscode.l10n.t('Which brand?');
  pick.matchOnDescription = true;
  pick.busy = true;
  pick.show();
  try {
    const brands = await services.brands.brands();
    pick.items = brands.map((b) => brandPickItem(b, services.selection.brandId));
    pick.activeItems = pick.items.filter((i) => i.id === services.selection.brandId);
  } catch (err) {
    pick.dispose();
    reportReadError(services, err);
    return undefined;
  } finally {
    pick.busy = false;
  }
  const chosen = await new Promise<BrandPickItem | undefined>((resolve) => {
    pick.onDidAccept(() => resolve(pick.selectedItems[0]));
    pick.onDidHide(() => resolve(undefined));
  });
  pick.dispose();
  if (!chosen) return undefined;
  await services.selection.setBrand(chosen.id, chosen.name);
  return chosen.id;
}

async function selectPeriod(services: Services, arg: unknown): Promise<PeriodPreset | undefined> {
  if (isPeriod(arg)) {
    await services.selection.setPeriod(arg);
    return arg;
  }
  const current = services.selection.period;
  const chosen = await vscode.window.showQuickPick(
    PERIODS.map((p) => ({ label: vscode.l10n.t(periodLabel(p)), description: p === current ? `${p} · ${vscode.l10n.t('current')}` : p, period: p })),
    { title: vscode.l10n.t('Brand Visibility: Select Period'), placeHolder: vscode.l10n.t('Period the tree, panels and previews read') },
  );
  if (!chosen) return undefined;
  await services.selection.setPeriod(chosen.period);
  return chosen.period;
}

function filterTitle(key: SelectionFilterKey): string {
  return {
    engine: vscode.l10n.t('Engine'),
    type: vscode.l10n.t('Prompt type'),
    intent: vscode.l10n.t('Intent'),
    segment: vscode.l10n.t('Segment'),
    topic: vscode.l10n.t('Topic'),
  }[key];
}

function menuFor(menus: FilterMenus, key: SelectionFilterKey): MenuOption[] {
  return { engine: menus.engines, type: menus.types, intent: menus.intents, segment: menus.segments, topic: menus.topics }[key];
}

/** Script form: `{ engine: 'openai', intent: null }` sets/clears those filters; `'clear'` clears all. */
async function setFiltersDirect(services: Services, arg: Record<string, unknown>): Promise<void> {
  for (const key of SELECTION_FILTER_KEYS) {
    if (!(key in arg)) continue;
    const value = arg[key];
    await services.selection.setFilter(key, typeof value === 'string' && value ? { value, label: value } : undefined);
  }
}

async function setFilters(services: Services, arg: unknown): Promise<void> {
  if (arg === 'clear') return services.selection.clearFilters();
  if (typeof arg === 'object' && arg !== null && !brandIdOf(arg) && !Array.isArray(arg)) return setFiltersDirect(services, arg as Record<string, unknown>);
  if (!ensureConnected(services)) return;
  const brandId = await resolveBrand(services, arg);
  if (!brandId) return;
  let menus: FilterMenus;
  try {
    menus = await services.withProgress(vscode.l10n.t('Reading the filter menus…'), () => services.reads.menus(brandId));
  } catch (err) {
    reportReadError(services, err);
    return;
  }
  const labels = services.selection.filterLabels;
  type KeyItem = vscode.QuickPickItem & { key?: SelectionFilterKey; clear?: true };
  const keyItems: KeyItem[] = SELECTION_FILTER_KEYS.map((key) => ({
    key,
    label: filterTitle(key),
    description: labels[key] ? pickText(labels[key], 60) : vscode.l10n.t('any'),
  }));
  if (Object.keys(labels).length) keyItems.push({ label: `$(clear-all) ${vscode.l10n.t('Clear all filters')}`, clear: true });
  const which = await vscode.window.showQuickPick(keyItems, {
    title: vscode.l10n.t('Brand Visibility: Filters'),
    placeHolder: vscode.l10n.t('Which filter? (Keywords take segment and topic; prompts, pages and competitors take engine, type and intent.)'),
  });
  if (!which) return;
  if (which.clear || !which.key) return services.selection.clearFilters();
  const key = which.key;
  const options: FilterPickItem[] = [{ label: vscode.l10n.t('Any'), description: vscode.l10n.t('no filter') }, ...menuFor(menus, key).map(filterOptionPickItem)];
  const chosen = await vscode.window.showQuickPick(options, { title: vscode.l10n.t('Filter by {0}', filterTitle(key)), matchOnDescription: true });
  if (!chosen) return;
  await services.selection.setFilter(key, chosen.option ? { value: chosen.option.value, label: plainText(chosen.option.label, 80) || chosen.option.value } : undefined);
}

async function pinToScan(services: Services, arg: unknown): Promise<void> {
  if (arg === 'latest') return services.selection.setPin(undefined);
  if (isUuid(arg)) return services.selection.setPin({ id: arg, completedAt: undefined });
  if (!ensureConnected(services)) return;
  const brandId = await resolveBrand(services, arg);
  if (!brandId) return;
  if (brandId !== services.selection.brandId) await services.selection.setBrand(brandId, undefined);
  let scans;
  try {
    scans = await services.withProgress(vscode.l10n.t('Reading the scans…'), () => services.reads.scans(brandId));
  } catch (err) {
    reportReadError(services, err);
    return;
  }
  const current = services.selection.pin?.id;
  const latestAt = current ? undefined : services.reads.pinnedScan(brandId)?.completedAt;
  const latestDate = latestAt ? formatDateTime(latestAt) : undefined;
  type ScanItem = vscode.QuickPickItem & { scanId?: string; completedAt?: string };
  const items: ScanItem[] = [
    {
      label: `$(history) ${vscode.l10n.t('Latest scan')}`,
      // Said as the status bar and the view say it: not pinned, reading the latest scan (with its date once read).
      description: current ? undefined : [vscode.l10n.t('current'), latestDate ? vscode.l10n.t('data as of {0}', latestDate) : ''].filter(Boolean).join(' · '),
      detail: vscode.l10n.t('Do not pin: each refresh reads the newest completed scan.'),
    },
    ...scans.map((s) => ({
      label: formatDateTime(s.completedAt) ?? s.id,
      description: [pickText(s.kind, 30), s.id === current ? vscode.l10n.t('current') : ''].filter(Boolean).join(' · '),
      scanId: s.id,
      completedAt: s.completedAt,
    })),
  ];
  if (scans.length === 0) items.push({ label: vscode.l10n.t('The API reports no completed scans for this brand.'), alwaysShow: true });
  const chosen = await vscode.window.showQuickPick(items, { title: vscode.l10n.t('Brand Visibility: Pin to Scan'), placeHolder: vscode.l10n.t('Read every view as of this completed scan') });
  if (!chosen) return;
  if (!chosen.scanId) {
    if (chosen.detail) await services.selection.setPin(undefined);
    return;
  }
  await services.selection.setPin({ id: chosen.scanId, completedAt: chosen.completedAt });
}

export function registerSelectionCommands(context: vscode.ExtensionContext, services: Services): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('brandVisibility.selectBrand', (arg?: unknown) => selectBrand(services, arg)),
    vscode.commands.registerCommand('brandVisibility.selectPeriod', (arg?: unknown) => selectPeriod(services, arg)),
    vscode.commands.registerCommand('brandVisibility.setFilters', (arg?: unknown) => setFilters(services, arg)),
    vscode.commands.registerCommand('brandVisibility.pinToScan', (arg?: unknown) => pinToScan(services, arg)),
    vscode.commands.registerCommand('brandVisibility.refresh', () => services.refresh()),
    vscode.commands.registerCommand('brandVisibility.showLog', () => services.log.show()),
    vscode.commands.registerCommand(STATUS_MENU_COMMAND, () => showStatusMenu()),
  );
}
