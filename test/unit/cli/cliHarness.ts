// Runs the CLI's commands in-process against the sample API: captured stdout/stderr, the environment and the
// transport injected (a transport may rewrite bodies to play a hostile server).
import type { Transport } from '../../../src/core/api/index';
import type { ApiCommandDeps } from '../../../src/cli/apiOptions';
import type { CliIO } from '../../../src/cli/io';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export type Command = (argv: readonly string[], io: CliIO, deps?: ApiCommandDeps) => Promise<number>;

export async function runCommand(command: Command, argv: readonly string[], deps: ApiCommandDeps): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await command(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) }, deps);
  return { code, stdout, stderr };
}

export const plainFetch: Transport = (url, init) => fetch(url, init);

/** A transport that lets `edit` change the JSON body of answers whose path matches `path`. */
export function rewritingTransport(path: RegExp, edit: (body: Record<string, unknown>) => void): Transport {
  return async (url, init) => {
    const response = await fetch(url, init);
    if (!path.test(new URL(url).pathname) || response.status !== 200) return response;
    const body = (await response.json()) as Record<string, unknown>;
    edit(body);
    return new Response(JSON.stringify(body), { status: 200, headers: response.headers });
  };
}

// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Every string inside a JSON value. */
export function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}
