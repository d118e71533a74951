// The mkdocs-static-i18n plugin: one build makes the default language at the site root and every other built
// language under `/<locale>/`, from `page.<locale>.md` files beside `page.md` (suffix structure, the default) or
// `<locale>/page.md` folders (folder structure). A language lacking a page gets the default language's file when
// `fallback_to_default` is on (the default). Rules as in the plugin's reconfigure.py, suffix.py and folder.py.
import { type Data, isRecord, str } from './kit/data';
import { extOf, stripExt } from './kit/paths';
import { pluginOptions } from './mkdocsConfig';

/** The plugin's locale check for suffixes and folders it was not told about: en, en-US, zh-Hant-TW, en_US. */
const LOCALE = /^[a-z]{2}(?:-[A-Za-z]{4})?(?:-[A-Z]{2})?$|^[a-z]{2}_[A-Z]{2}$/;

export interface I18nPlugin {
  structure: 'suffix' | 'folder';
  defaultLanguage: string;
  /** Every configured locale (built or not). */
  configured: Set<string>;
  /** The languages built, each with its URL prefix inside the build ('' for the default language). */
  built: Array<{ locale: string; prefix: string }>;
  fallback: boolean;
}

export function i18nOf(config: Data): I18nPlugin | undefined {
  const opts = pluginOptions(config, 'i18n');
  if (!opts) return undefined;
  const structure = opts.docs_structure === 'folder' ? 'folder' : 'suffix';
  const fallback = opts.fallback_to_default !== false;
  const configured = new Set<string>();
  const built: I18nPlugin['built'] = [];
  let defaultLanguage = str(opts.default_language);
  if (Array.isArray(opts.languages)) {
    // 1.x: a list of { locale, default, build }; the default language is built at the root only.
    for (const l of opts.languages) {
      const locale = isRecord(l) ? str(l.locale) : undefined;
      if (!locale || locale === 'null' || !isRecord(l)) continue;
      configured.add(locale);
      if (l.default === true) defaultLanguage = locale;
    }
    defaultLanguage ??= [...configured][0];
    for (const l of opts.languages) {
      const locale = isRecord(l) ? str(l.locale) : undefined;
      if (!locale || !configured.has(locale) || (isRecord(l) && l.build === false)) continue;
      built.push({ locale, prefix: locale === defaultLanguage ? '' : `/${locale}` });
    }
  } else if (isRecord(opts.languages)) {
    // 0.x: `default_language` plus a map of languages; every listed language also gets its /<locale>/ version.
    defaultLanguage ??= Object.keys(opts.languages)[0];
    if (defaultLanguage) built.push({ locale: defaultLanguage, prefix: '' });
    for (const [locale, v] of Object.entries(opts.languages)) {
      configured.add(locale);
      if (isRecord(v) && v.build === false) continue;
      built.push({ locale, prefix: `/${locale}` });
    }
  }
  if (!defaultLanguage) return undefined;
  configured.add(defaultLanguage);
  return { structure, defaultLanguage, configured, built, fallback };
}

/** A docs file's language and the page it is a version of ('index.fr.md' → fr, 'index.md'). */
function localeOf(plugin: I18nPlugin, local: string): { locale: string; norm: string; localized: boolean } {
  if (plugin.structure === 'folder') {
    const slash = local.indexOf('/');
    const first = slash < 0 ? '' : local.slice(0, slash);
    if (first && (plugin.configured.has(first) || LOCALE.test(first))) return { locale: first, norm: local.slice(slash + 1), localized: true };
    return { locale: plugin.defaultLanguage, norm: local, localized: false };
  }
  const ext = extOf(local);
  const stem = stripExt(local);
  const dot = stem.lastIndexOf('.');
  const suffix = dot > stem.lastIndexOf('/') ? stem.slice(dot + 1) : '';
  if (suffix && (plugin.configured.has(suffix) || LOCALE.test(suffix))) return { locale: suffix, norm: `${stem.slice(0, dot)}${ext}`, localized: true };
  return { locale: plugin.defaultLanguage, norm: local, localized: false };
}

/** The file each page of `locale` is built from: its own version, else (with fallback) the default language's. */
export function languagePages(plugin: I18nPlugin, docs: readonly string[], locale: string): Map<string, { local: string; fallback: boolean }> {
  const own = new Map<string, string>();
  const defaults = new Map<string, string>();
  for (const local of docs) {
    const l = localeOf(plugin, local);
    if (l.locale === locale && !own.has(l.norm)) own.set(l.norm, local);
    else if (l.locale === plugin.defaultLanguage && !defaults.has(l.norm)) defaults.set(l.norm, local);
  }
  const out = new Map<string, { local: string; fallback: boolean }>();
  for (const [norm, local] of own) out.set(norm, { local, fallback: false });
  if (plugin.fallback || locale === plugin.defaultLanguage) {
    for (const [norm, local] of defaults) if (!out.has(norm)) out.set(norm, { local, fallback: locale !== plugin.defaultLanguage });
  }
  return out;
}
