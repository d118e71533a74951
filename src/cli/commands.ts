// The CLI's subcommands. Add one by adding an entry: main.ts dispatches on the first argument.
// Each command loads lazily so `map` never pulls in the HTTP client and vice versa.
import { EXIT_USAGE, type CliIO } from './io';

export interface CliCommand {
  /** One line for the usage text. */
  summary: string;
  /** Runs with the arguments after the command name; resolves to the process exit code. */
  run(argv: readonly string[], io: CliIO): Promise<number>;
}

export const COMMANDS: Record<string, CliCommand> = {
  map: {
    summary: 'map --root DIR [--domain HOST] [--framework ID] PATH...   audited URL paths → local source files (JSON)',
    run: async (argv, io) => (await import('./map')).runMapCommand(argv, io),
  },
  audit: {
    summary: 'audit --brand ID --root DIR [--format text|json|sarif] [--as-of SCAN] [--fail-on error|warning|never]   site audit → findings on local files',
    run: async (argv, io) => (await import('./audit')).runAuditCommand(argv, io),
  },
  get: {
    summary: 'get READ [--brand ID] [--param name=value ...] [--all]   any read as JSON',
    run: async (argv, io) => (await import('./get')).runGetCommand(argv, io),
  },
  mcp: {
    summary: 'mcp [--root DIR] [--no-site]   the agent tools as an MCP server on stdio',
    run: async (argv, io) => (await import('./mcp')).runMcpCommand(argv, io),
  },
};

export function usage(): string {
  const lines = Object.entries(COMMANDS).map(([, c]) => `  brand-visibility ${c.summary}`);
  return `usage:\n${lines.join('\n')}\n`;
}

/** Dispatches `argv` (without node and the script) to a command; never throws. */
export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? io.stderr : io.stdout)(usage());
    return name === undefined ? EXIT_USAGE : 0;
  }
  const command = Object.prototype.hasOwnProperty.call(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    io.stderr(`brand-visibility: unknown command '${name.slice(0, 80)}'\n${usage()}`);
    return EXIT_USAGE;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    io.stderr(`brand-visibility ${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
