// The brands shown at the tree's root: GET /v1/brands (read tolerantly by the API layer) plus the brands added by id
// in settings, each of those resolved through its settings read (a 404 shows on that brand, not on the whole list).
// The listing is cached until Refresh or a new key, so switching the selected brand reads nothing.
import * as vscode from 'vscode';
import { describeError } from '../../core/api';
import type { BrandReads } from './brandReads';
import type { Connection } from './connection';
import { addedBrandIds } from './sessionReads';
import type { Selection } from './selection';
import type { BrandEntry } from '../tree/nodes/brandNode';
import type { RootSource } from '../tree/brandTreeProvider';

export class BrandDirectory implements RootSource {
  private listing: Promise<BrandEntry[]> | undefined;
  private known: BrandEntry[] = [];

  constructor(
    private readonly connection: Connection,
    private readonly reads: () => BrandReads,
    private readonly selection: Selection,
  ) {}

  canRead(): boolean {
    return this.connection.state === 'ready' || this.connection.state === 'archived';
  }

  blockedMessage(): { message: string; next?: string } | undefined {
    if (this.connection.state !== 'archived') return undefined;
    return {
      message: vscode.l10n.t("This key's organization is archived: nothing can be read until it is restored."),
      next: vscode.l10n.t('Click to retry once it is restored'),
    };
  }

  selectedBrandId(): string | undefined {
    return this.selection.brandId;
  }

  /** Brands read so far (quick picks use them without a request). */
  get cached(): readonly BrandEntry[] {
    return this.known;
  }

  invalidate(): void {
    this.listing = undefined;
  }

  brands(): Promise<BrandEntry[]> {
    this.listing ??= this.load().catch((err: unknown) => {
      this.listing = undefined;
      throw err;
    });
    return this.listing;
  }

  private async load(): Promise<BrandEntry[]> {
    const reads = this.reads();
    const listed = await reads.brands();
    const entries: BrandEntry[] = listed.map((b) => ({ id: b.id, name: b.name, domain: b.domain, addedById: false }));
    const listedIds = new Set(entries.map((e) => e.id.toLowerCase()));
    const extra = addedBrandIds().filter((id) => !listedIds.has(id));
    const resolved = await Promise.all(
      extra.map(async (id): Promise<BrandEntry> => {
        try {
          const s = await reads.settings(id);
          return { id: s.brand_id || id, name: s.name, domain: s.domain, addedById: true };
        } catch (err) {
          const d = describeError(err);
          return { id, name: undefined, domain: undefined, addedById: true, error: { message: d.message, next: d.nextStep, code: d.code } };
        }
      }),
    );
    entries.push(...resolved);
    this.known = entries;
    await this.settleSelection(entries);
    return entries;
  }

  /** Selects a brand when none is (the folder's bound brand, else the first readable one) and learns its name. */
  private async settleSelection(entries: BrandEntry[]): Promise<void> {
    const current = this.selection.brandId;
    const match = current ? entries.find((e) => e.id.toLowerCase() === current.toLowerCase()) : undefined;
    if (match) {
      if (match.name) await this.selection.learnBrandName(match.id, match.name);
      return;
    }
    const bound = boundBrandId();
    const pick = entries.find((e) => !e.error && bound && e.id.toLowerCase() === bound) ?? entries.find((e) => !e.error);
    if (pick && !current) await this.selection.setBrand(pick.id, pick.name);
  }
}

/** `brandVisibility.brand` of the first workspace folder that sets one (multi-root: each folder may bind a brand). */
export function boundBrandId(): string | undefined {
  for (const folder of vscode.workspace.workspaceFolders ?? []) {
    const value = vscode.workspace.getConfiguration('brandVisibility', folder.uri).get<string>('brand');
    if (typeof value === 'string' && value.trim()) return value.trim().toLowerCase();
  }
  return undefined;
}
