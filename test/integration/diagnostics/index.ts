import { runBundledSuite } from '../shared/mochaRunner';

export function run(): Promise<void> {
  return runBundledSuite(async () => {
    await import('./diagnostics.test');
    await import('./changes.test');
  });
}
