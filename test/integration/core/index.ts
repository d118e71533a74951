import { runBundledSuite } from '../shared/mochaRunner';

export function run(): Promise<void> {
  return runBundledSuite(async () => {
    await import('./key.test');
    await import('./statusBar.test');
    await import('./safety.test');
    await import('./inertText.test');
    await import('./firstUse.test');
  });
}
