// The site layer on hostile repositories (test/support/hostileRepos.ts, written to temp folders): the slowest single
// URL lookup and the slowest finding placement over them (in process, as the site worker runs them), and a whole
// `brand-visibility map` process (dist/cli.js, built by the bundles bench) on each: its wall time and its peak RSS.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { mapSite } from '../src/cli/map';
import type { LocalCheckId } from '../src/shared/auditRules';
import { examine } from '../src/core/site/localChecks';
import { locate, noindexRemoval, type Anchor } from '../src/core/site/ranges';
import { walkSite } from '../src/core/site/walk';
import { HOSTILE_PAGES, HOSTILE_REPOS } from '../test/support/hostileRepos';
import type { BenchRow } from './row';

const root = join(__dirname, '..');
const LOOKUP_GOAL_MS = 50;
const PROCESS_GOAL_MS = 3000;
const RSS_GOAL_MB = 600;
const LOCATE_GOAL_MS = 500;
const ANCHORS: Anchor[] = ['robots', 'title', 'description', 'h1', 'body'];
/** The checks the editor re-runs on save, each with the anchor it is placed on. */
const RECHECKS: Array<[Anchor, LocalCheckId]> = [['h1', 'one-h1'], ['title', 'title'], ['description', 'description'], ['robots', 'noindex']];

/** Prints the child's peak RSS on exit (process.resourceUsage is the child's own). */
const RSS_PRELOAD = "process.on('exit', () => process.stderr.write(`\\nBV_MAX_RSS_KB=${process.resourceUsage().maxRSS}\\n`));\n";

function ms(value: number): number {
  return Math.round(value * 10) / 10;
}

export async function benchHostile(): Promise<BenchRow[]> {
  const base = mkdtempSync(join(tmpdir(), 'bv-bench-hostile-'));
  try {
    const preload = join(base, 'rss.cjs');
    writeFileSync(preload, RSS_PRELOAD);
    let slowest = { ms: 0, where: '' };
    let slowestProcess = { ms: 0, where: '' };
    let peakRss = { mb: 0, where: '' };
    const cli = join(root, 'dist/cli.js');
    for (const repo of HOSTILE_REPOS) {
      const dir = join(base, repo.name);
      mkdirSync(dir);
      repo.build(dir);
      // In process: indexing and compiling first (the worker does both when a folder opens), then each lookup.
      const mapping = mapSite(walkSite(dir), repo.routes ? { routes: repo.routes } : {});
      mapping.map(['/']);
      for (const path of repo.paths) {
        const t = performance.now();
        mapping.map([path]);
        const took = performance.now() - t;
        if (took > slowest.ms) slowest = { ms: took, where: `${repo.name} ${path.slice(0, 24)}` };
      }
      if (!existsSync(cli)) continue;
      const t = performance.now();
      const run = spawnSync(process.execPath, ['--require', preload, cli, 'map', '--root', dir, ...repo.paths.filter((p) => p.length < 30_000)], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      const took = performance.now() - t;
      if (run.status !== 0) throw new Error(`map on ${repo.name} exited ${run.status}: ${run.stderr.slice(0, 300)}`);
      const rss = Number(/BV_MAX_RSS_KB=(\d+)/.exec(run.stderr)?.[1] ?? 0) / 1024;
      if (took > slowestProcess.ms) slowestProcess = { ms: took, where: repo.name };
      if (rss > peakRss.mb) peakRss = { mb: rss, where: repo.name };
    }
    let slowestLocate = { ms: 0, where: '' };
    let slowestRecheck = { ms: 0, where: '' };
    for (const page of HOSTILE_PAGES) {
      const t = performance.now();
      for (const anchor of ANCHORS) locate(page.text, page.file, anchor);
      noindexRemoval(page.text, page.file);
      const took = (performance.now() - t) / (ANCHORS.length + 1);
      if (took > slowestLocate.ms) slowestLocate = { ms: took, where: page.name };
      for (const [anchor, check] of RECHECKS) {
        const started = performance.now();
        examine(page.text, page.file, anchor, check);
        const recheck = performance.now() - started;
        if (recheck > slowestRecheck.ms) slowestRecheck = { ms: recheck, where: `${page.name}, ${check}` };
      }
    }
    const rows: BenchRow[] = [
      { name: `slowest single lookup over ${HOSTILE_REPOS.length} hostile repos (${slowest.where})`, value: ms(slowest.ms), unit: 'ms', goal: `≤ ${LOOKUP_GOAL_MS} ms`, ok: slowest.ms <= LOOKUP_GOAL_MS },
      { name: `slowest finding placement in a 1 MB hostile page (${slowestLocate.where})`, value: ms(slowestLocate.ms), unit: 'ms', goal: `≤ ${LOCATE_GOAL_MS} ms`, ok: slowestLocate.ms <= LOCATE_GOAL_MS },
      { name: `slowest local re-check on save in a 1 MB hostile page (${slowestRecheck.where})`, value: ms(slowestRecheck.ms), unit: 'ms', goal: `≤ ${LOCATE_GOAL_MS} ms`, ok: slowestRecheck.ms <= LOCATE_GOAL_MS },
    ];
    if (existsSync(cli)) {
      rows.push(
        { name: `slowest whole \`brand-visibility map\` process (${slowestProcess.where})`, value: Math.round(slowestProcess.ms), unit: 'ms', goal: `≤ ${PROCESS_GOAL_MS} ms`, ok: slowestProcess.ms <= PROCESS_GOAL_MS },
        { name: `peak RSS of a \`brand-visibility map\` process (${peakRss.where})`, value: Math.round(peakRss.mb), unit: 'MB', goal: `≤ ${RSS_GOAL_MB} MB`, ok: peakRss.mb > 0 && peakRss.mb <= RSS_GOAL_MB },
      );
    }
    return rows;
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}
