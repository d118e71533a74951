// Searches every file under a folder for a secret, as UTF-8 and as UTF-16LE (Chromium keeps some strings that way).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const MAX_FILE_BYTES = 200 * 1024 * 1024;

export interface ScanResult {
  filesScanned: number;
  hits: string[];
}

export function scanForSecret(root: string, secret: string): ScanResult {
  const needles = [Buffer.from(secret, 'utf8'), Buffer.from(secret, 'utf16le')];
  const result: ScanResult = { filesScanned: 0, hits: [] };
  const walk = (dir: string): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) {
        try {
          if (statSync(path).size > MAX_FILE_BYTES) continue;
          const bytes = readFileSync(path);
          result.filesScanned++;
          if (needles.some((n) => bytes.includes(n))) result.hits.push(path);
        } catch {
          /* sockets, vanished files */
        }
      }
    }
  };
  walk(root);
  return result;
}

/** Files under `root` whose path matches and whose text contains `text`. */
export function filesContaining(root: string, pathPattern: RegExp, text: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (pathPattern.test(path)) {
        try {
          if (readFileSync(path, 'utf8').includes(text)) found.push(path);
        } catch {
          /* ignore */
        }
      }
    }
  };
  walk(root);
  return found;
}
