// Containers a module declares empty and fills in code: its own top-level loops over literal lists are followed;
// filled anywhere else (a function, a computed list), the container is computed, never read as empty.
import assert from 'node:assert/strict';
import { Computed, readCode } from '../../../../src/core/site/frameworks/kit/code';
import { expectMapped } from './helpers';

describe('site/frameworks/kit/code filled containers', () => {
  it('a registry filled by top-level for…of loops over literal lists holds what the loops put in it', () => {
    const text = "const groups = [{ items: [{ name: 'a' }, { name: 'b' }] }, { items: [{ name: 'c' }] }];\nconst byName = {};\nfor (const group of groups) {\n  for (const item of group.items) {\n    byName[item.name] = item;\n  }\n}\nconst names = [];\nfor (const { name } of groups[0].items) names.push(name);\nexport const all = Object.keys(byName);\n";
    const code = readCode(text);
    assert.deepEqual(code.named('all'), ['a', 'b', 'c']);
    assert.deepEqual(code.named('names'), ['a', 'b']);
  });

  it('filled in a function, over a computed list, or by other statements: computed, not empty', () => {
    for (const text of [
      'const map = {};\nexport function add(k, v) { map[k] = v; }\n',
      "import { list } from 'pkg';\nconst map = {};\nfor (const x of list) map[x.id] = x;\n",
      "const map = {};\nfor (const x of [1, 2]) { if (x > 1) map[x] = x; }\n",
      "const out = new Set();\nout.add('a');\n",
    ]) {
      const value = readCode(text).named(text.includes('out') ? 'out' : 'map');
      assert.ok(value instanceof Computed, text);
    }
    // Declared with content and added to by top-level statements (a config extended in place): those keys count.
    assert.deepEqual(JSON.parse(JSON.stringify(readCode("const cfg = { a: 1 };\ncfg.b = 2;\ncfg.plugins = ['x', { resolve: 'y' }];\n").named('cfg'))), { a: 1, b: 2, plugins: ['x', { resolve: 'y' }] });
    // Added to inside a function: the literal is read as written.
    assert.deepEqual({ ...(readCode("const cfg = { a: 1 };\nexport function f() { cfg.b = 2; }\n").named('cfg') as object) }, { a: 1 });
  });

  it('a page that 404s for ids missing from a registry built by loops maps only the registry ids', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '15' } }),
      'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }),
      'src/showcases/registry.ts': "export const categories = [{ items: [{ name: 'iphone-disclosure' }, { name: 'camera-zoom' }] }];\n",
      'src/showcases/index.ts': "import { categories } from './registry';\nconst byName: Record<string, { name: string }> = {};\nfor (const category of categories) {\n  for (const item of category.items) {\n    byName[item.name] = item;\n  }\n}\nexport function getShowcase(name: string) { return byName[name]; }\nexport function getAllShowcases() { return Object.values(byName); }\n",
      'src/app/showcase/[id]/page.tsx': "import { notFound } from 'next/navigation';\nimport { getAllShowcases, getShowcase } from '@/showcases';\nexport async function generateStaticParams() { return getAllShowcases().map((s) => ({ id: s.name })); }\nexport default async function Page({ params }) { const { id } = await params; const showcase = getShowcase(id); if (!showcase) notFound(); return null; }\n",
    }, {
      '/showcase/iphone-disclosure': 'src/app/showcase/[id]/page.tsx',
      '/showcase/watch-face': null,
    }, { framework: 'nextjs-app' });
  });
});
