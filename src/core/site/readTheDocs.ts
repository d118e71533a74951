// Read the Docs hosting: a project that builds there (a `.readthedocs.yaml` in the repository) is served under
// /<language>/<version>/ (docs.readthedocs.com/platform/stable/versions.html and .../localization.html: "/en/latest/"),
// the host's root redirecting to the default version. Whether a project is served that way is read from the audited
// pages: versioning can be turned off in the project's settings, which are not in the repository.
import type { SiteFiles } from './types';

/** The configuration file names Read the Docs reads (docs.readthedocs.com/platform/stable/config-file/). */
const CONFIGS = ['.readthedocs.yaml', '.readthedocs.yml', 'readthedocs.yaml', 'readthedocs.yml'];
/** A language code as Read the Docs writes it in URLs: `en`, `zh-cn`, `pt-br`. */
const LANGUAGE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/;
/** A version slug: `latest`, `stable`, a branch or tag name made URL-safe (`v1.2.3`, `1.x`). */
const VERSION = /^[a-z0-9][a-z0-9._-]{0,62}$/i;

/** Whether the repository (the site's folder, or the repository holding it) has a Read the Docs configuration. */
export function buildsOnReadTheDocs(files: SiteFiles): boolean {
  return CONFIGS.some((name) => files.has(name) || files.outer?.files.has(name) === true);
}

/** The path below a `/<language>/<version>` prefix in this language, as segments; undefined when the path has none. */
export function belowVersionPrefix(segments: readonly string[], language: string): string[] | undefined {
  if (segments.length < 2 || segments[0] !== language || !VERSION.test(segments[1])) return undefined;
  return segments.slice(2);
}

/**
 * The language the audited pages are served in the Read the Docs way, when most of them sit under a language and
 * version prefix: the most frequent one (a project is built in one language; a translation is another project).
 */
export function versionedLanguage(pagePaths: readonly string[], segmentsOf: (path: string) => readonly string[] | undefined): string | undefined {
  const languages = new Map<string, number>();
  let prefixed = 0;
  let seen = 0;
  for (const path of pagePaths.slice(0, 500)) {
    const segments = segmentsOf(path);
    if (!segments || segments.length === 0) continue;
    seen++;
    if (segments.length < 2 || !LANGUAGE.test(segments[0]) || !VERSION.test(segments[1])) continue;
    prefixed++;
    languages.set(segments[0], (languages.get(segments[0]) ?? 0) + 1);
  }
  if (seen === 0 || prefixed * 2 <= seen) return undefined;
  return [...languages].sort((a, b) => b[1] - a[1])[0]?.[0];
}
