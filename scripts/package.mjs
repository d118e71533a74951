// npm run package: a production build, then `vsce package` into a .vsix at the project root.
// Prints the .vsix path on the last line (the tests read it).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { name, version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const out = join(root, `${name}-${version}.vsix`);
execFileSync(process.execPath, ['esbuild.mjs', '--production', '--no-tests'], { cwd: root, stdio: 'inherit' });
const vsce = join(root, 'node_modules/@vscode/vsce/vsce');
// --no-dependencies: everything is bundled into dist/.
execFileSync(process.execPath, [vsce, 'package', '--no-dependencies', '--allow-missing-repository', '--skip-license', '--no-rewrite-relative-links', '-o', out], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
console.log(out);
