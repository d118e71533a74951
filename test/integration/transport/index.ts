// Key hygiene and transport in the real extension host: VS Code's own fetch (proxy, certificates) under the client.
// prepare.mjs runs in the harness first: it makes the suite's certificates and names them in the host's environment.
import { runBundledSuite } from '../shared/mochaRunner';

export function run(): Promise<void> {
  return runBundledSuite(async () => {
    await import('./baseUrlAndRedirect.test');
    await import('./proxy.test');
    await import('./certificates.test');
  });
}
