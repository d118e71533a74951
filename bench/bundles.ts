// Bundle sizes and their top contributors, from the esbuild metafile of a production build.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import type { BenchRow } from './row';

const root = join(__dirname, '..');

export function benchBundles(): { rows: BenchRow[]; contributors: string[] } {
  execFileSync(process.execPath, ['esbuild.mjs', '--production', '--no-tests'], { cwd: root, stdio: 'inherit' });
  const metafiles = JSON.parse(readFileSync(join(root, 'dist/meta.json'), 'utf8')) as Metafile[];
  const rows: BenchRow[] = [];
  const contributors: string[] = [];
  for (const meta of metafiles) {
    for (const [file, output] of Object.entries(meta.outputs)) {
      if (!file.endsWith('.js')) continue;
      const bytes = statSync(join(root, file)).size;
      const webview = file.startsWith('dist/webviews/');
      const limitKb = webview ? 150 : file === 'dist/extension.js' ? 400 : undefined;
      rows.push({ name: `bundle ${file}`, value: Math.round(bytes / 102.4) / 10, unit: 'KB', goal: limitKb ? `≤ ${limitKb} KB` : 'report', ok: limitKb ? bytes <= limitKb * 1024 : true });
      const top = Object.entries(output.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput).slice(0, 5);
      contributors.push(`${file}: ${top.map(([input, v]) => `${input.replace(/^node_modules\//, '')} ${(v.bytesInOutput / 1024).toFixed(1)} KB`).join(', ')}`);
    }
  }
  return { rows, contributors };
}
