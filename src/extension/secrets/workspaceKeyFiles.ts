// A key in workspace or folder settings is never used or stored: a cloned repository's .vscode/settings.json could plant
// one, and the user's brand ids and base URL would then go to whoever holds it. The setting's scope is application, so
// VS Code never applies such a value and the configuration API does not even show it; it is found here in the files
// themselves (each capped in size, parsed as JSONC in linear time, nothing executed) and removed from them.
// The ES module build: the package's main entry is a UMD wrapper whose lazy require() calls a bundle cannot follow.
import { findNodeAtLocation, parseTree, type Node, type ParseError } from 'jsonc-parser/lib/esm/main.js';
import * as vscode from 'vscode';
import type { ExtensionLog } from '../log/extensionLog';

/** Settings files are small; anything larger is not read. */
const MAX_SETTINGS_BYTES = 1024 * 1024;
/** Both spellings VS Code reads: the flat key and the nested object. */
const KEY_PATHS = [['brandVisibility.apiKey'], ['brandVisibility', 'apiKey']];
/** Duplicate keys are legal JSONC: each removal takes one, a bounded number of times. */
const MAX_REMOVALS = 20;

interface SettingsFile {
  uri: vscode.Uri;
  /** Where the settings object sits in the file: the root of settings.json, `settings` of a .code-workspace file. */
  base: string[];
}

function workspaceSettingsFiles(): SettingsFile[] {
  const files: SettingsFile[] = (vscode.workspace.workspaceFolders ?? []).map((folder) => ({
    uri: vscode.Uri.joinPath(folder.uri, '.vscode', 'settings.json'),
    base: [],
  }));
  const workspaceFile = vscode.workspace.workspaceFile;
  if (workspaceFile && workspaceFile.scheme !== 'untitled') files.push({ uri: workspaceFile, base: ['settings'] });
  return files;
}

/** Removes `brandVisibility.apiKey` from every workspace and folder settings file that has it; returns those files. */
export async function removeWorkspaceKeys(log: ExtensionLog): Promise<vscode.Uri[]> {
  const changed: vscode.Uri[] = [];
  for (const file of workspaceSettingsFiles()) {
    try {
      if (await removeFrom(file, log)) changed.push(file.uri);
    } catch (err) {
      log.error(`Could not remove brandVisibility.apiKey from ${file.uri.toString(true)}`, err);
    }
  }
  return changed;
}

async function removeFrom(file: SettingsFile, log: ExtensionLog): Promise<boolean> {
  let size: number;
  try {
    size = (await vscode.workspace.fs.stat(file.uri)).size;
  } catch {
    return false; // no such file
  }
  if (size > MAX_SETTINGS_BYTES) {
    log.warn(`${file.uri.toString(true)} is larger than ${MAX_SETTINGS_BYTES} bytes: not searched for an API key`);
    return false;
  }
  const original = new TextDecoder().decode(await vscode.workspace.fs.readFile(file.uri));
  // A file caught half-written (an editor, git, a script) is left alone: its next change event brings it whole. A file
  // that stays broken keeps its key, which is harmless: VS Code never applies it and nothing here stores it.
  const errors: ParseError[] = [];
  parseTree(original, errors, { allowTrailingComma: true });
  if (errors.length > 0) {
    log.warn(`${file.uri.toString(true)} is not valid JSON with comments: not searched for an API key`);
    return false;
  }
  let text = original;
  for (let i = 0; i < MAX_REMOVALS; i++) {
    const tree = parseTree(text, [], { allowTrailingComma: true });
    const value = tree && KEY_PATHS.map((p) => findNodeAtLocation(tree, [...file.base, ...p])).find((node) => node !== undefined);
    if (!value) break;
    text = withoutProperty(text, value);
  }
  if (text === original) return false;
  // Written only over the text it was computed from: a file changed meanwhile (a save, a checkout) keeps that change,
  // and its change event brings it back here.
  const current = new TextDecoder().decode(await vscode.workspace.fs.readFile(file.uri));
  if (current !== original) return false;
  await vscode.workspace.fs.writeFile(file.uri, new TextEncoder().encode(text));
  return true;
}

/** The text without the property whose value is `value`, and without the comma that separated it from a neighbour. */
function withoutProperty(text: string, value: Node): string {
  const property = value.parent!;
  const siblings = property.parent!.children!;
  const i = siblings.indexOf(property);
  const before = siblings[i - 1];
  const after = siblings[i + 1];
  // From the end of the previous property (its comma goes), else up to the next one (the comma after goes).
  const start = before ? before.offset + before.length : property.offset;
  const end = before || !after ? property.offset + property.length : after.offset;
  return text.slice(0, start) + text.slice(end);
}

/** Runs `onChange` when a folder's settings file may have changed (a pull, a checkout, an edit) or folders change. */
export function watchWorkspaceSettingsFiles(onChange: () => void): vscode.Disposable {
  const watcher = vscode.workspace.createFileSystemWatcher('**/.vscode/settings.json');
  return vscode.Disposable.from(
    watcher,
    watcher.onDidCreate(onChange),
    watcher.onDidChange(onChange),
    vscode.workspace.onDidChangeWorkspaceFolders(onChange),
  );
}
