import type { ChildProcess, SpawnSyncReturns } from 'node:child_process';
import type { BrowserContext } from 'playwright-core';

export const projectRoot: string;
export const chromiumPath: string;
export function ensureHarnessInstalled(): void;
export function freePort(): Promise<number>;
export function newRunDir(prefix?: string): string;
export function seedUserSettings(userDataDir: string, settings?: Record<string, unknown>): void;
export function codeServerCli(args: string[], o?: { runDir?: string; env?: Record<string, string> }): SpawnSyncReturns<string>;
export interface CodeServer {
  url: string; port: number; userDataDir: string; extensionsDir: string; runDir: string; process: ChildProcess; stop(): Promise<void>;
}
export function startCodeServer(o?: {
  runDir?: string; userDataDir?: string; extensionsDir?: string; settings?: Record<string, unknown>;
  env?: Record<string, string>; smokeTestDriver?: boolean; workspaceTrust?: boolean; log?: (line: string) => void;
}): Promise<CodeServer>;
export function launchChromium(o?: { runDir?: string; headless?: boolean }): Promise<BrowserContext>;
export function workbenchUrl(server: { url: string; port: number }, o: { folder?: string; extensionDevelopmentPath?: string; extensionTestsPath?: string }): string;
