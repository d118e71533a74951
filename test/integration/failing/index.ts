// Proves the runner reports failure: this suite must make the harness exit non-zero.
import { runBundledSuite } from '../shared/mochaRunner';

export function run(): Promise<void> {
  return runBundledSuite(() => import('./deliberate.test'));
}
