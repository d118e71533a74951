// What a restored panel needs beyond the webview's saved `{panel, id}`: the brand it belongs to (and a name and title
// to show while it loads). Kept in workspaceState, most recent first, bounded; records are never trusted blindly:
// every field is checked when read back.
import type * as vscode from 'vscode';
import { isUuid } from '../../core/api';
import { isPanelKind, type PanelKind } from '../../shared/protocol';

export interface PanelRecord {
  kind: PanelKind;
  brandId: string;
  /** keyword id / prompt uid; absent for reputation and competitors. */
  id?: string;
  brandName?: string;
  /** The item's text for the title (keyword, prompt). */
  title?: string;
}

const STATE_KEY = 'brandVisibility.panels';
const MAX_RECORDS = 50;

function isRecord(x: unknown): x is PanelRecord {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  return (
    isPanelKind(r.kind) &&
    isUuid(r.brandId) &&
    (r.id === undefined || isUuid(r.id)) &&
    (r.brandName === undefined || typeof r.brandName === 'string') &&
    (r.title === undefined || typeof r.title === 'string')
  );
}

export class PanelMemory {
  constructor(private readonly memento: vscode.Memento) {}

  private all(): PanelRecord[] {
    const raw: unknown = this.memento.get(STATE_KEY);
    return Array.isArray(raw) ? raw.filter(isRecord) : [];
  }

  /** Records (or refreshes) a panel, moving it to the front. */
  async remember(record: PanelRecord): Promise<void> {
    const same = (r: PanelRecord): boolean => r.kind === record.kind && r.brandId === record.brandId && r.id === record.id;
    const previous = this.all().find(same);
    const merged: PanelRecord = { ...previous, ...stripUndefined(record) };
    await this.memento.update(STATE_KEY, [merged, ...this.all().filter((r) => !same(r))].slice(0, MAX_RECORDS));
  }

  /**
   * The record a restored panel belongs to. Keyword and prompt panels are found by their id. Reputation and
   * competitors panels save no id, so the most recent brand of that kind not already showing is taken.
   */
  find(kind: PanelKind, id: string | null, showing: (brandId: string) => boolean): PanelRecord | undefined {
    const records = this.all().filter((r) => r.kind === kind);
    if (id !== null) return records.find((r) => r.id === id);
    return records.find((r) => !showing(r.brandId));
  }
}

function stripUndefined(record: PanelRecord): PanelRecord {
  const out = { ...record } as Record<string, unknown>;
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out as unknown as PanelRecord;
}
