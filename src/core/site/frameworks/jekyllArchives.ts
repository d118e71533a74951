// jekyll-archives: archive pages by year, month, day, category and tag, generated for the values the posts use and
// rendered by a layout (https://github.com/jekyll/jekyll-archives/blob/master/docs/configuration.md). An archive page
// has no content file: its layout is what renders it, and without the layout in the repository (a theme gem's) it has
// no source here.
import type { Resolution, SiteFiles } from '../types';
import { type Data, isRecord, str, strList } from './kit/data';
import { type JekyllSlugMode, jekyllSlugify } from './kit/slugify';
import type { RouteTableBuilder } from './kit/routeTable';

type ArchiveType = 'year' | 'month' | 'day' | 'category' | 'tag';

/** What a post contributes to the archives. */
export interface ArchivePost {
  year?: string;
  /** Two digits. */
  month?: string;
  day?: string;
  categories: readonly string[];
  tags: readonly string[];
}

export interface ArchivesConfig {
  enabled: Set<ArchiveType>;
  layouts: Record<ArchiveType, string>;
  permalinks: Record<ArchiveType, string>;
  slugMode: JekyllSlugMode;
}

const ALL: ArchiveType[] = ['year', 'month', 'day', 'category', 'tag'];
/** `enabled` names the plural for categories and tags. */
const ENABLED_NAMES: Record<string, ArchiveType> = { year: 'year', month: 'month', day: 'day', categories: 'category', tags: 'tag' };
const PERMALINKS: Record<ArchiveType, string> = { year: '/:year/', month: '/:year/:month/', day: '/:year/:month/:day/', tag: '/tag/:name/', category: '/category/:name/' };

/** The plugin's settings when the site loads it and enables some archive; undefined otherwise (its default is none). */
export function archivesConfig(config: Data, loaded: boolean): ArchivesConfig | undefined {
  const conf = config['jekyll-archives'];
  if (!loaded || !isRecord(conf)) return undefined;
  const enabled = new Set<ArchiveType>(conf.enabled === 'all' ? ALL : strList(conf.enabled).map((n) => ENABLED_NAMES[n]).filter(Boolean));
  if (enabled.size === 0) return undefined;
  const layout = str(conf.layout) ?? 'archive';
  const layouts = isRecord(conf.layouts) ? conf.layouts : {};
  const permalinks = isRecord(conf.permalinks) ? conf.permalinks : {};
  const byType = <T>(pick: (t: ArchiveType) => T) => Object.fromEntries(ALL.map((t) => [t, pick(t)])) as Record<ArchiveType, T>;
  return {
    enabled,
    layouts: byType((t) => str(layouts[t]) ?? layout),
    permalinks: byType((t) => str(permalinks[t]) ?? PERMALINKS[t]),
    slugMode: (str(conf.slug_mode) as JekyllSlugMode | undefined) ?? 'default',
  };
}

/** The layout file a layout name means (`_layouts/archive.html`), when the repository holds it. */
function layoutFile(files: SiteFiles, layoutsDir: string, name: string): string | undefined {
  const prefix = `${layoutsDir}/${name}.`;
  return files.under(layoutsDir).find((f) => f.startsWith(prefix) && !f.slice(prefix.length).includes('/'));
}

/** Registers every archive page the posts give (pages and posts keep the URLs they already hold). */
export function addArchivePages(files: SiteFiles, builder: RouteTableBuilder, conf: ArchivesConfig, posts: readonly ArchivePost[], expand: (template: string, values: Record<string, string | undefined>) => string): void {
  const resolutions = new Map<ArchiveType, Resolution>();
  const resolution = (type: ArchiveType): Resolution => {
    let res = resolutions.get(type);
    if (!res) {
      const file = layoutFile(files, '_layouts', conf.layouts[type]);
      res = file
        ? { file, reason: `Jekyll: ${file} (jekyll-archives ${type} archive, rendered by its layout)`, kind: 'template' }
        : { file: null, reason: `no source: jekyll-archives ${type} archive with layout '${conf.layouts[type]}', which is not in the repository`, kind: 'none' };
      resolutions.set(type, res);
    }
    return res;
  };
  const add = (type: ArchiveType, values: Record<string, string | undefined>) => {
    if (conf.enabled.has(type)) builder.add(expand(conf.permalinks[type], values), resolution(type));
  };
  for (const post of posts) {
    if (post.year) {
      add('year', { year: post.year });
      if (post.month) add('month', { year: post.year, month: post.month });
      if (post.month && post.day) add('day', { year: post.year, month: post.month, day: post.day });
    }
    for (const c of post.categories) add('category', { name: jekyllSlugify(c, conf.slugMode) });
    for (const t of post.tags) add('tag', { name: jekyllSlugify(t, conf.slugMode) });
  }
}
