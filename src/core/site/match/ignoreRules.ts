// .gitignore-style rules (.gitignore, .eleventyignore, MkDocs `exclude_docs`) over the glob matcher: negation,
// directory-only rules, anchored and floating patterns, parents excluding their contents. No RegExp is built from the
// rule text; a rule built to backtrack is switched off by the matcher (see glob.ts).
import { compileGlob, type GlobMatcher } from './glob';
import { trimEnd } from '../text';

interface Rule {
  negate: boolean;
  dirOnly: boolean;
  match: GlobMatcher;
}

/** Rules past this many lines are not read: no real ignore file has them. */
const MAX_RULES = 2000;

export class IgnoreRules {
  private readonly rules: Rule[] = [];
  private readonly seen = new Set<string>();

  /** Adds the lines of an ignore file (paths are relative to the file's folder). */
  add(text: string): this {
    for (const raw of text.split('\n')) {
      if (this.rules.length >= MAX_RULES) break;
      // A repeated line adds nothing (and would only cost time).
      if (this.seen.has(raw)) continue;
      this.seen.add(raw);
      const rule = this.compile(raw.endsWith('\r') ? raw.slice(0, -1) : raw);
      if (rule) this.rules.push(rule);
    }
    return this;
  }

  /** How many rules were switched off for needing more than linear work (a hostile file). */
  get costly(): number {
    return this.rules.filter((r) => r.match.costly).length;
  }

  private compile(raw: string): Rule | undefined {
    let line = trimTrailingBlanks(raw);
    if (line === '' || line.startsWith('#')) return undefined;
    let negate = false;
    if (line.startsWith('!')) {
      negate = true;
      line = line.slice(1);
    } else if (line.startsWith('\\!') || line.startsWith('\\#')) line = line.slice(1);
    let dirOnly = false;
    if (line.endsWith('/')) {
      dirOnly = true;
      line = trimEnd(line, '/');
    }
    if (line === '') return undefined;
    // A slash at the start or in the middle anchors the rule to the file's folder; otherwise it matches at any depth.
    const anchored = line.includes('/');
    const glob = anchored ? line.replace(/^\/+/, '') : `**/${line}`;
    const match = compileGlob(glob, { dot: true });
    return match ? { negate, dirOnly, match } : undefined;
  }

  /** This path alone (its parent folders not considered): the last matching rule decides. */
  ignoresPath(rel: string, isDir = false): boolean {
    let ignored = false;
    for (const rule of this.rules) {
      if (rule.dirOnly && !isDir) continue;
      if (rule.negate !== ignored) continue; // cannot change the answer
      if (rule.match(rel)) ignored = !rule.negate;
    }
    return ignored;
  }

  /** The path or one of its parent folders is ignored (git never looks inside an ignored folder). */
  ignores(rel: string, isDir = false): boolean {
    const parts = rel.split('/').filter(Boolean);
    for (let i = 1; i < parts.length; i++) if (this.ignoresPath(parts.slice(0, i).join('/'), true)) return true;
    return parts.length > 0 && this.ignoresPath(parts.join('/'), isDir);
  }
}

/** Trailing spaces and tabs go unless escaped with a backslash (a loop: a regex here would be quadratic on long runs). */
function trimTrailingBlanks(line: string): string {
  let end = line.length;
  while (end > 0 && (line[end - 1] === ' ' || line[end - 1] === '\t') && line[end - 2] !== '\\') end--;
  return line.slice(0, end);
}
