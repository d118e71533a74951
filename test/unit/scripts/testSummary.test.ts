// npm test's closing lines: a run with failed steps never reads "N passed, 0 failed".
import assert from 'node:assert/strict';
import { closingLines, tallyLine } from '../../../scripts/test-summary.mjs';

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
