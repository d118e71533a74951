// What changed in the page files since the crawl: each file's modification time (a stat through VS Code's file
// system, no text read), whether the editor holds unsaved changes of it, and the modification time it had the first
// time the diagnostics looked at it (kept in the workspace state, so a clone's or checkout's times are not edits).
import * as vscode from 'vscode';
import { nextFirstSeen, type FileChange } from '../../core/site/freshness';

const STATE_KEY = 'brandVisibility.diagnostics.firstSeen';

type Stored = Record<string, Record<string, number>>;

export class EditTracker {
  constructor(private readonly memento: vscode.Memento) {}

  private stored(): Stored {
    const value = this.memento.get<unknown>(STATE_KEY);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Stored) : {};
  }

  /** The change state of each file (site-relative → URI); records first-seen times of files seen for the first time. */
  async changes(folderKey: string, files: ReadonlyMap<string, vscode.Uri>): Promise<Map<string, FileChange>> {
    const dirty = new Set(vscode.workspace.textDocuments.filter((d) => d.isDirty).map((d) => d.uri.toString()));
    const mtimes = new Map<string, number | undefined>();
    await Promise.all(
      [...files].map(async ([rel, uri]) => {
        try {
          mtimes.set(rel, (await vscode.workspace.fs.stat(uri)).mtime);
        } catch {
          mtimes.set(rel, undefined);
        }
      }),
    );
    const all = this.stored();
    const known = all[folderKey] && typeof all[folderKey] === 'object' ? all[folderKey] : {};
    const ordered = new Map([...files.keys()].map((rel) => [rel, mtimes.get(rel)]));
    const next = nextFirstSeen(known, ordered);
    const out = new Map<string, FileChange>();
    for (const [rel, uri] of files) {
      out.set(rel, { mtimeMs: mtimes.get(rel), firstSeenMs: next[rel], dirty: dirty.has(uri.toString()) });
    }
    if (JSON.stringify(next) !== JSON.stringify(known)) await this.memento.update(STATE_KEY, { ...all, [folderKey]: next });
    return out;
  }

  /** Forgets what was seen (tests start from a clean slate). */
  async reset(): Promise<void> {
    await this.memento.update(STATE_KEY, undefined);
  }
}
