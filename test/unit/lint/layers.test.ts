// The layer rules of eslint.config.mjs, proved on imports written for the purpose: every layer imports from every
// layer (allowed only where the table says so), `vscode` outside the extension, and values of the API's schemas in
// browser code. Linted as text at paths inside each layer; nothing is written to disk.
import assert from 'node:assert/strict';
import { posix } from 'node:path';
import { ESLint } from 'eslint';

const ROOT = posix.join(__dirname, '..', '..', '..');
const RULE = '@typescript-eslint/no-restricted-imports';

/** The layers and, for each, the one module an import reaches (each exists, so the import is real). */
const TARGETS = {
  shared: 'src/shared/vocabulary',
  core: 'src/core/api/index',
  webviews: 'src/webviews/shared/dom',
  extension: 'src/extension/session/selection',
  cli: 'src/cli/io',
} as const;
type Layer = keyof typeof TARGETS;

/** What README's Architecture draws: each layer may import its own and these. */
const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  shared: [],
  core: ['shared'],
  webviews: ['shared'],
  extension: ['core', 'shared'],
  cli: ['core', 'shared'],
};

const LAYERS = Object.keys(TARGETS) as Layer[];
let eslint: ESLint;

/** The layer rule's messages for `code` as if it were the file `file` (a path from the repository's root). */
async function layerProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: posix.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

function specifier(fromFile: string, target: string): string {
  const relative = posix.relative(posix.dirname(fromFile), target);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

describe('lint: which layer may import which', function () {
  this.timeout(60_000);

  before(() => {
    eslint = new ESLint({ cwd: ROOT });
  });

  it('the lint table is the one this test checks', async () => {
    const config = (await import(posix.join(ROOT, 'eslint.config.mjs'))) as { LAYERS: Record<string, readonly string[]> };
    assert.deepEqual(config.LAYERS, MAY_IMPORT);
  });

  for (const layer of LAYERS) {
    for (const target of LAYERS) {
      const allowed = target === layer || MAY_IMPORT[layer].includes(target);
      it(`${layer} → ${target}: ${allowed ? 'allowed' : 'an error'}`, async () => {
        // One level down, as most files are; the relative path climbs to the target's layer.
        const file = `src/${layer}/probe/layerProbe.ts`;
        const problems = await layerProblems(file, `import * as m from '${specifier(file, TARGETS[target])}';\nexport const x = m;\n`);
        if (allowed) assert.deepEqual(problems, []);
        else assert.match(problems.join('\n'), new RegExp(`The ${layer} layer imports only from`));
      });
    }
  }

  it('a re-export from another layer is checked like an import', async () => {
    const file = 'src/core/api/layerProbe.ts';
    const problems = await layerProblems(file, `export { x } from '${specifier(file, TARGETS.extension)}';\n`);
    assert.match(problems.join('\n'), /The core layer imports only from core, shared/);
  });

  for (const layer of LAYERS) {
    it(`vscode in ${layer}: ${layer === 'extension' ? 'allowed' : 'an error'}`, async () => {
      const problems = await layerProblems(`src/${layer}/layerProbe.ts`, "import * as vscode from 'vscode';\nexport const w = vscode;\n");
      if (layer === 'extension') assert.deepEqual(problems, []);
      else assert.match(problems.join('\n'), /runs without VS Code/);
    });
  }

  it('browser code takes only types from shared/api: no zod in the webview bundles', async () => {
    const view = 'src/webviews/keyword/layerProbe.ts';
    const schemas = specifier(view, 'src/shared/api/schemas');
    assert.match((await layerProblems(view, `import { keywordSchema } from '${schemas}';\nexport const s = keywordSchema;\n`)).join('\n'), /import type/);
    assert.deepEqual(await layerProblems(view, `import type { Keyword } from '${schemas}';\nexport type K = Keyword;\n`), []);
    // The shared code the webviews bundle (protocol, panel registrations) likewise.
    const shared = 'src/shared/panels/layerProbe.ts';
    assert.match((await layerProblems(shared, "import { READS } from '../api/reads';\nexport const r = READS;\n")).join('\n'), /import type/);
    assert.deepEqual(await layerProblems(shared, "import type { ReadName } from '../api/reads';\nexport type R = ReadName;\n"), []);
    // The schemas' own folder and the Node layers use them as values.
    assert.deepEqual(await layerProblems('src/shared/api/layerProbe.ts', "import { keywordSchema } from './schemas';\nexport const s = keywordSchema;\n"), []);
    assert.deepEqual(await layerProblems('src/core/api/layerProbe.ts', "import { READS } from '../../shared/api/reads';\nexport const r = READS;\n"), []);
  });

  it('a package whose own path has a folder named like a layer is not a layer', async () => {
    assert.deepEqual(await layerProblems('src/webviews/layerProbe.ts', "import { x } from 'some-package/core/cli';\nexport const y = x;\n"), []);
  });
});
