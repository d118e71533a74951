// Each of the four panels opened ROUNDS times against the API: the webview reports the time from its data's arrival
// to the next frame after rendering it (performance marks bv:data → bv:painted), which the panel manager records.
// Several rounds because one reading on a busy 2-core machine says more about the machine than about the panel.
import * as vscode from 'vscode';
import type { PanelTarget } from '../../../src/shared/panels/index';
import type { PanelManager } from '../../../src/extension/panels/panelManager';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import { waitFor } from '../core/env';

const ROUNDS = 5;

function manager(api: BrandVisibilityTestApi): PanelManager {
  return api.panels;
}

async function closePanels(m: PanelManager): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  await waitFor(() => m.panels.length === 0, 'every panel closed');
}

export async function panelTargets(api: BrandVisibilityTestApi, brandId: string): Promise<PanelTarget[]> {
  const reads = api.services.reads;
  const keyword = (await reads.keywords(brandId)).items[0];
  const prompt = (await reads.prompts(brandId)).items[0];
  if (!keyword || !prompt) throw new Error('the brand has no keyword or prompt to open');
  return [
    { kind: 'keyword', brandId, id: keyword.id, title: keyword.text },
    { kind: 'prompt', brandId, id: prompt.id, title: prompt.text },
    { kind: 'reputation', brandId },
    { kind: 'competitors', brandId },
  ];
}

export async function measurePanels(api: BrandVisibilityTestApi, targets: PanelTarget[]): Promise<Array<{ kind: string; firstPaintMs: number[] }>> {
  const m = manager(api);
  const out = targets.map((t) => ({ kind: t.kind, firstPaintMs: [] as number[] }));
  for (let round = 0; round < ROUNDS; round++) {
    await closePanels(m);
    for (const [i, target] of targets.entries()) {
      const from = m.metrics.length;
      await api.panels.open(target);
      await waitFor(() => m.metrics.slice(from).some((x) => x.kind === target.kind), `${target.kind} panel: first paint reported`, 30_000);
      out[i].firstPaintMs.push(m.metrics.slice(from).find((x) => x.kind === target.kind)!.firstPaintMs);
    }
  }
  await closePanels(m);
  return out;
}
