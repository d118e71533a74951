// File-system routes of the bracket-syntax frameworks (Next.js, Astro, SvelteKit, Gatsby, …):
// parsing `[slug]`, `[...rest]`, `[[...opt]]`, `[[lang]]`, `[id=matcher]`, mixed `[a]-[b].json`,
// ranking (static beats dynamic, catch-all last) and matching.
import { compileSegmentParts, matchSegmentParts, type Part } from '../../match/pathPattern';
import { pathSegments } from '../../urlPath';

export type SegmentKind = 'static' | 'pattern' | 'dynamic' | 'optional' | 'catchall' | 'optional-catchall';

export interface RouteSegment {
  kind: SegmentKind;
  /** Static text, or the segment as written. */
  text: string;
  /** Parameter names the segment binds. */
  names: string[];
  /** For 'pattern': the segment's literal text and parameters. */
  parts?: Part[];
  /** SvelteKit `[x=matcher]`: the matcher name (we cannot run it; it counts for ranking only). */
  matcher?: string;
}

export interface SegmentSyntax {
  /** Astro and SvelteKit rest params match zero segments too; Next.js `[...x]` needs one or more. */
  restMatchesEmpty: boolean;
}

const RANK: Record<SegmentKind, number> = {
  static: 0,
  pattern: 1,
  dynamic: 3,
  optional: 4,
  catchall: 5,
  'optional-catchall': 6,
};

export function parseSegment(name: string, syntax: SegmentSyntax): RouteSegment {
  let m = /^\[\[\.\.\.([^\]]+)\]\]$/.exec(name);
  if (m) return { kind: 'optional-catchall', text: name, names: [m[1]] };
  m = /^\[\.\.\.([^\]]+)\]$/.exec(name);
  if (m) return { kind: syntax.restMatchesEmpty ? 'optional-catchall' : 'catchall', text: name, names: [splitMatcher(m[1]).name] };
  m = /^\[\[([^\]]+)\]\]$/.exec(name);
  if (m) {
    const { name: param, matcher } = splitMatcher(m[1]);
    return { kind: 'optional', text: name, names: [param], ...(matcher ? { matcher } : {}) };
  }
  m = /^\[([^\]]+)\]$/.exec(name);
  if (m) {
    const { name: param, matcher } = splitMatcher(m[1]);
    return { kind: 'dynamic', text: name, names: [param], ...(matcher ? { matcher } : {}) };
  }
  if (name.includes('[') && name.includes(']')) {
    // Only bracket params are parameters here: ':' '*' '(' in a file name are literal text.
    const escaped = name.replace(/[:*()\\]/g, (c) => `\\${c}`);
    const compiled = compileSegmentParts(escaped);
    if (compiled) return { kind: 'pattern', text: name, names: compiled.names.map((n) => splitMatcher(n).name), parts: compiled.parts };
  }
  return { kind: 'static', text: name, names: [] };
}

function splitMatcher(inner: string): { name: string; matcher?: string } {
  const eq = inner.indexOf('=');
  return eq < 0 ? { name: inner } : { name: inner.slice(0, eq), matcher: inner.slice(eq + 1) };
}

/** A URL path's segments below the site's base path (as segments); undefined when the path lies outside it. */
export function segmentsBelow(base: readonly string[], urlPath: string): string[] | undefined {
  const segs = pathSegments(urlPath);
  return base.every((s, i) => segs[i] === s) ? segs.slice(base.length) : undefined;
}

export function isStaticRoute(segments: readonly RouteSegment[]): boolean {
  return segments.every((s) => s.kind === 'static');
}

/** Orders routes most specific first: per position static < pattern < matcher < param < optional < rest. */
export function compareRoutes(routeA: readonly RouteSegment[], routeB: readonly RouteSegment[]): number {
  // An optional param that is not the route's last part is left out of the ordering ("x/[[y]]/z is treated
  // equivalently to x/z for the purposes of sorting", svelte.dev/docs/kit/advanced-routing#Sorting): /[[lang]]/about
  // ranks as /about, ahead of /[[lang]] alone.
  const a = withoutInnerOptionals(routeA);
  const b = withoutInnerOptionals(routeB);
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const ra = RANK[a[i].kind] - (a[i].matcher ? 1 : 0);
    const rb = RANK[b[i].kind] - (b[i].matcher ? 1 : 0);
    if (ra !== rb) return ra - rb;
  }
  return a.length - b.length;
}

function withoutInnerOptionals(route: readonly RouteSegment[]): readonly RouteSegment[] {
  return route.some((seg, i) => seg.kind === 'optional' && i < route.length - 1) ? route.filter((seg, i) => seg.kind !== 'optional' || i === route.length - 1) : route;
}

export type Params = Record<string, string | string[]>;

export interface RouteMatch<T> {
  route: RouteEntry<T>;
  params: Params;
  /** URL segments matched by the static segments before the first dynamic one ('blog' for /blog/[slug]). */
  section: string[];
  /** URL segments matched by dynamic segments, in order. */
  values: string[];
}

export interface RouteEntry<T> {
  segments: RouteSegment[];
  data: T;
}

/** Static routes by exact path, dynamic ones in rank order; match() yields candidates best first. */
export class RouteList<T> {
  private readonly statics = new Map<string, RouteEntry<T>>();
  private readonly dynamics: RouteEntry<T>[] = [];
  private sorted = true;

  add(segments: RouteSegment[], data: T): void {
    const entry = { segments, data };
    if (isStaticRoute(segments)) {
      const key = segments.map((s) => s.text).join('/');
      if (!this.statics.has(key)) this.statics.set(key, entry);
      return;
    }
    this.dynamics.push(entry);
    this.sorted = false;
  }

  get size(): number {
    return this.statics.size + this.dynamics.length;
  }

  /** Every route, static ones first, dynamic ones in rank order. */
  entries(): RouteEntry<T>[] {
    if (!this.sorted) {
      this.dynamics.sort((a, b) => compareRoutes(a.segments, b.segments));
      this.sorted = true;
    }
    return [...this.statics.values(), ...this.dynamics];
  }

  *match(urlSegments: readonly string[]): Generator<RouteMatch<T>> {
    const exact = this.statics.get(urlSegments.join('/'));
    if (exact) yield { route: exact, params: {}, section: [...urlSegments], values: [] };
    if (!this.sorted) {
      this.dynamics.sort((a, b) => compareRoutes(a.segments, b.segments));
      this.sorted = true;
    }
    for (const route of this.dynamics) {
      // Most routes start with a static segment: a different first segment rules them out before any allocation.
      const first = route.segments[0];
      if (first.kind === 'static' && first.text !== urlSegments[0]) continue;
      const params: Params = {};
      const values: string[] = [];
      if (matchFrom(route.segments, 0, urlSegments, 0, params, values)) {
        const firstDynamic = route.segments.findIndex((s) => s.kind !== 'static');
        yield { route, params, section: urlSegments.slice(0, firstDynamic), values };
      }
    }
  }
}

function matchFrom(
  segs: readonly RouteSegment[],
  i: number,
  url: readonly string[],
  j: number,
  params: Params,
  values: string[],
): boolean {
  if (i === segs.length) return j === url.length;
  const seg = segs[i];
  const here = url[j];
  switch (seg.kind) {
    case 'static':
      return here === seg.text && matchFrom(segs, i + 1, url, j + 1, params, values);
    case 'pattern': {
      if (here === undefined) return false;
      const m = seg.parts ? matchSegmentParts(seg.parts, here) : undefined;
      if (!m) return false;
      for (const [name, value] of Object.entries(m)) params[splitMatcher(name).name] = value;
      values.push(here);
      if (matchFrom(segs, i + 1, url, j + 1, params, values)) return true;
      values.pop();
      return false;
    }
    case 'dynamic':
      if (here === undefined) return false;
      params[seg.names[0]] = here;
      values.push(here);
      if (matchFrom(segs, i + 1, url, j + 1, params, values)) return true;
      values.pop();
      return false;
    case 'optional':
      if (here !== undefined) {
        params[seg.names[0]] = here;
        values.push(here);
        if (matchFrom(segs, i + 1, url, j + 1, params, values)) return true;
        values.pop();
        delete params[seg.names[0]];
      }
      return matchFrom(segs, i + 1, url, j, params, values);
    case 'catchall':
    case 'optional-catchall': {
      const min = seg.kind === 'catchall' ? 1 : 0;
      const at = values.length;
      for (let take = url.length - j; take >= min; take--) {
        const part = url.slice(j, j + take);
        if (matchFrom(segs, i + 1, url, j + take, params, values)) {
          params[seg.names[0]] = part;
          // Later segments pushed their values already: the rest's values go before them.
          values.splice(at, 0, ...part);
          return true;
        }
      }
      return false;
    }
  }
}
