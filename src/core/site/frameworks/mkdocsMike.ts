// mike (github.com/jimporter/mike): which version folders a repository deploys, read from the `mike deploy`
// commands its CI workflows and task files run. `mike deploy [options] <version> [<alias>...]` builds the checkout
// into `<version>/` and makes each alias (`latest`, `dev`) name it too (mike's README, "Building your docs").
// A version or alias given by a variable (`$VERSION`, `${{ … }}`) is known only at deploy time and is not listed.
import type { SiteFiles } from '../types';
import { MAX_BUILD_FILE_CHARS, buildRepos, workflowFiles } from './kit/buildFiles';
import { baseOf, resolveWithin } from './kit/paths';

/** Task files that define the commands a workflow runs (`hatch run docs:deploy`, `make docs`, `nox -s docs`…). */
const TASK_FILES = ['Makefile', 'makefile', 'GNUmakefile', 'justfile', 'hatch.toml', 'pyproject.toml', 'tox.ini', 'noxfile.py', 'package.json', '.gitlab-ci.yml'];
/** Characters of a command line read (a command is short; a minified line is not one). */
const MAX_LINE = 500;
/** Commands read, across all files. */
const MAX_COMMANDS = 50;

/** Options of `mike deploy` that take a value (the next word, unless given as `--opt=value`). */
const VALUE_OPTIONS = new Set(['-F', '--config-file', '-b', '--branch', '-r', '--remote', '-m', '--message', '-t', '--title', '--prefix', '--deploy-prefix', '-T', '--template', '--alias-type', '--set-prop']);
/** A version or alias name written literally. */
const LITERAL = /^[A-Za-z0-9][\w.-]{0,40}$/;
/** A version or alias as mike's users name them: 1.2, v3, 2.x, latest, stable, dev. */
export const VERSIONISH = /^(?:v?\d+(?:\.(?:\d+|x))*|latest|stable|dev|next|main|master|nightly)$/i;
/**
 * The version folders a deploy whose version is a variable may have written: release numbers (1.2, v3, 2.x) and
 * branch builds (dev, main, next, nightly); aliases (latest, stable) are written literally when deployed.
 */
export const DEPLOYED_VERSION = /^(?:v?\d+(?:\.(?:\d+|x))*|dev|next|main|master|nightly)$/i;
/** What passes a wrapper's own arguments on: `{args}` (hatch), `$@`/`$*` (shell), `{posargs}` (tox), `session.posargs`. */
const PASS_THROUGH = /\{args\}|\{posargs\}|\$@|\$\*|\$\{@\}|posargs/;

export interface MikeDeploy {
  /** The literal version and alias names deployed. */
  names: string[];
  /** The version is a variable (`mike deploy $VERSION latest`): the deploy names it, the repository does not. */
  variableVersion?: boolean;
  /** The config the command builds (`-F`), relative to the files' root, when written literally. */
  config?: string;
}

/** The `mike deploy` commands of the repository's workflows and task files, with the names they deploy. */
export function mikeDeploys(files: SiteFiles): MikeDeploy[] {
  const out: MikeDeploy[] = [];
  for (const { files: repo, prefix } of buildRepos(files)) {
    const workflows = workflowFiles(repo);
    const texts = new Map<string, string>();
    for (const rel of [...workflows, ...TASK_FILES.filter((f) => repo.has(f))]) {
      const text = repo.read(rel);
      if (text !== undefined) texts.set(rel, text.slice(0, MAX_BUILD_FILE_CHARS));
    }
    const wrappers: string[] = [];
    for (const text of texts.values()) {
      for (const line of commandLines(text)) {
        if (out.length >= MAX_COMMANDS) return out;
        const deploy = parseDeploy(line.command, prefix);
        if (!deploy) continue;
        if (deploy.names.length || deploy.variableVersion) out.push(deploy);
        if (deploy.passThrough && line.name) wrappers.push(line.name);
      }
    }
    // A task that runs `mike deploy … {args}`: the names are the words after the task's name where a workflow runs it.
    for (const name of wrappers) {
      for (const [rel, text] of texts) {
        if (!workflows.includes(rel)) continue;
        for (const run of wordsAfter(text, name)) if ((run.names.length || run.variableVersion) && out.length < MAX_COMMANDS) out.push(run);
      }
    }
  }
  return out;
}

interface CommandLine {
  command: string;
  /** The task the line defines, when it is `name = "…"`, `"name": "…"` or a Makefile rule's recipe. */
  name?: string;
}

/** Lines holding `mike deploy`, each from there to the end of its command. */
function commandLines(text: string): CommandLine[] {
  const out: CommandLine[] = [];
  let from = 0;
  while (out.length < MAX_COMMANDS) {
    const at = text.indexOf('mike deploy', from);
    if (at < 0) break;
    from = at + 11;
    const lineStart = text.lastIndexOf('\n', at) + 1;
    let lineEnd = text.indexOf('\n', at);
    if (lineEnd < 0 || lineEnd - at > MAX_LINE) lineEnd = Math.min(text.length, at + MAX_LINE);
    // A workflow expression (`${{ github.ref_name }}`) is one value known at deploy time; quotes and the list or
    // string syntax around a task's command are not words.
    let command = dropExpressions(text.slice(at + 11, lineEnd));
    for (const stop of ['&&', '||', ';', '|', '#']) {
      const cut = command.indexOf(stop);
      if (cut >= 0) command = command.slice(0, cut);
    }
    command = command.replace(/["',\]]/g, ' ');
    out.push({ command, ...taskName(text, lineStart, at) });
  }
  return out;
}

/** `${{ … }}` replaced by `$expr`, by a scan. */
function dropExpressions(line: string): string {
  let out = '';
  let i = 0;
  for (;;) {
    const open = line.indexOf('${{', i);
    if (open < 0) return out + line.slice(i);
    const close = line.indexOf('}}', open + 3);
    out += `${line.slice(i, open)} $expr `;
    if (close < 0) return out;
    i = close + 2;
  }
}

/** The task a command belongs to: `name = "mike deploy…"` (TOML), `"name": "mike deploy…"` (JSON), or a Makefile rule. */
function taskName(text: string, lineStart: number, at: number): { name?: string } {
  const head = text.slice(lineStart, at);
  if (head.length > MAX_LINE) return {};
  const assigned = /^\s*"?([\w:.-]{1,60})"?\s*[=:]\s*\[?\s*["']?\s*$/.exec(head);
  if (assigned) return { name: assigned[1] };
  if (/^\t/.test(head)) {
    // A Makefile recipe line: the rule is the nearest line above that starts with `name:`.
    const before = text.slice(Math.max(0, lineStart - 2000), lineStart).split('\n').reverse();
    for (const line of before) {
      const rule = /^([\w.-]{1,60})\s*:(?!=)/.exec(line);
      if (rule) return { name: rule[1] };
      if (line !== '' && !line.startsWith('\t')) break;
    }
  }
  return {};
}

/** The version and aliases of one `mike deploy` command (the words after `deploy`). */
function parseDeploy(command: string, prefix: string): (MikeDeploy & { passThrough: boolean }) | undefined {
  const words = command.trim().split(/\s+/).filter(Boolean).slice(0, 40);
  const names: string[] = [];
  let config: string | undefined;
  let passThrough = false;
  let positional = 0;
  let variableVersion = false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (PASS_THROUGH.test(word)) {
      passThrough = true;
      continue;
    }
    if (word.startsWith('-')) {
      const eq = word.indexOf('=');
      const option = eq > 0 ? word.slice(0, eq) : word;
      const value = eq > 0 ? word.slice(eq + 1) : VALUE_OPTIONS.has(option) ? words[++i] : undefined;
      if ((option === '-F' || option === '--config-file') && value !== undefined && LITERAL.test(baseOf(value))) {
        const rel = resolveWithin(prefix, value.replace(/^\.\//, ''));
        if (rel !== undefined) config = prefix ? rel.slice(prefix.length + 1) : rel;
      }
      continue;
    }
    // The first word after the options is the version; a variable there (`$expr`, `$VERSION`) is set at deploy time.
    if (positional++ === 0 && word.startsWith('$')) variableVersion = true;
    if (LITERAL.test(word)) names.push(word);
  }
  if (names.length === 0 && !passThrough && !variableVersion) return undefined;
  return { names, ...(config !== undefined ? { config } : {}), passThrough, ...(variableVersion ? { variableVersion } : {}) };
}

/** The version-like words that follow `name` (a whole word) on the lines of `text` that run it; a variable first word is a version set at deploy time. */
function wordsAfter(text: string, name: string): MikeDeploy[] {
  const out: MikeDeploy[] = [];
  let from = 0;
  while (out.length < MAX_COMMANDS) {
    const at = text.indexOf(name, from);
    if (at < 0) break;
    from = at + name.length;
    const before = text[at - 1];
    const after = text[at + name.length];
    if ((before !== undefined && /[\w-]/.test(before)) || (after !== undefined && /[\w-]/.test(after))) continue;
    let lineEnd = text.indexOf('\n', from);
    if (lineEnd < 0 || lineEnd - from > MAX_LINE) lineEnd = Math.min(text.length, from + MAX_LINE);
    const words = dropExpressions(text.slice(from, lineEnd)).replace(/["']/g, ' ').split(/\s+/).filter(Boolean).slice(0, 20);
    const names: string[] = [];
    for (const word of words) {
      if (/^(?:&&|\|\||;|\|)$/.test(word)) break;
      if (VERSIONISH.test(word)) names.push(word);
    }
    out.push({ names, ...(words[0]?.startsWith('$') ? { variableVersion: true } : {}) });
  }
  return out;
}
