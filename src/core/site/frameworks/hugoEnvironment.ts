// Which Hugo build environment the repository publishes. Hugo merges config/<environment>/ over config/_default/ and
// the root file; `hugo` builds with environment `production` unless `--environment X` (`-e X`) or HUGO_ENVIRONMENT
// names another (gohugo.io/configuration/introduction/#configuration-directory, gohugo.io/commands/hugo/,
// gohugo.io/configuration/all/#environment). The build's own files are read for literal names only: package.json
// scripts, netlify.toml, CI workflows, Makefiles. A name given by a variable is unknown and is not taken.
import type { SiteFiles } from '../types';
import { MAX_BUILD_FILE_CHARS, buildRepos, workflowFiles } from './kit/buildFiles';

/** Hugo's default environment for `hugo` (`hugo server` uses development). */
const HUGO_DEFAULT_ENVIRONMENT = 'production';

const BUILD_FILES = ['package.json', 'netlify.toml', 'Makefile', 'makefile', 'GNUmakefile', '.gitlab-ci.yml'];
const MAX_LINE = 500;
/** An environment name written literally (a folder name under config/). */
const ENV_NAME = /^[A-Za-z0-9][\w.-]{0,40}$/;

/** Folder names under config/ holding a config file, other than _default (the environments the site defines). */
function hugoEnvironmentDirs(files: SiteFiles): string[] {
  const out = new Set<string>();
  for (const rel of files.under('config').slice(0, 500)) {
    const parts = rel.split('/');
    if (parts.length !== 3 || parts[1] === '_default' || !/\.(toml|ya?ml|json)$/i.test(parts[2])) continue;
    out.add(parts[1]);
  }
  return [...out].sort();
}

/** The literal environment names the repository's build commands give Hugo (`--environment X`, `-e X`, HUGO_ENVIRONMENT). */
function builtEnvironments(files: SiteFiles): string[] {
  const found = new Set<string>();
  for (const { files: repo } of buildRepos(files)) {
    for (const rel of [...BUILD_FILES.filter((f) => repo.has(f)), ...workflowFiles(repo)]) {
      const text = repo.read(rel)?.slice(0, MAX_BUILD_FILE_CHARS);
      if (text) for (const name of environmentsIn(text)) found.add(name);
    }
  }
  return [...found].sort();
}

/** Names on the text's lines: HUGO_ENVIRONMENT=X / HUGO_ENVIRONMENT: X anywhere, --environment/-e on a `hugo` command. */
export function environmentsIn(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.length > MAX_LINE ? raw.slice(0, MAX_LINE) : raw;
    const words = wordsOf(line);
    for (let i = 0; i < words.length; i++) {
      if (!words[i].startsWith('HUGO_ENVIRONMENT')) continue;
      // HUGO_ENVIRONMENT=X (shell), HUGO_ENVIRONMENT: X (YAML), HUGO_ENVIRONMENT = "X" (TOML).
      const rest = words[i].slice('HUGO_ENVIRONMENT'.length);
      let value: string | undefined;
      if (rest === ':') value = words[i + 1];
      else if (rest === '' && words[i + 1] === '=') value = words[i + 2];
      else if (rest.startsWith('=')) value = rest.slice(1);
      if (value !== undefined && ENV_NAME.test(value)) out.push(value);
    }
    // One command at a time (a package.json line may hold several scripts; `a && b` runs two).
    for (const command of line.split(/["'`;|&]/)) out.push(...commandEnvironments(wordsOf(command)));
  }
  return out;
}

function wordsOf(text: string): string[] {
  return text.replace(/["',;()[\]{}]/g, ' ').split(/\s+/).filter(Boolean);
}

/**
 * `--environment X`, `--environment=X` or `-e X` after `hugo` on one command; `hugo server` builds for development
 * and is not the published site.
 */
function commandEnvironments(words: readonly string[]): string[] {
  const hugoAt = words.findIndex((w) => w === 'hugo' || w.endsWith('/hugo'));
  if (hugoAt < 0 || words[hugoAt + 1] === 'server' || words[hugoAt + 1] === 'serve') return [];
  const out: string[] = [];
  for (let i = hugoAt + 1; i < words.length; i++) {
    const word = words[i];
    const value = word === '--environment' || word === '-e' ? words[i + 1] : word.startsWith('--environment=') ? word.slice('--environment='.length) : undefined;
    if (value !== undefined && ENV_NAME.test(value)) out.push(value);
  }
  return out;
}

/**
 * The environments whose configuration may be the published site's, best first: the one the build names; else
 * `production` when the site has a root config or config/_default/ (or a config/production/); else the only
 * environment folder; else every environment folder (the site is then answered only where they all agree).
 */
export function hugoEnvironments(files: SiteFiles, hasBaseConfig: boolean): string[] {
  const dirs = hugoEnvironmentDirs(files);
  const built = builtEnvironments(files);
  if (built.length > 0) return built.slice(0, 4);
  if (hasBaseConfig || dirs.includes(HUGO_DEFAULT_ENVIRONMENT) || dirs.length === 0) return [HUGO_DEFAULT_ENVIRONMENT];
  return dirs.slice(0, 4);
}

/** Shell scripts at a repository's root that a build may run (`./build.sh` from a workflow). */
function rootScripts(repo: SiteFiles): string[] {
  return repo.under('').filter((rel) => !rel.includes('/') && /\.sh$/i.test(rel)).slice(0, 8);
}

/**
 * Whether a build command hands `hugo` a base URL the repository does not hold (`--baseURL "$BASE_URL/"`,
 * `-b ${DEPLOY_PRIME_URL}`, HUGO_BASEURL set by the CI): the published site's base path is then decided outside
 * the repository (gohugo.io/commands/hugo/: `-b, --baseURL`), the config's own baseURL a placeholder.
 */
export function baseUrlFromBuild(files: SiteFiles): boolean {
  for (const { files: repo } of buildRepos(files)) {
    for (const rel of [...BUILD_FILES.filter((f) => repo.has(f)), ...workflowFiles(repo), ...rootScripts(repo)]) {
      const text = repo.read(rel)?.slice(0, MAX_BUILD_FILE_CHARS);
      if (!text) continue;
      for (const raw of text.split('\n')) {
        const line = raw.length > MAX_LINE ? raw.slice(0, MAX_LINE) : raw;
        if (/\bHUGO_BASEURL\s*[:=]/.test(line)) return true;
        for (const command of line.split(/[;|&]/)) if (commandBaseUrlComputed(command.split(/\s+/).filter(Boolean))) return true;
      }
    }
  }
  return false;
}

/** `hugo … --baseURL <value>` (or `-b`, `--baseURL=…`) whose value holds a variable. */
function commandBaseUrlComputed(words: readonly string[]): boolean {
  const hugoAt = words.findIndex((w) => w === 'hugo' || w.endsWith('/hugo'));
  if (hugoAt < 0 || words[hugoAt + 1] === 'server' || words[hugoAt + 1] === 'serve') return false;
  for (let i = hugoAt + 1; i < words.length; i++) {
    const word = words[i];
    const flag = /^--base[Uu][Rr][Ll]$/.test(word) || word === '-b';
    const value = flag ? words[i + 1] : /^--base[Uu][Rr][Ll]=/.test(word) ? word.slice(word.indexOf('=') + 1) : undefined;
    if (value !== undefined && value.includes('$')) return true;
  }
  return false;
}
