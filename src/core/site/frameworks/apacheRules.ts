// Apache `.htaccess` files of a plain static site: the rules that change what a path serves, read as text and never
// compiled. mod_alias `Redirect [status] URL-path [URL]` matches the path and anything below it
// (httpd.apache.org/docs/2.4/mod/mod_alias.html#redirect); `RedirectMatch` and mod_rewrite `RewriteRule` take regular
// expressions (mod_alias.html#redirectmatch, mod_rewrite.html#rewriterule), of which only literal forms are read
// (`^favicon\.ico$`, `/\.git`, `\.html$`): a literal is matched by plain string comparison, anything else makes
// the paths it may touch unknown (no file is named there). `Require all denied` / `Deny from all` answer 403 for
// the folder (mod_authz_core.html#require). A rule inside a block (<Files>, <If>…) applies only sometimes: its
// folder becomes unknown. Per-directory rewrites see the path relative to the .htaccess folder, and a folder's own
// rewrite rules replace its parents' (mod_rewrite.html#rewriteoptions: not inherited by default).
import type { Resolution, SiteFiles } from '../types';
import { baseOf, dirOf, joinRel } from './kit/paths';

const MAX_FILES = 50;
const MAX_CHARS = 100_000;
const MAX_RULES = 500;

/** How a literal matches: the whole text, its start, its end, or anywhere. */
interface Literal {
  text: string;
  start: boolean;
  end: boolean;
  ignoreCase?: boolean;
}

type Matcher = { literal: Literal } | { unknownPrefix: string };

interface AliasRule {
  /** Redirect: the URL-path (segment prefix); RedirectMatch: a literal or unknown regex. */
  prefix?: string;
  match?: Matcher;
  status: string;
  line: string;
}

interface RewriteRule {
  match: Matcher;
  target: string;
  flags: string[];
  /** Preceding RewriteConds: 'file' = only `%{REQUEST_FILENAME} -f`; 'other' = anything else. */
  cond?: 'file' | 'other';
  line: string;
}

interface HtaccessFile {
  rel: string;
  /** URL folder it applies to, relative to the served root ('' = root). */
  dir: string;
  aliases: AliasRule[];
  rewrites: RewriteRule[];
  rewriteOn: boolean;
  /** RewriteOptions (inheritance) or RewriteBase with anything but '/': rewrites read as unknown. */
  rewriteUnreadable: boolean;
  denied: boolean;
  /** A rule inside a conditional block, or DirectoryIndex: the folder's answers are unknown. */
  unreadable?: string;
}

export interface ApacheRules {
  /** A resolution the rules force for `urlPath` (decoded, leading '/'), or undefined when they leave it alone. */
  apply(urlPath: string, fileExists: (rel: string) => boolean): Resolution | undefined;
}

/** The .htaccess files served from `root` ('' = the site root); undefined when there are none. */
export function apacheRules(files: SiteFiles, root: string): ApacheRules | undefined {
  const prefix = root ? `${root}/` : '';
  const list = (root ? files.under(root) : files.all()).filter((rel) => baseOf(rel) === '.htaccess').slice(0, MAX_FILES);
  if (list.length === 0) return undefined;
  const parsed = list.map((rel) => {
    const d = dirOf(rel);
    return parseHtaccess(rel, root ? (d === root ? '' : d.slice(prefix.length)) : d, files.read(rel) ?? '');
  });
  return {
    apply(urlPath, fileExists) {
      const path = urlPath.replace(/^\/+/, '');
      const chain = parsed.filter((h) => h.dir === '' || path === h.dir || path.startsWith(`${h.dir}/`));
      for (const h of chain) {
        for (const a of h.aliases) {
          const hit = a.prefix !== undefined ? segmentPrefix(`/${path}`, a.prefix) : a.match ? matches(a.match, `/${path}`) : false;
          if (hit === 'unknown') return unknown(h.rel, a.line, urlPath);
          // A 3xx status (or permanent/temp/seeother) sends the visitor elsewhere; 404, 410 (gone) and others end there.
          if (hit) return { file: null, kind: /^(3\d\d|permanent|temp|seeother)$/i.test(a.status) ? 'redirect' : 'none', reason: `no source: ${h.rel} answers ${urlPath} with ${a.line}` };
        }
      }
      for (const h of chain) {
        if (h.unreadable) return unknown(h.rel, h.unreadable, urlPath);
        if (h.denied) return { file: null, kind: 'none', reason: `no source: ${h.rel} denies access to its folder (403)` };
      }
      // The deepest folder with rewrite rules is the one whose rules run.
      const rewriting = chain.filter((h) => h.rewriteOn && h.rewrites.length > 0).sort((a, b) => b.dir.length - a.dir.length)[0];
      return rewriting ? rewriteAnswer(rewriting, path, urlPath, root, fileExists) : undefined;
    },
  };
}

/**
 * What the rewrite rules of the folder whose rules run (`h`) make of `path` (relative to the served root): the rules
 * in order until one that stops, undefined when none touches the path.
 */
function rewriteAnswer(h: HtaccessFile, path: string, urlPath: string, root: string, fileExists: (rel: string) => boolean): Resolution | undefined {
  if (h.rewriteUnreadable) return unknown(h.rel, 'RewriteOptions/RewriteBase', urlPath);
  const local = h.dir ? path.slice(h.dir.length + 1) : path;
  const rules = h.rewrites;
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i];
    const hit = matches(rule.match, local);
    if (!hit) continue;
    if (hit === 'unknown' || rule.cond === 'other') return unknown(h.rel, rule.line, urlPath);
    const stops = rule.flags.some((f) => /^(L|END|F|G|R(=\d+)?|forbidden|gone|redirect(=\d+)?)$/i.test(f)) || i === rules.length - 1;
    if (rule.flags.some((f) => /^(F|forbidden)$/i.test(f))) return { file: null, kind: 'none', reason: `no source: ${h.rel} forbids ${urlPath} (${rule.line})` };
    if (rule.flags.some((f) => /^(G|gone)$/i.test(f))) return { file: null, kind: 'none', reason: `no source: ${h.rel} answers ${urlPath} as gone (${rule.line})` };
    if (rule.target === '-') {
      if (rule.flags.some((f) => /^(R|redirect)/i.test(f)) || !stops) return unknown(h.rel, rule.line, urlPath);
      continue;
    }
    if (rule.flags.some((f) => /^(R|redirect)/i.test(f)) || /^[a-z][a-z0-9+.-]*:\/\//i.test(rule.target)) {
      return { file: null, kind: 'redirect', reason: `no source: ${h.rel} redirects ${urlPath} (${rule.line})` };
    }
    if (!stops || /[$%]/.test(rule.target)) return unknown(h.rel, rule.line, urlPath);
    const target = rule.target.startsWith('/') ? rule.target.replace(/^\/+/, '') : joinRel(h.dir, rule.target);
    const served = root ? joinRel(root, target) : target;
    // Only for files that exist (RewriteCond %{REQUEST_FILENAME} -f), a script handling them: the file stays
    // what the page shows.
    if (rule.cond === 'file') {
      if (!fileExists(root ? joinRel(root, path) : path)) continue;
      if (SCRIPT.test(target)) return undefined;
      return unknown(h.rel, rule.line, urlPath);
    }
    if (SCRIPT.test(target)) return { file: null, kind: 'none', reason: `no source: ${h.rel} hands ${urlPath} to the script ${target} (${rule.line})` };
    if (fileExists(served)) return { file: served, kind: 'static', reason: `static file ${served} (${h.rel} rewrites ${urlPath} to it: ${rule.line})` };
    return { file: null, kind: 'none', reason: `no source: ${h.rel} rewrites ${urlPath} to ${target}, which the repository does not hold` };
  }
  return undefined;
}

const SCRIPT = /\.(php\d?|cgi|pl|py|rb|asp|aspx|jsp|shtml)$/i;

function unknown(rel: string, line: string, urlPath: string): Resolution {
  return { file: null, kind: 'none', reason: `no source: ${rel} has a rule this mapper does not read (${line}) that may apply to ${urlPath}` };
}

/** mod_alias matching: the URL-path itself or below it (a match ends at a '/' or the end). */
function segmentPrefix(path: string, prefix: string): boolean {
  if (!path.startsWith(prefix)) return false;
  return prefix.endsWith('/') || path.length === prefix.length || path[prefix.length] === '/';
}

function matches(m: Matcher, text: string): boolean | 'unknown' {
  if ('unknownPrefix' in m) return text.startsWith(m.unknownPrefix) ? 'unknown' : false;
  const { start, end, ignoreCase } = m.literal;
  const subject = ignoreCase ? text.toLowerCase() : text;
  const lit = ignoreCase ? m.literal.text.toLowerCase() : m.literal.text;
  if (start && end) return subject === lit;
  if (start) return subject.startsWith(lit);
  if (end) return subject.endsWith(lit);
  return subject.includes(lit);
}

/**
 * A regular expression read as a literal: `^` and `$` anchors, escaped punctuation as itself. Anything else (classes,
 * groups, quantifiers, `.`) is not read: the literal text before it, when anchored, bounds what it may match.
 */
export function literalRegex(source: string, ignoreCase = false): Matcher {
  let i = 0;
  const start = source.startsWith('^');
  if (start) i = 1;
  let text = '';
  for (; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      const next = source[i + 1];
      if (next === undefined || /[A-Za-z0-9]/.test(next)) return { unknownPrefix: start ? text : '' };
      text += next;
      i++;
      continue;
    }
    if (c === '$' && i === source.length - 1) return { literal: { text, start, end: true, ignoreCase } };
    if ('.[](){}*+?|^$'.includes(c)) {
      // A quantifier applies to the character before it: that one is not certain.
      const certain = '*?{'.includes(c) ? text.slice(0, -1) : text;
      return { unknownPrefix: start && !ignoreCase ? certain : '' };
    }
    text += c;
  }
  return { literal: { text, start, end: false, ignoreCase } };
}

/** Words of a directive line, quotes removed ("a b" stays one word). */
function words(line: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < line.length && out.length < 8) {
    while (i < line.length && (line[i] === ' ' || line[i] === '\t')) i++;
    if (i >= line.length) break;
    if (line[i] === '"') {
      const close = line.indexOf('"', i + 1);
      const endAt = close < 0 ? line.length : close;
      out.push(line.slice(i + 1, endAt));
      i = endAt + 1;
    } else {
      let j = i;
      while (j < line.length && line[j] !== ' ' && line[j] !== '\t') j++;
      out.push(line.slice(i, j));
      i = j;
    }
  }
  return out;
}

const ALIAS_STATUS: Record<string, string> = { redirect: '302', redirecttemp: '302', redirectpermanent: '301' };

function parseHtaccess(rel: string, dir: string, text: string): HtaccessFile {
  const out: HtaccessFile = { rel, dir, aliases: [], rewrites: [], rewriteOn: false, rewriteUnreadable: false, denied: false };
  let depth = 0;
  let cond: RewriteRule['cond'];
  let count = 0;
  for (const raw of text.slice(0, MAX_CHARS).split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (++count > MAX_RULES) {
      out.unreadable ??= 'more rules than are read';
      break;
    }
    if (line.startsWith('</')) {
      depth = Math.max(0, depth - 1);
      continue;
    }
    if (line.startsWith('<')) {
      // <IfModule> only tests for a module the server has: its content is read as written.
      if (!/^<IfModule\b/i.test(line)) out.unreadable ??= line.slice(0, 80);
      depth++;
      continue;
    }
    const w = words(line);
    const name = (w[0] ?? '').toLowerCase();
    const shown = line.slice(0, 120);
    if (name === 'redirect' || name === 'redirecttemp' || name === 'redirectpermanent') {
      const hasStatus = name === 'redirect' && w[1] !== undefined && !w[1].startsWith('/');
      const path = w[hasStatus ? 2 : 1];
      if (path?.startsWith('/')) out.aliases.push({ prefix: path, status: hasStatus ? w[1] : ALIAS_STATUS[name], line: shown });
      else out.unreadable ??= shown;
    } else if (name === 'redirectmatch' || name === 'redirectpermanentmatch' || name === 'redirecttempmatch') {
      const hasStatus = name === 'redirectmatch' && w[1] !== undefined && /^(\d{3}|permanent|temp|seeother|gone)$/i.test(w[1]);
      const source = w[hasStatus ? 2 : 1];
      if (source !== undefined) out.aliases.push({ match: literalRegex(source), status: hasStatus ? w[1] : '302', line: shown });
    } else if (name === 'rewriteengine') {
      out.rewriteOn = (w[1] ?? '').toLowerCase() === 'on';
    } else if (name === 'rewriteoptions' || (name === 'rewritebase' && w[1] !== '/')) {
      out.rewriteUnreadable = true;
    } else if (name === 'rewritecond') {
      const fileOnly = w[1] === '%{REQUEST_FILENAME}' && w[2] === '-f' && w[3] === undefined;
      cond = cond === 'other' || !fileOnly ? 'other' : 'file';
    } else if (name === 'rewriterule') {
      const flags = (w[3] ?? '').replace(/^\[|\]$/g, '').split(',').map((f) => f.trim()).filter(Boolean);
      const ignoreCase = flags.some((f) => /^(NC|nocase)$/i.test(f));
      if (w[1] !== undefined && w[2] !== undefined) {
        out.rewrites.push({ match: w[1].startsWith('!') ? { unknownPrefix: '' } : literalRegex(w[1], ignoreCase), target: w[2], flags, ...(cond ? { cond } : {}), line: shown });
      }
      cond = undefined;
      if (depth > 0) out.unreadable ??= shown;
    } else if (name === 'require' && /^all$/i.test(w[1] ?? '') && /^denied$/i.test(w[2] ?? '')) {
      if (depth > 0) out.unreadable ??= shown;
      else out.denied = true;
    } else if (name === 'deny' && /^from$/i.test(w[1] ?? '') && /^all$/i.test(w[2] ?? '')) {
      if (depth > 0) out.unreadable ??= shown;
      else out.denied = true;
    } else if (name === 'directoryindex' || name === 'alias' || name === 'aliasmatch' || name === 'fallbackresource' || name === 'sethandler') {
      out.unreadable ??= shown;
    }
    if (depth > 0 && (name.startsWith('redirect') || name === 'rewritecond')) out.unreadable ??= shown;
  }
  return out;
}
