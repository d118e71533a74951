// npm test's closing lines: a run with failed steps never reads "N passed, 0 failed".
import assert from 'node:assert/strict';
import { closingLines, failureReader, tallyLine } from '../../../scripts/test-summary.mjs';

describe('npm test summary', () => {
  it('counts mocha and fault-matrix lines', () => {
    const tally = { passed: 0, failed: 0 };
    for (const line of ['  534 passing (12s)', '  2 failing', '15 passed, 1 failed', 'noise 3 passing']) tallyLine(line, tally);
    assert.deepEqual(tally, { passed: 549, failed: 3 });
  });

  it('a failed step without failing tests counts as a failure', () => {
    const [, counts] = closingLines({
      seconds: 82, passed: 534, failed: 0,
      failedSteps: [{ name: 'integration', why: 'exit 1', failedTests: 0 }, { name: 'faults', why: 'exit 1', failedTests: 0 }, { name: 'e2e', why: 'skipped, no harness', failedTests: 0 }],
    });
    assert.doesNotMatch(counts, /^\d+ passed, 0 failed$/);
    assert.equal(counts, '534 passed, 3 failed (0 tests, 3 steps)');
  });

  it('a step whose tests failed counts its tests, not itself', () => {
    const [head, counts] = closingLines({ seconds: 5, passed: 10, failed: 2, failedSteps: [{ name: 'unit', why: 'exit 1', failedTests: 2 }] });
    assert.equal(counts, '10 passed, 2 failed');
    assert.equal(head, 'npm test: 5 s; failed steps: unit (exit 1)');
  });

  it('a clean run says so', () => {
    assert.deepEqual(closingLines({ seconds: 1, passed: 3, failed: 0, failedSteps: [] }), ['npm test: 1 s; every step passed', '3 passed, 0 failed']);
  });
});

describe('npm test summary: failing tests by name', () => {
  const output = [
    '== extension-host suite: panels',
    '  panels: open',
    '    ✔ opens',
    '    1) shows the keyword',
    '  9 passing (6s)',
    '  1 failing',
    '',
    '  1) panels: open',
    '       shows the keyword:',
    '',
    '      AssertionError [ERR_ASSERTION]: expected a row',
    '      at Context.<anonymous> (out/test/panels/index.js:1:1)',
    '',
  ];

  it('names each failing test with its suite and first error line, once, from the list after "N failing"', () => {
    const reader = failureReader();
    for (const line of output) reader.read(line);
    assert.deepEqual(reader.failures, [{ title: ['panels', 'panels: open', 'shows the keyword'], error: 'AssertionError [ERR_ASSERTION]: expected a row' }]);
  });

  it("reads the fault matrix's own list (unindented, before its count line)", () => {
    const reader = failureReader();
    for (const line of ['== extension-host suite: faults', 'fault revokedKey: failed — diagnostics: the next step (4.0 s)', '', '1) fault revokedKey:', 'AssertionError [ERR_ASSERTION]: diagnostics: the next step', '\tat runFaultCase (out/test/faults/index.js:1:1)', '', '17 passed, 1 failed']) reader.read(line);
    assert.deepEqual(reader.failures, [{ title: ['faults', 'fault revokedKey'], error: 'AssertionError [ERR_ASSERTION]: diagnostics: the next step' }]);
  });

  it('prints them above the counts, where a log read from its tail shows them', () => {
    const lines = closingLines({
      seconds: 5, passed: 9, failed: 1,
      failedSteps: [{ name: 'integration', why: 'exit 1', failedTests: 1 }],
      failures: [{ step: 'integration', title: ['panels', 'open', 'shows'], error: 'Error: x' }],
    });
    assert.deepEqual(lines, ['failed: integration › panels › open › shows — Error: x', 'npm test: 5 s; failed steps: integration (exit 1)', '9 passed, 1 failed']);
  });
});
