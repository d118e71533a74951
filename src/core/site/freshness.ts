// Whether a finding still describes the file: the crawl read the page at some time; the file may have changed since.
// A change counts when the editor holds unsaved edits, or when the file was saved after the crawl read the page — but
// not when the file is as it was the first time we looked at it: a clone or a checkout sets every file's modification
// time, and that is not an edit of the page. With the local re-check (localChecks.ts) this gives each finding one
// note: unchanged, edited, looks fixed locally, or still failing in the edited source. Pure: no vscode.
import type { Finding } from './findings';

export interface FileChange {
  /** The file's modification time on disk (ms), when it could be read. */
  mtimeMs: number | undefined;
  /** Its modification time the first time the diagnostics looked at it (kept across sessions). */
  firstSeenMs: number | undefined;
  /** The editor holds unsaved changes of it. */
  dirty: boolean;
}

export type FindingNote = 'unchanged' | 'edited' | 'fixedLocally' | 'stillFails';

/** Whether the file changed after the crawl read the page (`readAt`, ISO date-time). */
export function editedSince(readAt: string | undefined, file: FileChange): boolean {
  if (file.dirty) return true;
  const read = Date.parse(readAt ?? '');
  if (!Number.isFinite(read) || file.mtimeMs === undefined || file.mtimeMs <= read) return false;
  return file.firstSeenMs !== undefined && file.mtimeMs !== file.firstSeenMs;
}

/** The note a finding carries, from the file's change and what re-checking it in the file found. */
export function noteOf(finding: Pick<Finding, 'readAt' | 'location'>, file: FileChange | undefined): FindingNote {
  if (!file || !editedSince(finding.readAt, file)) return 'unchanged';
  const local = finding.location?.local;
  return local === 'passes' ? 'fixedLocally' : local === 'fails' ? 'stillFails' : 'edited';
}

/**
 * The first-seen modification times to keep: the known ones of the files still shown, and the current one for a file
 * seen for the first time. Bounded, so the stored map cannot grow without end.
 */
export function nextFirstSeen(
  known: Readonly<Record<string, number>>,
  current: ReadonlyMap<string, number | undefined>,
  max = 5_000,
): Record<string, number> {
  // File names come from the repository: a file named `__proto__` must stay a key, not become a prototype.
  const out = Object.create(null) as Record<string, number>;
  let n = 0;
  for (const [rel, mtime] of current) {
    if (n >= max) break;
    const seen = Object.prototype.hasOwnProperty.call(known, rel) ? known[rel] : mtime;
    if (typeof seen === 'number' && Number.isFinite(seen)) {
      out[rel] = seen;
      n++;
    }
  }
  return out;
}
