// The fault matrix of the "Hardening" issue (npm run test:faults): one case per fault, each loading the tree, a panel
// and the diagnostics at once with the fault on. The reporter prints one line per case and one closing count.
import { runBundledSuite } from '../shared/mochaRunner';
import { FaultReporter } from './reporter';

export function run(): Promise<void> {
  return runBundledSuite(
    async () => {
      await import('./setup');
      await import('./transport.test');
      await import('./bodies.test');
      await import('./account.test');
      await import('./gone.test');
      await import('./runaway.test');
    },
    { reporter: FaultReporter, timeout: 90_000 },
  );
}
