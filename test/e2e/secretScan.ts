// Searches every file under a folder for a secret, as UTF-8 and as UTF-16LE (Chromium keeps some strings that way).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const MAX_FILE_BYTES = 200 * 1024 * 1024;

// The README ships in the .vsix and documents the sample server's public test keys. Its installed copy is
// skipped only when it is byte-for-byte the project's README; any other file holding a key still counts.
const shippedReadme = readFileSync(join(__dirname, '../../README.md'));

export interface ScanResult {
  filesScanned: number;
  hits: string[];
}

export function scanForSecret(root: string, secret: string): ScanResult {
  const result = scanForSecrets(root, [secret]);
  return { filesScanned: result.filesScanned, hits: result.hits.map((h) => h.path) };
}

export interface MultiScanResult {
  filesScanned: number;
  /** Each file holding a secret, with the index of that secret in the list given. */
  hits: Array<{ path: string; secret: number }>;
}

/** scanForSecret for several secrets at once: each file is read once (the key-hygiene spec searches every run). */
export function scanForSecrets(root: string, secrets: readonly string[]): MultiScanResult {
  const needles = secrets.map((secret) => [Buffer.from(secret, 'utf8'), Buffer.from(secret, 'utf16le')]);
  const result: MultiScanResult = { filesScanned: 0, hits: [] };
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
          if (bytes.equals(shippedReadme)) continue;
          result.filesScanned++;
          needles.forEach((forms, secret) => {
            if (forms.some((n) => bytes.includes(n))) result.hits.push({ path, secret });
          });
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
