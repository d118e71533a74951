// Runs a bundled mocha suite inside the extension host. Test modules are imported after mocha's
// globals exist (esbuild bundles each dynamic import as a lazily evaluated module).
import Mocha from 'mocha';

export async function runBundledSuite(load: () => Promise<unknown>, options: Mocha.MochaOptions = {}): Promise<void> {
  const mocha = new Mocha({ ui: 'bdd', color: false, timeout: 60_000, reporter: 'spec', ...options });
  const grep = process.env.BV_TEST_GREP;
  if (grep) mocha.grep(grep);
  mocha.suite.emit('pre-require', globalThis, 'bundle', mocha);
  await load();
  const failures = await new Promise<number>((resolve) => mocha.run(resolve));
  if (failures > 0) throw new Error(`${failures} extension-host test(s) failed`);
}
