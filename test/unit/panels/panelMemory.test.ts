// The brand a restored panel belongs to (the webview saves only {panel, id}): remembered per panel, most recent
// first, bounded, and checked when read back.
import assert from 'node:assert/strict';
import type * as vscode from 'vscode';
import { PanelMemory } from '../../../src/extension/panels/panelMemory';

const A = '0cef0a61-1f2e-4f26-ab21-cc2509d2dc1a';
const B = '9530607e-e50b-4b1e-ad39-da347f1d62ef';
const K = 'ae99df1f-85f8-46db-bcf1-8031b66c1edf';

function memento(initial: Record<string, unknown> = {}): vscode.Memento & { data: Record<string, unknown> } {
  const data = { ...initial };
  return {
    data,
    keys: () => Object.keys(data),
    get: <T>(key: string, fallback?: T) => (key in data ? (data[key] as T) : fallback) as T,
    update: async (key: string, value: unknown) => {
      data[key] = value;
    },
  };
}

describe('panels: remembered panels', () => {
  it('finds item panels by id and brand panels by the most recent brand not already showing', async () => {
    const m = memento();
    const memory = new PanelMemory(m);
    await memory.remember({ kind: 'keyword', brandId: A, id: K, title: 'hipaa' });
    await memory.remember({ kind: 'reputation', brandId: A, brandName: 'Tallyhawk' });
    await memory.remember({ kind: 'reputation', brandId: B, brandName: 'Kestrel Pay' });
    assert.deepEqual(memory.find('keyword', K, () => false), { kind: 'keyword', brandId: A, id: K, title: 'hipaa' });
    assert.equal(memory.find('reputation', null, () => false)?.brandId, B);
    assert.equal(memory.find('reputation', null, (id) => id === B)?.brandId, A);
    assert.equal(memory.find('competitors', null, () => false), undefined);
    await memory.remember({ kind: 'keyword', brandId: A, id: K });
    assert.equal(memory.find('keyword', K, () => false)?.title, 'hipaa', 'a later record without a title keeps the known one');
  });

  it('keeps at most 50 records and ignores stored junk', async () => {
    const m = memento({ 'brandVisibility.panels': [{ kind: 'keyword', brandId: '../x', id: K }, 'junk', { kind: 'settings', brandId: A }] });
    const memory = new PanelMemory(m);
    assert.equal(memory.find('keyword', K, () => false), undefined);
    for (let i = 0; i < 60; i++) await memory.remember({ kind: 'prompt', brandId: A, id: `${K.slice(0, -2)}${String(i).padStart(2, '0')}` });
    assert.equal((m.data['brandVisibility.panels'] as unknown[]).length, 50);
  });
});
