// The shared decision for a dynamic route of the file-system frameworks (Next.js, SvelteKit, Astro): what its code
// says (kit/routeCode.ts) and where its content lives decide between the content file, the route template, and
// "no source" (a redirect, a 404, a param the route does not generate, an entry that does not exist).
import type { Resolution, SiteFiles } from '../../types';
import { isSafeSegmentValue } from '../../urlPath';
import { EntryIndex, type IdRules, isDraft } from './contentIndex';
import { taxonomyHolds } from './taxonomyParams';
import { CONTENT_EXTS, ContentFinder, dirHasFiles } from './contentLookup';
import { baseOf, stripExt } from './paths';
import { frontDataWith, isTrue, keyTester } from './frontMatter';
import type { Params, RouteMatch, RouteSegment } from './fileRoutes';
import { type MarkdownImport, type ParamList, type Terminal, listedIn, patternName } from './routeCode';

/** A folder whose entries a route renders, read with a loader's id rules. */
export interface ContentSpec {
  label: string;
  dir: string;
  rules: IdRules;
  /** Try `<dir>/<route section>` first (a glob over a whole content folder serving one section of it). */
  sectioned?: boolean;
  /** The id may be the trailing params only (`/[lang]/blog/[slug]` over ids without the language). */
  suffixIds?: boolean;
  /** Reason suffix naming the source ("collection 'blog'"). */
  note?: string;
  /** Translations are folders named after the locale (`<dir>/<locale>/<id>`), tried first when the URL has one. */
  localeFolders?: boolean;
  /** The route's param is this literal text then the entry's id (`docs/${entry.id}`): other values are no entry. */
  valuePrefix?: string;
  /** …and this literal text after it (`${entry.id}/print`). */
  valueSuffix?: string;
  /** The route's param is computed from the entry id in code (`id.split('/').slice(1)`): no URL names an entry by its id. */
  idComputed?: boolean;
  /** Why the route's own filter drops this entry (a `getCollection(name, filter)` callback evaluated on it), if it does. */
  drops?: (file: string, dir: string) => string | undefined;
  /** The code reading the folder never tests `draft`: a draft file is rendered like any other (no framework rule drops it). */
  rendersDrafts?: boolean;
}

/** An id spelled year/month/day/name: its entry may be the file named `year-month-day-name`. */
const DATED_ID = /^(\d{4})\/(\d{2})\/(\d{2})\/([^/]+)$/;

/** How a dynamic route answered: a page it generates, a template guess, a redirect/404 page, or not generated. */
export type Outcome = 'hit' | 'template' | 'terminal' | 'miss';

/** What one route file's code says, gathered once per compile by the framework module. */
export interface RouteFacts {
  /** The page only redirects, or only 404s: no page of its own. */
  terminal?: { kind: Terminal; why: string };
  /** Early exits that depend on the params (`if (slug === 'x') redirect(…)`), evaluated per path. */
  guard?: (params: Params) => Terminal | undefined;
  /** Generated params read as literals, and whether params outside them are served at all. */
  params?: ParamList;
  /** Params outside the generated ones 404 (`dynamicParams = false`, `fallback: false`, prerendered routes). */
  closedBy?: string;
  /** The generated params come over the network at build time (`fetch` in the params function or its helpers). */
  fetched?: boolean;
  /** The route keeps only entries whose front matter sets `published` (`allPosts.filter((p) => p.published)`). */
  publishedOnly?: boolean;
  /** Loaders and globs that name the route's content folder exactly. */
  content: ContentSpec[];
  /** Markdown files the page imports and renders; a dynamic import built from a param gives a pattern. */
  markdown: MarkdownImport[];
  /**
   * Optional: the file the route's code reads from disk for these params (evaluated per path: a template, a literal
   * lookup); undefined when no read depends on them.
   */
  reads?: (params: Params) => string | undefined;
  /** Folders the code names in strings (read with the fuzzy finder; a miss there is a 404 when the code 404s). */
  named: string[];
  /** The code has a 404 path (`notFound()`, `error(404)`, `notFound: true`): a missing content file is a 404. */
  notFoundPath?: boolean;
  /** Folders guessed from the usual content roots (a miss there means the data may come from elsewhere). */
  guessed: string[];
  /**
   * Front matter fields the params are built from (`allPosts.flatMap((p) => p.tags)`): the route makes one page per
   * value its entries hold there, not one per entry (taxonomyParams.ts).
   */
  taxonomy?: string[];
  /** The taxonomy values are params as written (no slug function between): a URL must spell one exactly. */
  taxonomyAsWritten?: boolean;
}

export interface MatchContext {
  /** Framework label for reasons: "Next.js app router". */
  label: string;
  /** The route's file (the template). */
  file: string;
  match: RouteMatch<unknown>;
  /** Locale of the URL (a prefix the framework stripped, or its default), for translations named by suffix. */
  locale?: string;
  /** Params that choose the language, not the content (`[lang]`, `[locale]`). */
  localeParams?: readonly string[];
  /** The site's default language, when its config says. */
  defaultLocale?: string;
  /** Routes are closed by the framework's default (static builds): closure alone says nothing about the content. */
  closedByDefault?: boolean;
  /**
   * A closed route whose code names no content and whose param names an entry (`[slug]`, a rest param, not a page
   * number) is taken to render the content folder named for its section, when one exists: a path with no entry there
   * is no page (the guess that finds the other paths' files says this one has
   * none), rather than the route file.
   */
  guessedFolderCloses?: boolean;
}

/** Param names that stand for an entry (its id or path), as opposed to a tag, an author or a page number. */
const ENTRY_PARAM = /^(?:slugs?|ids?|paths?|mdxpath|entry|entries|post|postslug|posts|doc|docs|article|file|filename|uid|permalink|name|key|handle|route|segments?|rest|all)$/i;

/** Whether a param name stands for an entry (`slug`, `id`, `path`…) rather than a taxonomy value or a page number. */
export function isEntryParamName(name: string): boolean {
  return ENTRY_PARAM.test(name);
}

/** Whether the route's last content param names an entry: a rest param, or a name like `slug`/`id`/`path`. */
function entryParam(match: RouteMatch<unknown>, localeParams: readonly string[] = []): boolean {
  for (let i = match.route.segments.length - 1; i >= 0; i--) {
    const seg = match.route.segments[i];
    if (seg.kind === 'static') continue;
    const names = seg.names.filter((n) => !localeParams.includes(n));
    if (names.length === 0) continue;
    return seg.kind === 'catchall' || seg.kind === 'optional-catchall' || names.some((n) => ENTRY_PARAM.test(n));
  }
  return false;
}

/** Each non-locale param's value in route order: a rest param's segments one by one, or '/'-joined as one value. */
function paramValues(match: RouteMatch<unknown>, localeParams: readonly string[], joinRest: boolean): string[] {
  const out: string[] = [];
  for (const seg of match.route.segments) {
    for (const name of seg.names) {
      if (localeParams.includes(name)) continue;
      const v = match.params[name];
      if (Array.isArray(v)) {
        if (joinRest) out.push(v.join('/'));
        else out.push(...v);
      } else if (v !== undefined) out.push(v);
    }
  }
  return out;
}

/** The URL segments a match covers (static texts and param values, in order). */
function urlSegmentsOf(match: RouteMatch<unknown>): string[] {
  const out: string[] = [];
  for (const seg of match.route.segments) {
    if (seg.kind === 'static') out.push(seg.text);
    else for (const name of seg.names) {
      const v = match.params[name];
      if (Array.isArray(v)) out.push(...v);
      else if (v !== undefined) out.push(v);
    }
  }
  return out;
}

/** The content id a match asks for: every non-locale param value in order, joined by '/'. */
export function contentValues(match: RouteMatch<unknown>, localeParams: readonly string[] = []): string[] {
  return paramValues(match, localeParams, false);
}

/** Static segments of the route before its first content param (locale params skipped): the URL section. */
export function routeSection(segments: readonly RouteSegment[], localeParams: readonly string[] = []): string[] {
  const out: string[] = [];
  for (const seg of segments) {
    if (seg.kind === 'static') out.push(seg.text);
    else if (!seg.names.every((n) => localeParams.includes(n))) break;
  }
  return out;
}

/** Entry indexes and fuzzy finders of one compile, shared by its routes. */
export class RouteContent {
  private readonly indexes = new Map<string, EntryIndex>();
  private readonly finders = new Map<readonly string[], ContentFinder>();
  private readonly drafts = new Map<string, boolean>();

  constructor(private readonly files: SiteFiles) {}

  index(dir: string, rules: IdRules): EntryIndex {
    const key = `${dir}\u0000${JSON.stringify(rules)}`;
    let index = this.indexes.get(key);
    if (!index) {
      index = new EntryIndex(this.files, dir, rules);
      this.indexes.set(key, index);
    }
    return index;
  }

  finder(roots: readonly string[]): ContentFinder {
    // Each route's facts hold their own root list: the list itself is the key (no string built per lookup).
    let finder = this.finders.get(roots);
    if (!finder) {
      finder = new ContentFinder(this.files, roots);
      this.finders.set(roots, finder);
    }
    return finder;
  }

  dirExists(dir: string): boolean {
    return dirHasFiles(this.files, dir);
  }

  /**
   * The folder of `dir` serving the route's section: `<dir>/<section>`, else the folder named by the section's last
   * segments (a URL prefix the content does not repeat: /docs/components/[name] over content/components).
   */
  private sectionDir(dir: string, section: readonly string[]): string | undefined {
    for (let i = 0; i < section.length; i++) {
      const candidate = `${dir}/${section.slice(i).join('/')}`;
      if (this.dirExists(candidate)) return candidate;
    }
    return undefined;
  }

  /**
   * The folder holding the URL locale's entries of a section when the content is split by language before the section
   * (`data/<locale>/docs/<slug>.mdx` under a loader glob `**\/docs/**`): Next.js passes the request's locale to the
   * page's data functions — the default one for an unprefixed path, which is also served under its own prefix
   * (https://nextjs.org/docs/pages/guides/internationalization) — and pages that read a folder named after it
   * render that folder's entries. Only a folder named exactly after the locale (a literal of the framework's config)
   * holding the section counts; undefined otherwise.
   */
  private localeSectionDir(dir: string, locale: string, section: readonly string[]): string | undefined {
    if (!isSafeSegmentValue(locale) || !this.dirExists(`${dir}/${locale}`)) return undefined;
    // A section's folder inside the locale's (`data/<locale>/docs/`), else the locale's folder itself when the spec's
    // folder is the section's already (`content/blog/<locale>/<slug>.mdx` read by /[locale]/blog/[slug]).
    return section.length === 0 ? `${dir}/${locale}` : this.sectionDir(`${dir}/${locale}`, section) ?? (baseOf(dir) === section[section.length - 1] ? `${dir}/${locale}` : undefined);
  }

  /**
   * The entry of a spec for an id (its translation first when the rules name locales by suffix). `trailing` are the
   * ids made of the route's later params only (`/[lang]/[slug]` → the slug), tried when the spec allows.
   */
  lookup(spec: ContentSpec, section: readonly string[], id: string, locale?: string, trailing: readonly string[] = []): { file: string; dir: string } | undefined {
    if (spec.idComputed) return undefined;
    if (spec.valuePrefix !== undefined || spec.valueSuffix !== undefined) {
      const before = spec.valuePrefix ?? '';
      const after = spec.valueSuffix ?? '';
      if (id.length <= before.length + after.length || !id.startsWith(before) || !id.endsWith(after)) return undefined;
      return this.lookup({ ...spec, valuePrefix: undefined, valueSuffix: undefined, suffixIds: false }, section, id.slice(before.length, id.length - after.length), locale);
    }
    const dirs = [spec.sectioned ? this.sectionDir(spec.dir, section) ?? spec.dir : spec.dir];
    const localized = locale === undefined ? undefined : this.localeSectionDir(spec.dir, locale, section);
    if (localized) dirs.unshift(localized);
    const ids = spec.localeFolders && locale ? [id ? `${locale}/${id}` : locale, id] : [id];
    if (spec.suffixIds) ids.push(...trailing);
    // `/[YYYY]/[MM]/[DD]/[post]` over posts named `YYYY-MM-DD-post.md` (the Jekyll naming a blog keeps when it moves).
    const dated = DATED_ID.exec(id);
    const datePrefix = dated ? `${dated[1]}-${dated[2]}-${dated[3]}-` : undefined;
    if (dated) ids.push(`${datePrefix}${dated[4]}`);
    for (const dir of dirs) {
      const index = this.index(dir, spec.rules);
      for (const candidate of ids) {
        const translated = locale !== undefined && (spec.rules.localeSuffixes?.includes(locale) || spec.rules.localeLeaves?.includes(locale));
        const file = (translated ? index.get(candidate, locale) : undefined) ?? index.get(candidate);
        if (file) return { file, dir };
      }
      // An index that drops numeric name prefixes keys the dated post by its name: the file must spell the date.
      const named = dated ? index.get(dated[4]) : undefined;
      if (named && datePrefix && baseOf(named).startsWith(datePrefix)) return { file: named, dir };
    }
    for (const dir of dirs) {
      const file = this.index(dir, spec.rules).getWithoutOrderedFolders(id);
      if (file) return { file, dir };
    }
    return undefined;
  }

  /**
   * The resolution of a dynamic route match from its facts: a redirect or 404 page, a param the route does not
   * generate, the content file of a declared loader or glob (a miss there is a 404), the fuzzy finder over named or
   * guessed folders, else the route template.
   */
  resolve(facts: RouteFacts, ctx: MatchContext): Resolution {
    return this.decide(facts, ctx).res;
  }

  /** The same decision, with how the route answered (frameworks that try several matching routes need it). */
  decide(facts: RouteFacts, ctx: MatchContext): { res: Resolution; outcome: Outcome } {
    const { file, label, match } = ctx;
    const listed = facts.params ? listedIn(facts.params, match.params as Params) : false;
    if (facts.params && !listed && facts.params.complete && facts.closedBy) {
      return miss(`${file} does not generate ${describeParams(match.params as Params)} (${facts.closedBy})`);
    }
    // A redirect page it surely generates is as definite as a page.
    if (facts.terminal) return { res: noSource(`${file} ${facts.terminal.why}`, facts.terminal.kind), outcome: listed ? 'hit' : 'terminal' };
    const exit = attempt(() => facts.guard?.(match.params as Params));
    if (exit) {
      const why = exit === 'redirect' ? 'redirects' : '404s';
      return { res: noSource(`${file} ${why} for ${describeParams(match.params as Params)} (an early exit in its code)`, exit), outcome: exit === 'redirect' ? 'hit' : 'miss' };
    }
    const values = contentValues(match, ctx.localeParams);
    if (!values.every(isSafeSegmentValue)) return miss(`${file}: the path has a segment that cannot be a file name`);
    const id = values.join('/');

    if (facts.content.length) {
      const section = routeSection(match.route.segments, ctx.localeParams);
      // Whole params dropped from the front, never part of a rest param's path.
      const perParam = facts.content.some((s) => s.suffixIds) ? paramValues(match, ctx.localeParams ?? [], true) : [];
      const trailing = perParam.slice(1).map((_, i) => perParam.slice(i + 1).join('/'));
      for (const spec of facts.content) {
        const hit = this.lookup(spec, section, id, ctx.locale, trailing);
        const dropped = hit ? attempt(() => spec.drops?.(hit.file, hit.dir)) : undefined;
        if (hit && dropped) return miss(`${hit.file} ${dropped} (${file} builds no page for it)`);
        if (hit) return this.contentHit(hit.file, file, spec.note, { rendersDrafts: spec.rendersDrafts, publishedOnly: facts.publishedOnly });
      }
    }
    const read = facts.reads ? attempt(() => facts.reads?.(match.params as Params)) : undefined;
    if (read !== undefined) {
      // Only the values a literal params list names when there is one: the code around the read may reject the rest
      // (`if (!SLUGS.includes(slug)) return null`), which is not evaluated here.
      if (!this.files.has(read)) return miss(`${file} reads ${read}, which does not exist`);
      if (facts.params?.complete && !listed) return miss(`${file} lists its params literally and not ${describeParams(match.params as Params)}: whether it renders ${read} for it is not known`);
      return this.contentHit(read, file, undefined, { publishedOnly: facts.publishedOnly });
    }
    for (const m of facts.markdown) {
      if (!m.pattern) continue;
      const value = match.params[m.pattern.param];
      if (typeof value !== 'string') continue;
      const target = `${m.pattern.dir ? `${m.pattern.dir}/` : ''}${patternName(m.pattern, value)}`;
      if (this.files.has(target)) return this.contentHit(target, file, undefined, { rendersDrafts: m.pattern.rendersDrafts, publishedOnly: facts.publishedOnly });
      return miss(`${file} ${m.pattern.verb ?? 'imports'} ${target}, which does not exist`);
    }
    // A param the route lists literally is generated, whether or not a content file backs it (a hub page built from
    // a nav config).
    if (listed) return { res: { file, reason: `${label}: route template ${file} (a generated param; the page is rendered from data)`, kind: 'template' }, outcome: 'hit' };
    // A route reading a collection may build its params from something else in it (tags, authors): a missing
    // entry is a 404 when the param names an entry, or when the route explicitly serves only its generated params.
    if (facts.content.length && facts.taxonomy?.length) {
      const held = attempt(() => taxonomyHolds(this.files, facts.content.map((c) => c.dir), facts.taxonomy ?? [], id, facts.taxonomyAsWritten));
      if (held === true) return { res: { file, reason: `${label}: route template ${file} (a page for a value its entries hold in ${facts.taxonomy.join(', ')})`, kind: 'template' }, outcome: 'hit' };
      if (held === false && facts.closedBy) return miss(`${file} builds a page for each value its entries hold in ${facts.taxonomy.join(', ')}, and none of ${facts.content.map((s) => s.dir).join(', ')} holds '${id}'`);
    }
    if (facts.content.some((s) => s.idComputed)) {
      return miss(`${file} computes its param from the entry ids in code (getStaticPaths): which entry, if any, a path shows is not known`);
    }
    if (facts.content.length && (entryParam(match, ctx.localeParams) || (facts.closedBy && !ctx.closedByDefault) || facts.notFoundPath)) {
      return miss(`no entry '${id || '(index)'}' in ${facts.content.map((s) => s.dir).join(', ')} (${file} renders only those)`);
    }
    if (facts.named.length) {
      const hit = this.findNamed(facts.named, match, values, ctx);
      if (hit) return this.contentHit(hit.file, file, hit.note, { publishedOnly: facts.publishedOnly });
      if (facts.notFoundPath || facts.closedBy) {
        return miss(`no content file for this path in ${facts.named.join(', ')} (${file} reads its pages from there and 404s otherwise)`);
      }
    }
    if (facts.params?.complete && facts.closedBy) {
      return miss(`${file} does not generate ${describeParams(match.params as Params)} (${facts.closedBy})`);
    }
    if (facts.guessed.length) {
      const finder = this.finder(facts.guessed);
      const hit = finder.find(match.section, values);
      if (hit) return this.contentHit(hit.file, file, undefined, { publishedOnly: facts.publishedOnly });
      if (ctx.guessedFolderCloses && facts.closedBy && entryParam(match, ctx.localeParams) && finder.covers(match.section)) {
        return miss(`no content file for this path in the folder named for /${match.section.join('/')} (${file} is ${facts.closedBy}: only the pages built from it exist)`);
      }
    }
    // A route closed by its own code (`fallback: false`, `dynamicParams = false`) whose list is computed serves only
    // what that list holds; a static export alone closes nothing the code says (the data may be outside the repository).
    const closedByCode = facts.closedBy !== undefined && !facts.closedBy.startsWith('output:');
    // A list fetched from another system holds the data of outside the repository: the route template is its pages'
    // source whatever the params.
    if (facts.fetched && facts.content.length === 0) {
      return { res: { file, reason: `${label}: route template ${file} (its params and data are fetched from outside the repository at build time)`, kind: 'template' }, outcome: 'template' };
    }
    if (facts.closedBy && !ctx.closedByDefault && ((facts.params && !facts.params.complete) || (!facts.params && closedByCode))) {
      return miss(`${file} serves only the params it generates (${facts.closedBy}), and its list is computed at build time: whether it holds ${describeParams(match.params as Params)} is not known`);
    }
    return { res: { file, reason: `${label}: route template ${file} (no content file for this path in the repo)`, kind: 'template' }, outcome: 'template' };
  }

  /**
   * The fuzzy finder over the folders a route's code names. With a language param, content often sits in
   * `<folder>/<locale>/<path>`: the whole URL is tried as the path, then the default locale's file for a locale
   * folder that lacks the page (the site shows its default-language page for untranslated ones).
   */
  private findNamed(roots: readonly string[], match: RouteMatch<unknown>, values: readonly string[], ctx: MatchContext): { file: string; note?: string } | undefined {
    const finder = this.finder(roots);
    const lang = ctx.localeParams?.map((n) => match.params[n]).find((v): v is string => typeof v === 'string');
    const fallback = ctx.defaultLocale ?? 'en';
    // Content split by language: `<folder>/<lang>/…` next to `<folder>/<default>/…`.
    const split = lang === undefined ? undefined : roots.find((r) => this.dirExists(`${r}/${fallback}`));
    if (lang === undefined || !split) return finder.find(match.section, values);
    const segments = urlSegmentsOf(match);
    const at = segments.indexOf(lang);
    if (at < 0 || !this.dirExists(`${split}/${lang}`)) return undefined;
    const splitFinder = this.finder([split]);
    const whole = splitFinder.find([], segments);
    if (fallback === lang) return whole;
    // The default language's files are the list of pages; a translation only replaces the text of one of them. A
    // translated file with no default-language page is left over, not served (an orphan of a removed page).
    if (whole) return this.hasCounterpart(whole.file, `${split}/${lang}/`, `${split}/${fallback}/`) ? whole : undefined;
    const swapped = [...segments.slice(0, at), fallback, ...segments.slice(at + 1)];
    const hit = splitFinder.find([], swapped);
    return hit ? { file: hit.file, note: `the ${fallback} page: no ${lang} translation` } : undefined;
  }

  /** Whether a translated file (under `from`) has its default-language file (same path under `to`, any content extension). */
  private hasCounterpart(file: string, from: string, to: string): boolean {
    if (!file.startsWith(from)) return true;
    const stem = stripExt(file.slice(from.length));
    return CONTENT_EXTS.some((e) => this.files.has(`${to}${stem}.${e}`));
  }

  /** Whether a content file is a draft, read once per compile (a content edit recompiles). */
  private draft(rel: string): boolean {
    let draft = this.drafts.get(rel);
    if (draft === undefined) {
      draft = isDraft(this.files, rel);
      this.drafts.set(rel, draft);
    }
    return draft;
  }

  /** A content file's answer, unless the entry is one the route leaves out (a draft, an entry not published). */
  private contentHit(content: string, template: string, note?: string, keep: { rendersDrafts?: boolean; publishedOnly?: boolean } = {}): { res: Resolution; outcome: Outcome } {
    if (!keep.rendersDrafts && this.draft(content)) return { res: noSource(`${content} is a draft (draft: true is not published)`, 'notFound'), outcome: 'miss' };
    if (keep.publishedOnly && !isTrue(frontDataWith(this.files, content, PUBLISHED_KEYS).published)) {
      return { res: noSource(`${content} does not set published: true, and ${template} keeps only published entries`, 'notFound'), outcome: 'miss' };
    }
    return { res: { file: content, reason: `${content} via ${template}${note ? ` (${note})` : ''}`, kind: 'content', template }, outcome: 'hit' };
  }
}

const PUBLISHED_KEYS = keyTester(['published']);

/**
 * Whether code keeps only entries whose `published` is truthy: a filter returning it (`(p) => p.published`,
 * `({ data }) => data.published`) or a strict test (`published === true`). A `!== false` test keeps unset ones too.
 */
export function keepsPublishedOnly(text: string): boolean {
  return /=>\s*[\w$]*\.?(?:data\.|frontmatter\.)?published\s*[)&|,;]|\bpublished\s*===\s*true/.test(text.slice(0, 200_000));
}

/** A per-path evaluation of a route's code, or undefined when it fails: one odd route must not take the table down. */
function attempt<T>(run: () => T | undefined): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

/** A path the route does not generate (a 404). */
function miss(why: string): { res: Resolution; outcome: Outcome } {
  return { res: noSource(why, 'notFound'), outcome: 'miss' };
}

function describeParams(params: Params): string {
  const parts = Object.entries(params).map(([k, v]) => `${k}=${Array.isArray(v) ? v.join('/') : v ?? ''}`);
  return parts.length ? parts.join(', ') : 'this path';
}

/** A route's facts, or none when reading its code fails: one odd route file must not take the table down. */
export function safeFacts<T extends RouteFacts>(build: () => T, empty: () => T): T {
  return attempt(build) ?? empty();
}

/** "no source" with the reason, for a page that redirects or 404s. */
export function noSource(why: string, kind: Terminal | 'none'): Resolution {
  return { file: null, reason: `no source: ${why}`, kind: kind === 'redirect' ? 'redirect' : 'none' };
}
