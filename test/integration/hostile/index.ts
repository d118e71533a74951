import { runBundledSuite } from '../shared/mochaRunner';

export function run(): Promise<void> {
  return runBundledSuite(async () => {
    await import('./tree.test');
    await import('./diagnostics.test');
    await import('./picks.test');
    await import('./previews.test');
    await import('./panels.test');
  });
}
