// npm run bench: every performance figure with its goal beside it. Ratios and sizes measured in one
// run on this machine; tests never assert on timings.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { benchBundles } from './bundles';
import type { BenchRow } from './row';

type Bench = { title: string; file: string; run: () => Promise<BenchRow[]> };

const benches: Bench[] = [
  { title: 'Rate-limit use', file: 'rateLimit.ts', run: async () => (await import('./rateLimit')).benchRateLimit() },
  { title: 'URL path → file mapping', file: 'mapping.ts', run: async () => (await import('./mapping')).benchMapping() },
  { title: 'Hostile repositories (site layer safety)', file: 'hostile.ts', run: async () => (await import('./hostile')).benchHostile() },
  { title: 'Agent tools: characters of each typical result (sample data)', file: 'tools.ts', run: async () => (await import('./tools')).benchTools() },
  { title: 'Extension host (activation, memory) and panel paint', file: 'host.ts', run: async () => (await import('./host')).benchHost() },
];

function print(title: string, rows: BenchRow[]): void {
  console.log(`\n## ${title}`);
  for (const r of rows) {
    const value = `${Number.isInteger(r.value) ? r.value : r.value.toFixed(3)}${r.unit ? ` ${r.unit}` : ''}`;
    console.log(`${r.ok ? 'ok  ' : 'MISS'}  ${r.name.padEnd(58)} ${value.padStart(14)}   goal ${r.goal}`);
  }
}

async function main(): Promise<void> {
  console.log(`bench ${new Date().toISOString()} · node ${process.version} · ${process.platform}/${process.arch}`);
  let misses = 0;
  const bundles = benchBundles();
  print('Bundles (production, minified)', bundles.rows);
  for (const line of bundles.contributors) console.log(`      top: ${line}`);
  misses += bundles.rows.filter((r) => !r.ok).length;
  // `npm run bench -- --only mapping,hostile` runs those benches (by file name) after the bundles.
  const at = process.argv.indexOf('--only');
  const only = at >= 0 ? new Set((process.argv[at + 1] ?? '').split(',').map((n) => n.trim().replace(/\.ts$/, ''))) : undefined;
  for (const b of benches.filter((x) => !only || only.has(x.file.replace(/\.ts$/, '')))) {
    if (!existsSync(join(__dirname, b.file))) { console.log(`\n## ${b.title}\n(not built yet: bench/${b.file})`); continue; }
    try {
      const rows = await b.run();
      print(b.title, rows);
      misses += rows.filter((r) => !r.ok).length;
    } catch (e) {
      console.log(`\n## ${b.title}\nERROR ${(e as Error).stack ?? e}`);
      misses++;
    }
  }
  console.log(`\n${misses === 0 ? 'every goal met' : `${misses} goal(s) missed`}`);
}

void main();
