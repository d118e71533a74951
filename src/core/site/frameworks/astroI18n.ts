// Astro i18n routing: what a path under the default locale's prefix is when that prefix is not used.
import type { Resolution } from '../types';
import type { AstroConfig } from './astro';
import { noSource } from './kit/routeContent';

/**
 * With `i18n.routing.prefixDefaultLocale: false` (the default) "the defaultLocale will not show a language prefix"
 * (https://docs.astro.build/en/reference/configuration-reference/#i18nroutingprefixdefaultlocale): `/<defaultLocale>/…`
 * is no page of the site unless a page file (or a `public/` file) sits there, or a route builds it from a content
 * entry filed under that folder. A route template that merely matches the segment (a param) builds no such page.
 * Returns the resolution to use for a path whose first segment is `first`, given what the route table `found`.
 */
export function defaultLocalePrefix(config: Pick<AstroConfig, 'file' | 'defaultLocale' | 'prefixDefaultLocale'>, first: string, found: Resolution | undefined, generated = false): Resolution | undefined {
  const { defaultLocale } = config;
  if (!defaultLocale || config.prefixDefaultLocale || first !== defaultLocale) return found;
  // A route whose getStaticPaths lists the default locale itself (`[lang]` over every language) writes that page.
  if (found?.file && (generated || found.kind === 'source' || found.kind === 'static' || found.kind === 'content')) return found;
  if (found && !found.file) return found;
  return noSource(`the default locale '${defaultLocale}' is served without a prefix (i18n.routing.prefixDefaultLocale is not true${config.file ? ` in ${config.file}` : ''}), and no page file sits under /${defaultLocale}/`, 'none');
}
