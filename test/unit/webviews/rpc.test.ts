import * as assert from 'node:assert/strict';
import type { WebviewMessage } from '../../../src/shared/protocol';
import { createRpc, RpcError } from '../../../src/webviews/shared/rpc';

function manualTimers() {
  const timers = new Map<number, () => void>();
  let next = 1;
  return {
    setTimer: (fn: () => void) => {
      const id = next++;
      timers.set(id, fn);
      return id;
    },
    clearTimer: (id: unknown) => void timers.delete(id as number),
    fireAll: () => [...timers.values()].forEach((fn) => fn()),
    get count() {
      return timers.size;
    },
  };
}

describe('webviews/rpc: createRpc', () => {
  it('numbers requests and resolves each with its own response', async () => {
    const sent: WebviewMessage[] = [];
    const timers = manualTimers();
    const rpc = createRpc((m) => sent.push(m), timers);
    const first = rpc.request('exportCsv', { text: 'a', suggestedName: 'a.csv' });
    const second = rpc.request('refetch', {});
    assert.deepEqual(sent, [
      { type: 'request', id: 1, method: 'exportCsv', params: { text: 'a', suggestedName: 'a.csv' } },
      { type: 'request', id: 2, method: 'refetch', params: {} },
    ]);
    assert.equal(rpc.handle({ type: 'response', id: 2, ok: true, result: null }), true);
    assert.equal(rpc.handle({ type: 'response', id: 1, ok: true, result: { saved: true } }), true);
    assert.deepEqual(await first, { saved: true });
    assert.equal(await second, null);
    assert.equal(rpc.pendingCount, 0);
    assert.equal(timers.count, 0, 'timers are cleared once answered');
  });

  it('rejects with the host error, message and next step', async () => {
    const rpc = createRpc(() => {}, manualTimers());
    const pending = rpc.request('refetch', {});
    rpc.handle({ type: 'response', id: 1, ok: false, error: { message: 'Rate limited', nextStep: 'Wait 20 seconds.' } });
    await assert.rejects(pending, (e: unknown) => e instanceof RpcError && e.message === 'Rate limited' && e.nextStep === 'Wait 20 seconds.');
  });

  it('times out a request nobody answers, and ignores the late answer', async () => {
    const timers = manualTimers();
    const rpc = createRpc(() => {}, timers);
    const pending = rpc.request('refetch', {});
    timers.fireAll();
    await assert.rejects(pending, (e: unknown) => e instanceof RpcError && /did not answer in time/.test(e.message) && typeof e.nextStep === 'string');
    assert.equal(rpc.handle({ type: 'response', id: 1, ok: true, result: null }), false);
  });

  it('times out for real with a short timeout', async () => {
    const rpc = createRpc(() => {}, { timeoutMs: 5 });
    await assert.rejects(rpc.request('refetch', {}), RpcError);
  });

  it('ignores responses it did not ask for and other messages', () => {
    const rpc = createRpc(() => {}, manualTimers());
    assert.equal(rpc.handle({ type: 'response', id: 99, ok: true, result: 1 }), false);
    assert.equal(rpc.handle({ type: 'loading' }), false);
  });

  it('rejects everything pending on dispose and when posting throws', async () => {
    const rpc = createRpc(() => {}, manualTimers());
    const a = rpc.request('refetch', {});
    rpc.dispose();
    await assert.rejects(a, /closed/);
    const broken = createRpc(() => {
      throw new Error('detached');
    }, manualTimers());
    await assert.rejects(broken.request('refetch', {}), /could not be sent/);
    assert.equal(broken.pendingCount, 0);
  });
});
