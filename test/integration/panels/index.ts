import { runBundledSuite } from '../shared/mochaRunner';

export function run(): Promise<void> {
  return runBundledSuite(async () => {
    await import('./open.test');
    await import('./requests.test');
    await import('./follow.test');
    await import('./restore.test');
    await import('./meaning.test');
  });
}
