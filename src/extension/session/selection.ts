// What the user is looking at: brand, period, filters and an explicit scan pin. One place, one change event, kept in
// workspaceState so a reload restores the view. Panels and diagnostics read the same selection.
import * as vscode from 'vscode';
import { PERIODS, type PeriodPreset } from '../../shared/api/schemas';

/** The shared filters the tree and the palette reads apply (each endpoint takes the subset the reference names). */
export const SELECTION_FILTER_KEYS = ['engine', 'type', 'intent', 'segment', 'topic'] as const;
export type SelectionFilterKey = (typeof SELECTION_FILTER_KEYS)[number];
export type SelectionFilters = Partial<Record<SelectionFilterKey, string>>;

/** A filter value with the label its menu gave it (shown in the view description and the status bar). */
export interface FilterChoice {
  value: string;
  label: string;
}

/** A scan chosen with "Pin to Scan…". */
export interface ScanPin {
  id: string;
  /** date-time of the scan's completion. */
  completedAt: string | undefined;
}

export interface SelectionSnapshot {
  brandId: string | undefined;
  brandName: string | undefined;
  period: PeriodPreset;
  filters: SelectionFilters;
  filterLabels: Partial<Record<SelectionFilterKey, string>>;
  pin: ScanPin | undefined;
}

export type SelectionChange = 'brand' | 'period' | 'filters' | 'pin';

const STATE_KEY = 'brandVisibility.selection';

interface Stored {
  brandId?: string;
  brandName?: string;
  period?: string;
  filters?: Record<string, { value: string; label: string }>;
  pin?: ScanPin;
}

export function isPeriod(value: unknown): value is PeriodPreset {
  return typeof value === 'string' && (PERIODS as readonly string[]).includes(value);
}

function configuredPeriod(): PeriodPreset {
  const value = vscode.workspace.getConfiguration('brandVisibility').get<string>('defaultPeriod');
  return isPeriod(value) ? value : '1w';
}

export class Selection implements vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<ReadonlySet<SelectionChange>>();
  /** Fires with what changed; listeners re-read with the new query. */
  readonly onDidChange = this.changed.event;
  private state: Stored;
  private readonly configListener: vscode.Disposable;

  constructor(private readonly memento: vscode.Memento) {
    const raw = memento.get<Stored>(STATE_KEY);
    this.state = raw && typeof raw === 'object' ? raw : {};
    this.configListener = vscode.workspace.onDidChangeConfiguration((e) => {
      // The setting is the period until the user picks one for this workspace.
      if (e.affectsConfiguration('brandVisibility.defaultPeriod') && !isPeriod(this.state.period)) this.changed.fire(new Set(['period']));
    });
  }

  get brandId(): string | undefined {
    return typeof this.state.brandId === 'string' ? this.state.brandId : undefined;
  }

  get brandName(): string | undefined {
    return typeof this.state.brandName === 'string' ? this.state.brandName : undefined;
  }

  get period(): PeriodPreset {
    return isPeriod(this.state.period) ? this.state.period : configuredPeriod();
  }

  get filters(): SelectionFilters {
    const out: SelectionFilters = {};
    for (const key of SELECTION_FILTER_KEYS) {
      const v = this.state.filters?.[key]?.value;
      if (typeof v === 'string' && v) out[key] = v;
    }
    return out;
  }

  get filterLabels(): Partial<Record<SelectionFilterKey, string>> {
    const out: Partial<Record<SelectionFilterKey, string>> = {};
    for (const key of SELECTION_FILTER_KEYS) {
      const choice = this.state.filters?.[key];
      if (choice && typeof choice.value === 'string' && choice.value) out[key] = typeof choice.label === 'string' ? choice.label : choice.value;
    }
    return out;
  }

  get pin(): ScanPin | undefined {
    const pin = this.state.pin;
    return pin && typeof pin.id === 'string' ? pin : undefined;
  }

  snapshot(): SelectionSnapshot {
    return { brandId: this.brandId, brandName: this.brandName, period: this.period, filters: this.filters, filterLabels: this.filterLabels, pin: this.pin };
  }

  /** Selects a brand. A pin belongs to one brand's scans, so it is dropped when the brand changes. */
  async setBrand(id: string, name: string | undefined): Promise<void> {
    const same = id === this.brandId;
    const changes = new Set<SelectionChange>(['brand']);
    this.state = { ...this.state, brandId: id, brandName: name ?? (same ? this.brandName : undefined) };
    if (!same && this.state.pin) {
      this.state.pin = undefined;
      changes.add('pin');
    }
    await this.save(changes);
  }

  /** Records a brand's display name learned from a read (no change event unless it differs). */
  async learnBrandName(id: string, name: string): Promise<void> {
    if (id !== this.brandId || name === this.brandName) return;
    this.state = { ...this.state, brandName: name };
    await this.save(new Set(['brand']));
  }

  async setPeriod(period: PeriodPreset): Promise<void> {
    this.state = { ...this.state, period };
    await this.save(new Set(['period']));
  }

  /** Sets or clears (choice undefined) one filter. */
  async setFilter(key: SelectionFilterKey, choice: FilterChoice | undefined): Promise<void> {
    const filters = { ...(this.state.filters ?? {}) };
    if (choice) filters[key] = { value: choice.value, label: choice.label };
    else delete filters[key];
    this.state = { ...this.state, filters };
    await this.save(new Set(['filters']));
  }

  async clearFilters(): Promise<void> {
    this.state = { ...this.state, filters: {} };
    await this.save(new Set(['filters']));
  }

  async setPin(pin: ScanPin | undefined): Promise<void> {
    this.state = { ...this.state, pin };
    await this.save(new Set(['pin']));
  }

  /** Forgets every choice (brand, period, filters, pin). */
  async reset(): Promise<void> {
    this.state = {};
    await this.save(new Set(['brand', 'period', 'filters', 'pin']));
  }

  private async save(changes: Set<SelectionChange>): Promise<void> {
    await this.memento.update(STATE_KEY, this.state);
    this.changed.fire(changes);
  }

  dispose(): void {
    this.configListener.dispose();
    this.changed.dispose();
  }
}
