// The variables a build takes from the site's own env files. Next.js loads `.env*` files of the project folder into
// `process.env` before it reads next.config (https://nextjs.org/docs/app/guides/environment-variables#environment-variable-load-order):
// `.env.production.local`, `.env.local`, `.env.production`, `.env`, the first one setting a name wins, and
// `next build` runs with NODE_ENV=production. Files are parsed by dotenv's parser (text only, never run).
import { parse } from 'dotenv';
import type { SiteFiles } from '../../types';
import { joinRel } from './paths';

/** Env files larger than this are not read (which bounds their lines); names taken from one file at most. */
const MAX_ENV_BYTES = 64 * 1024;
const MAX_NAMES = 1000;
const MAX_LINE = 4096;

/** The variables `next build` sees from the env files in `dir` (relative to the site root). */
export function productionEnv(files: SiteFiles, dir = '', base: Readonly<Record<string, string>> = {}): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [k, v] of Object.entries(base)) out[k] = v;
  for (const name of ['.env.production.local', '.env.local', '.env.production', '.env']) {
    const text = files.read(joinRel(dir, name));
    if (text === undefined || text.length > MAX_ENV_BYTES) continue;
    // One line at a time: dotenv's pattern is slow across thousands of blank lines, and the values a build's routing
    // reads (a base path, a site URL) sit on one line.
    let names = 0;
    for (const line of text.split('\n')) {
      if (names >= MAX_NAMES) break;
      if (!line.includes('=') || line.length > MAX_LINE) continue;
      let parsed: Record<string, string>;
      try {
        parsed = parse(line);
      } catch {
        continue;
      }
      for (const [k, v] of Object.entries(parsed)) {
        names++;
        if (!(k in out)) out[k] = v;
      }
    }
  }
  return out;
}
