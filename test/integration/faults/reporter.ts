// The faults suite's mocha reporter: `fault <name>: passed|failed — <outcome>` per case, the failures' details, and the
// closing `N passed, N failed` line. It never prints mocha's "N passing": npm test sums both kinds of line, and this
// suite's cases must be counted once.
import Mocha from 'mocha';
import { outcomeOf } from './outcomes';

const { EVENT_RUN_END, EVENT_SUITE_BEGIN, EVENT_TEST_FAIL, EVENT_TEST_PASS, EVENT_TEST_PENDING } = Mocha.Runner.constants;

/** A case is titled `<name>: <what it does>`; a hook failure is named after its hook. */
function caseName(runnable: Mocha.Runnable): string {
  if ((runnable as Mocha.Runnable & { type?: string }).type === 'hook') return `(${runnable.title.replace(/^"|" hook.*$/g, '').replace(/"/g, '')} hook)`;
  const i = runnable.title.indexOf(':');
  return i > 0 ? runnable.title.slice(0, i) : runnable.title;
}

function firstLine(text: string): string {
  const line = text.split('\n').find((l) => l.trim()) ?? '';
  return line.length > 240 ? `${line.slice(0, 239)}…` : line;
}

function seconds(runnable: Mocha.Runnable): string {
  return runnable.duration === undefined ? '' : ` (${(runnable.duration / 1000).toFixed(1)} s)`;
}

export class FaultReporter extends Mocha.reporters.Base {
  constructor(runner: Mocha.Runner, options?: Mocha.MochaOptions) {
    super(runner, options);
    let passed = 0;
    let failed = 0;
    const failures: Array<{ name: string; err: Error }> = [];
    runner.on(EVENT_SUITE_BEGIN, (suite: Mocha.Suite) => {
      if (suite.title) console.log(`\n${suite.title}`);
    });
    runner.on(EVENT_TEST_PASS, (test: Mocha.Test) => {
      passed++;
      console.log(`fault ${caseName(test)}: passed — ${outcomeOf(test) ?? 'no outcome recorded'}${seconds(test)}`);
    });
    runner.on(EVENT_TEST_FAIL, (test: Mocha.Runnable, err: Error) => {
      failed++;
      failures.push({ name: caseName(test), err });
      console.log(`fault ${caseName(test)}: failed — ${firstLine(err?.message ?? String(err))}${seconds(test)}`);
    });
    runner.on(EVENT_TEST_PENDING, (test: Mocha.Test) => console.log(`fault ${caseName(test)}: skipped`));
    runner.once(EVENT_RUN_END, () => {
      for (const [i, { name, err }] of failures.entries()) {
        console.log(`\n${i + 1}) fault ${name}:`);
        console.log(err?.stack ?? String(err));
      }
      console.log(`\n${passed} passed, ${failed} failed`);
    });
  }
}
