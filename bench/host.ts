// Extension-host figures (activation time, heap growth) and a panel's first paint. Filled by the hardening work.
import type { BenchRow } from './row';

export async function benchHost(): Promise<BenchRow[]> {
  return [];
}
