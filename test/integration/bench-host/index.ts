// The extension-host half of `npm run bench` (bench/host.ts starts it; run-integration.mjs skips it by default).
// Not a test suite: it measures and writes raw figures to $BV_BENCH_OUT; bench/host.ts turns them into rows with goals.
// Expects what bench/host.ts sets up: the API front's URL and a key in the user settings (so the key store and the
// connection are ready at activation without a request), the diagnostics off, and $BV_BENCH_BRAND (the primary brand).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { EXPECTED_FINDINGS } from '../../../bench/hostDataset';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import { EXTENSION_ID, sleep, waitFor } from '../core/env';
import { loadFindings, publishedDiagnostics, writeAuditPages } from './findingsLoad';
import { fullGc, settledHeap } from './heap';
import { measurePanels, panelTargets } from './panelPaint';
import type { HostBenchResult } from './result';
import { loadAllKeywords, timeFirstChildren } from './treeLoad';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: this suite runs under npm run bench (bench/host.ts)`);
  return value;
}

/** Read + compile + evaluate of the bundle, by requiring it a second time (the live module is put back after). */
function bundleLoadMs(extensionPath: string): number | null {
  const file = join(extensionPath, 'dist', 'extension.js');
  const load = createRequire(file);
  const live = load.cache[file];
  try {
    delete load.cache[file];
    const started = performance.now();
    load(file);
    return performance.now() - started;
  } catch {
    return null;
  } finally {
    if (live) load.cache[file] = live;
  }
}

function log(line: string): void {
  console.log(`bench-host: ${line}`);
}

export async function run(): Promise<void> {
  const out = required('BV_BENCH_OUT');
  const brandId = required('BV_BENCH_BRAND');
  const ext = vscode.extensions.getExtension<BrandVisibilityTestApi | undefined>(EXTENSION_ID);
  if (!ext) throw new Error('the extension is not loaded');
  const activeBeforeSuite = ext.isActive;
  const api = await ext.activate();
  if (!api) throw new Error('activate() returned no test API (not in test mode?)');
  await api.ready;
  await waitFor(() => api.services.connection.state === 'ready', 'connection ready (base URL and key from settings)', 30_000);
  log(`activate() ${api.activation.durationMs.toFixed(1)} ms`);

  writeAuditPages();
  const gc = fullGc();

  const first = await timeFirstChildren(api);
  log(`brand rows after ${first.ms.toFixed(1)} ms`);

  const baselineBytes = await settledHeap(gc);
  const keywords = await loadAllKeywords(api, brandId);
  const afterTreeBytes = await settledHeap(gc);
  log(`${keywords.rows} keyword rows (${keywords.shown} shown by VS Code)`);
  const findings = await loadFindings(EXPECTED_FINDINGS);
  // The owned pages read for CodeLens follows the audit in the background: let it land before reading the heap.
  await sleep(1500);
  const afterFindingsBytes = await settledHeap(gc);
  const diagnostics = publishedDiagnostics();
  log(`${findings.findings} findings on ${findings.files} files, ${diagnostics} diagnostics published`);

  const panels = await measurePanels(api, await panelTargets(api, brandId));
  log(`panels: ${panels.map((p) => `${p.kind} ${p.firstPaintMs.map((v) => v.toFixed(1)).join('/')} ms`).join(', ')}`);

  const result: HostBenchResult = {
    vscodeVersion: vscode.version,
    node: process.version,
    activation: { durationMs: api.activation.durationMs, returnedAt: api.activation.returnedAt, activeBeforeSuite, bundleLoadMs: bundleLoadMs(ext.extensionPath) },
    tree: { firstChildrenMs: first.ms, firstAskedMs: first.askedMs, openedAt: first.openedAt, roots: first.roots, keywordRows: keywords.rows, keywordRowsShown: keywords.shown, loadMoreClicks: keywords.clicks },
    memory: {
      gc: gc.source,
      nodeOptions: process.env.NODE_OPTIONS ?? null,
      execArgv: process.execArgv,
      baselineBytes,
      afterTreeBytes,
      afterFindingsBytes,
      findings: findings.findings,
      files: findings.files,
      diagnostics,
      auditReadMs: findings.ms,
    },
    panels,
  };
  writeFileSync(out, JSON.stringify(result, null, 2));
}
