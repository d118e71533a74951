// An Eleventy site that Vite builds a second time: @11ty/eleventy-plugin-vite, or a vite.config whose `root` is
// Eleventy's output folder. Vite copies its public directory (`public` under its root unless `publicDir` says
// otherwise, vitejs.dev/config/shared-options.html#publicdir) to the site's root as it is, so what Eleventy writes
// to `<output>/public/x` is served at `/x`, and nothing is served under `/public/`.
import type { Resolution, RouteTable, SiteFiles } from '../types';
import { type ConfigValue, codeString, isConfigObject, readConfigCode } from './kit/code';
import { packageDependencies } from './kit/data';
import { urlKey } from './kit/routeTable';
import { VITE_CONFIGS } from './kit/viteConfig';
import { trimEnd } from '../text';

const VITE_PLUGIN = '@11ty/eleventy-plugin-vite';
/** Vite's default public directory, relative to its root. */
const DEFAULT_PUBLIC_DIR = 'public';

function folderOf(path: string | undefined): string | undefined {
  return path === undefined ? undefined : trimEnd(path.replace(/^\.\//, ''), '/');
}

/**
 * The folder of Eleventy's output (relative to it) that Vite serves at the site root, or undefined when no Vite
 * build follows Eleventy's. `pluginOptions` are the options the Eleventy config passes to the Vite plugin.
 */
export function vitePublicDir(files: SiteFiles, output: string, pluginOptions: ConfigValue, usesPlugin: boolean): string | undefined {
  if (usesPlugin || packageDependencies(files).has(VITE_PLUGIN)) {
    const vite = isConfigObject(pluginOptions) && isConfigObject(pluginOptions.viteOptions) ? pluginOptions.viteOptions : undefined;
    if (vite?.publicDir === false) return undefined;
    return folderOf(codeString(vite?.publicDir)) ?? DEFAULT_PUBLIC_DIR;
  }
  const config = readConfigCode(files, VITE_CONFIGS)?.code;
  const root = folderOf(codeString(config?.prop('root')));
  if (!config || root === undefined || root !== folderOf(output)) return undefined;
  const publicDir = config.prop('publicDir');
  if (publicDir === false) return undefined;
  return folderOf(codeString(publicDir)) ?? DEFAULT_PUBLIC_DIR;
}

/** The table with Eleventy's `<publicDir>/…` output served at the root, as Vite's copy of it puts it. */
export function withVitePublic(table: RouteTable, publicDir: string | undefined, via: string): RouteTable {
  if (!publicDir || publicDir.includes('..')) return table;
  const inside = `/${publicDir}`;
  return {
    resolve(urlPath, info): Resolution | undefined {
      const key = urlKey(urlPath);
      if (key === inside || key.startsWith(`${inside}/`)) {
        return { file: null, kind: 'none', reason: `Eleventy: no source: ${via} copies the output's ${publicDir}/ folder to the site root, so nothing is served under ${inside}/` };
      }
      const found = table.resolve(urlPath, info);
      if (found?.file) return found;
      const copied = table.resolve(`${inside}${urlPath.startsWith('/') ? '' : '/'}${urlPath}`, info);
      return copied?.file ? { ...copied, reason: `${copied.reason} (written to ${publicDir}/, which ${via} serves at the site root)` } : found;
    },
  };
}
