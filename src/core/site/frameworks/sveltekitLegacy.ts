// SvelteKit before 1.0 (2021–2022) routed by file name, not by `+page` folders: `src/routes/about.svelte` is /about,
// `index.svelte` its folder, `[slug].svelte` a param, `blog/index.json.js` the endpoint /blog.json, and files or
// folders starting with `_` are private (`__layout.svelte`, `_components/`), as are the earliest releases' `$layout.svelte`
// and `$error.svelte`. Sites built then and never migrated
// still deploy that way. Pages load in `<script context="module">`; endpoints export lower-case `get`.

/** A route of the old file layout: the file and its path segments (params still in brackets). */
export interface LegacyRoute {
  file: string;
  /** Folder names and the file's route name, relative to the routes folder. */
  parts: string[];
  endpoint: boolean;
}

/** Whether the routes folder uses the old layout: `.svelte` route files and no `+page`/`+server` file at all. */
export function usesLegacyRoutes(routeFiles: readonly string[]): boolean {
  let svelte = false;
  for (const rel of routeFiles) {
    const name = rel.slice(rel.lastIndexOf('/') + 1);
    if (name.startsWith('+')) return false;
    if (name.endsWith('.svelte') && !name.startsWith('_')) svelte = true;
  }
  return svelte;
}

/** The routes of the old layout (files relative to the routes folder). */
export function legacyRoutes(routeFiles: readonly string[], pageExts: readonly string[]): LegacyRoute[] {
  const out: LegacyRoute[] = [];
  for (const rel of routeFiles) {
    const parts = rel.split('/');
    if (parts.some((p) => p.startsWith('_') || p.startsWith('.') || p.startsWith('$'))) continue;
    const name = parts.pop() as string;
    const page = pageExts.find((e) => name.endsWith(`.${e}`));
    const endpoint = !page && /\.(?:js|ts)$/.test(name) && !/\.d\.ts$|\.(?:test|spec)\.[jt]s$/.test(name);
    if (!page && !endpoint) continue;
    let stem = name.slice(0, name.lastIndexOf('.'));
    if (page && stem === 'index') stem = '';
    // `blog/index.json.js` answers /blog.json: an index endpoint's extension goes onto its folder.
    const indexed = endpoint ? /^index(\.\w+)$/.exec(stem) : null;
    if (indexed) {
      const folder = parts.pop();
      if (folder === undefined) stem = `index${indexed[1]}`;
      else stem = `${folder}${indexed[1]}`;
    }
    out.push({ file: rel, parts: [...parts, ...(stem ? [stem] : [])], endpoint });
  }
  return out;
}
