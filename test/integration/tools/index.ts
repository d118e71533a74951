import { runBundledSuite } from '../shared/mochaRunner';

export function run(): Promise<void> {
  return runBundledSuite(() => import('./tools.test'));
}
