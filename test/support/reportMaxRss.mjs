// Preloaded into a CLI process by cliProcess.ts (measureMemory): at exit, the peak resident set size the kernel counted
// for the whole run, on stderr in a line the runner takes out again.
import { writeSync } from 'node:fs';

process.on('exit', () => {
  writeSync(2, `\nbv-max-rss-kb ${process.resourceUsage().maxRSS}\n`);
});
