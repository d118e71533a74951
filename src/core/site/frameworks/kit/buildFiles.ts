// The files a site's build is run from (CI workflows, task files), read for the literal words of its commands and
// never run: in the site's folder and, when the site is a folder of a larger repository, at that repository's root
// (where its CI workflows are).
import type { SiteFiles } from '../../types';

/** Workflow files read per repository: more than a repository has for its site. */
const MAX_WORKFLOWS = 40;
/** Characters of one build file scanned (commands sit in small files). */
export const MAX_BUILD_FILE_CHARS = 200_000;

export interface BuildRepo {
  files: SiteFiles;
  /** The site's folder inside `files` ('' when `files` are the site's own). */
  prefix: string;
}

/** The site's own files, then the repository it is a folder of (when it is one). */
export function buildRepos(files: SiteFiles): BuildRepo[] {
  const out: BuildRepo[] = [{ files, prefix: '' }];
  if (files.outer && files.outer.dir !== '') out.push({ files: files.outer.files, prefix: files.outer.dir });
  return out;
}

/** A repository's CI workflow files (GitHub Actions and Gitea Actions YAML), at most MAX_WORKFLOWS. */
export function workflowFiles(repo: SiteFiles): string[] {
  return [...repo.under('.github/workflows'), ...repo.under('.gitea/workflows')].filter((f) => /\.ya?ml$/i.test(f)).slice(0, MAX_WORKFLOWS);
}

/** Characters of a workflow scanned for its Pages setup. */
const MAX_WORKFLOW_SCAN = 100_000;

/**
 * The generator actions/configure-pages is told to set up (`static_site_generator: next`): the action writes the
 * project site's base path into that generator's config before the build (Next.js `basePath`, Gatsby `pathPrefix`,
 * https://github.com/actions/configure-pages#inputs), so the site is served under a path of the host.
 */
export function configurePagesGenerator(files: SiteFiles): string | undefined {
  for (const { files: repo } of buildRepos(files)) {
    for (const rel of workflowFiles(repo)) {
      const text = repo.read(rel)?.slice(0, MAX_WORKFLOW_SCAN);
      if (!text?.includes('configure-pages')) continue;
      const m = /static_site_generator\s*:\s*["']?([a-z]+)/.exec(text);
      if (m) return m[1];
    }
  }
  return undefined;
}

/**
 * A workflow building Jekyll with the base path actions/configure-pages gives (`jekyll build --baseurl
 * "${{ steps.pages.outputs.base_path }}"`, GitHub's own starter workflow): the config's `baseurl` is overridden by the
 * path Pages serves the repository under ('' for a user site or a custom domain, '/<repository>' for a project site).
 */
export function jekyllBaseurlFromPages(files: SiteFiles): boolean {
  for (const { files: repo } of buildRepos(files)) {
    for (const rel of workflowFiles(repo)) {
      const text = repo.read(rel)?.slice(0, MAX_WORKFLOW_SCAN);
      if (!text?.includes('configure-pages')) continue;
      if (/jekyll\s+build[^\n]{0,200}--baseurl[\s=]+["']?\$\{\{\s*steps\.[\w-]{1,60}\.outputs\.base_path\s*\}\}/.test(text)) return true;
    }
  }
  return false;
}
