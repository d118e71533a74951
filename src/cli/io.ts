// What every CLI command writes through and the exit code of a usage error. Its own module so the commands and the
// dispatcher (commands.ts) both import it without importing each other.

export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
}

/** Exit code for a usage error (unknown command or option, missing argument). */
export const EXIT_USAGE = 2;
