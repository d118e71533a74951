// The closing lines of `npm test`: counts summed from each step's own output, plus the steps that failed.
// A failed step whose own tests all passed (a crash, a suite that never started, a harness that could not be
// installed) still failed: it counts once, so a run with failed steps never reads "N passed, 0 failed".

/** Reads one output line of a step into the tally: mocha's "N passing"/"N failing" and the fault matrix's line. */
export function tallyLine(line, tally) {
  let m;
  if ((m = /^\s*(\d+) passing\b/.exec(line))) tally.passed += Number(m[1]);
  if ((m = /^\s*(\d+) failing\b/.exec(line))) tally.failed += Number(m[1]);
  if ((m = /^(\d+) passed, (\d+) failed$/.exec(line))) { tally.passed += Number(m[1]); tally.failed += Number(m[2]); }
}

/** @param {{ seconds: number, passed: number, failed: number, failedSteps: Array<{ name: string, why: string, failedTests: number }> }} run */
export function closingLines({ seconds, passed, failed, failedSteps }) {
  const stepFailures = failedSteps.filter((s) => s.failedTests === 0).length;
  const steps = failedSteps.length ? `failed steps: ${failedSteps.map((s) => `${s.name} (${s.why})`).join(', ')}` : 'every step passed';
  return [
    `npm test: ${seconds} s; ${steps}`,
    `${passed} passed, ${failed + stepFailures} failed${stepFailures ? ` (${failed} tests, ${stepFailures} steps)` : ''}`,
  ];
}
