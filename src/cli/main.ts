// Command-line entry (dist/cli.js): dispatches to the subcommands listed in commands.ts.
import { runCli } from './commands';

const io = {
  stdout: (text: string) => void process.stdout.write(text),
  stderr: (text: string) => void process.stderr.write(text),
};

runCli(process.argv.slice(2), io).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`brand-visibility: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
