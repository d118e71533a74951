// Heap readings in the extension host after a forced full GC. code-server forks the extension host with its own
// execArgv but deletes NODE_OPTIONS from the host's environment, so `--expose-gc` cannot be passed in from outside;
// V8 accepts the flag at run time, and a fresh context then has `gc`.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sleep } from '../core/env';

export interface FullGc {
  run: () => void;
  source: string;
}

export function fullGc(): FullGc {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (typeof exposed === 'function') return { run: exposed, source: 'global gc (--expose-gc)' };
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  return { run: gc, source: 'v8.setFlagsFromString("--expose-gc") at run time' };
}

/** Median of three readings, each after the host has been idle a moment and two full collections. */
export async function settledHeap(gc: FullGc): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < 3; i++) {
    await sleep(400);
    gc.run();
    gc.run();
    readings.push(process.memoryUsage().heapUsed);
  }
  return readings.sort((a, b) => a - b)[1];
}
