import { runBundledSuite } from '../shared/mochaRunner';

export function run(): Promise<void> {
  return runBundledSuite(async () => {
    await import('./activation.test');
    await import('./tree.test');
    await import('./query.test');
    await import('./commands.test');
    await import('./meaning.test');
  });
}
