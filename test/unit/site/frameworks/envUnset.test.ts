// Route code read as a build with no environment variables set: early returns decided by env reads (imported or
// local, `typeof` tests included), the list the function then returns.
import assert from 'node:assert/strict';
import { FunctionValue, readCode, returnedWithoutEnv } from '../../../../src/core/site/frameworks/kit/code';
import { expectMapped } from './helpers';

function fn(text: string, name = 'f'): FunctionValue {
  const value = readCode(text).named(name);
  assert.ok(value instanceof FunctionValue);
  return value;
}

describe('site/frameworks/kit/code returnsWithoutEnv', () => {
  it('takes the branch an unset variable decides and the final return', () => {
    const text = "const flag = process.env.SHOW;\nconst on = typeof flag === 'string' && flag.length > 0 ? flag === '1' : true;\nexport function f() {\n  if (!on) return ['off'];\n  const list = ['a', 'b'];\n  if (list.length === 0) { return ['empty']; }\n  return list;\n}\n";
    assert.deepEqual(returnedWithoutEnv(fn(text)), ['a', 'b']);
    assert.deepEqual(returnedWithoutEnv(fn("export function f() { if (process.env.PREVIEW) return ['p']; return ['x']; }")), ['x']);
  });

  it('stays computed when a test does not decide or a statement other than a declaration, if or return comes first', () => {
    assert.ok(!Array.isArray(returnedWithoutEnv(fn("export function f(x) { if (x.y) return ['a']; return ['b']; }"))));
    assert.ok(!Array.isArray(returnedWithoutEnv(fn("export function f() { const out = []; out.push('a'); return out; }"))));
  });

  it("a dynamicParams = false route whose generateStaticParams returns a placeholder only when an env switch turns its section off builds just the data's slugs", () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '15' } }),
      'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./*'] } } }),
      'data/apps.json': JSON.stringify([{ slug: 'planner' }, { slug: 'tracker' }]),
      'lib/apps.ts': "import appsData from '@/data/apps.json';\nconst apps = appsData;\nexport function getApps() { return [...apps]; }\n",
      'lib/visibility.ts': "const env = process.env.NEXT_PUBLIC_SHOW_APPS;\nexport const appsEnabled = typeof env === 'string' && env.trim().length > 0 ? env === 'true' : true;\n",
      'app/apps/[slug]/page.tsx': "import { getApps } from '@/lib/apps';\nimport { appsEnabled } from '@/lib/visibility';\nexport const dynamicParams = false;\nexport async function generateStaticParams() {\n  if (!appsEnabled) return [{ slug: '__placeholder__' }];\n  const apps = getApps();\n  if (apps.length === 0) return [{ slug: '__placeholder__' }];\n  return apps.map((app) => ({ slug: app.slug }));\n}\nexport default function Page() { return null; }\n",
    }, {
      '/apps/planner': 'app/apps/[slug]/page.tsx',
      '/apps/tracker': 'app/apps/[slug]/page.tsx',
      '/apps/__placeholder__': null,
      '/apps/not-an-app': null,
    }, { framework: 'nextjs-app' });
  });
});
