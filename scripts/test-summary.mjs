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

/**
 * Reads mocha's failure list ("  1) suite", indented title lines, the last ending in ":", then the error) into
 * one line per failing test, so the closing lines can name them: a CI log is often read from its tail only.
 */
export function failureReader() {
  /** @type {Array<{ title: string[], error: string }>} */
  const failures = [];
  let suite = '';
  let listing = false;
  let current = null;
  let inTitle = false;
  return {
    failures,
    read(raw) {
      // eslint-disable-next-line no-control-regex -- mocha colours its lists: the colour codes are not text.
      const line = raw.replace(/\x1b\[[0-9;]*m/g, '');
      const header = /^== extension-host suite: (\S+)/.exec(line);
      if (header) { suite = header[1]; listing = false; current = null; return; }
      // The spec reporter numbers failing tests inline too; only the list after "N failing" has their errors.
      if (/^\s*\d+ failing\b/.test(line)) { listing = true; current = null; return; }
      // The fault matrix's reporter lists its failures unindented ("1) fault revokedKey:") before its count line.
      const numbered = listing ? /^\s+\d+\) (.+)$/.exec(line) : /^\d+\) (.+:)$/.exec(line);
      if (!listing && !numbered && !current) return;
      if (numbered) {
        current = { title: [...(suite ? [suite] : []), numbered[1].replace(/:$/, '')], error: '' };
        inTitle = !numbered[1].endsWith(':');
        failures.push(current);
        return;
      }
      if (!current) return;
      const text = line.trim();
      if (inTitle) {
        if (!text) { inTitle = false; return; }
        current.title.push(text.replace(/:$/, ''));
        if (text.endsWith(':')) inTitle = false;
      } else if (!current.error && text && !text.startsWith('at ')) {
        current.error = text.length > 200 ? `${text.slice(0, 199)}…` : text;
      }
    },
  };
}

/** @param {{ seconds: number, passed: number, failed: number, failedSteps: Array<{ name: string, why: string, failedTests: number }>, failures?: Array<{ step: string, title: string[], error: string }> }} run */
export function closingLines({ seconds, passed, failed, failedSteps, failures = [] }) {
  const stepFailures = failedSteps.filter((s) => s.failedTests === 0).length;
  const steps = failedSteps.length ? `failed steps: ${failedSteps.map((s) => `${s.name} (${s.why})`).join(', ')}` : 'every step passed';
  return [
    ...failures.map((f) => `failed: ${f.step} › ${f.title.join(' › ')}${f.error ? ` — ${f.error}` : ''}`),
    `npm test: ${seconds} s; ${steps}`,
    `${passed} passed, ${failed + stepFailures} failed${stepFailures ? ` (${failed} tests, ${stepFailures} steps)` : ''}`,
  ];
}
