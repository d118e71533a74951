// `npm run sample-api -- --port 0 [--host H] [--quota N --window-seconds S] [--tls] [--quiet] [--exit-with-stdin]`
// Prints `listening on <url>` then `key <role> <value>` per key, and runs until SIGINT/SIGTERM.
import { startSampleApi, type SampleApiOptions } from './server.js';
import { testTls } from './tls/testTls.js';
import { KEY_ROLES } from './state.js';

function parseArgs(argv: readonly string[]): SampleApiOptions & { exitWithStdin?: boolean } {
  const opts: SampleApiOptions & { exitWithStdin?: boolean } = {};
  const number = (name: string, raw: string | undefined): number => {
    const n = Number(raw);
    if (raw === undefined || !Number.isInteger(n) || n < 0) throw new Error(`${name} needs a whole number, got ${raw ?? 'nothing'}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string | undefined => inline ?? argv[++i];
    switch (name) {
      case '--port':
        opts.port = number(name, value());
        break;
      case '--host':
        opts.host = value();
        break;
      case '--quota':
        opts.quota = Math.max(1, number(name, value()));
        break;
      case '--window-seconds':
        opts.windowSeconds = Math.max(1, number(name, value()));
        break;
      case '--quiet':
        opts.quiet = true;
        break;
      case '--exit-with-stdin':
        opts.exitWithStdin = true;
        break;
      case '--tls':
        opts.tls = testTls();
        break;
      default:
        throw new Error(`unknown option ${arg}`);
    }
  }
  return opts;
}

async function main(): Promise<void> {
  let opts: ReturnType<typeof parseArgs>;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`sample-api: ${(err as Error).message}\nusage: sample-api [--port N] [--host H] [--quota N] [--window-seconds S] [--tls] [--quiet] [--exit-with-stdin]\n`);
    process.exit(2);
  }
  const api = await startSampleApi(opts);
  const lines = [`listening on ${api.url}`, ...KEY_ROLES.map((role) => `key ${role} ${api.keys[role]}`)];
  process.stdout.write(`${lines.join('\n')}\n`);
  let closing = false;
  const stop = (): void => {
    if (closing) return;
    closing = true;
    api.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('SIGHUP', stop);
  // A parent that holds our stdin (the demo) can die without a chance to stop us: its end of the pipe closes.
  if (opts.exitWithStdin) {
    process.stdin.on('end', stop).on('close', stop).on('error', stop);
    process.stdin.resume();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`sample-api: ${(err as Error).message}\n`);
  process.exit(1);
});
