// Restricted Mode in a workspace that is really untrusted (prepare.mjs switches workspace trust on for this run):
// restricted settings, the API views, and the site layer held back until the runner grants trust.
import { runBundledSuite } from '../shared/mochaRunner';

export function run(): Promise<void> {
  return runBundledSuite(async () => {
    await import('./restricted.test');
  });
}
