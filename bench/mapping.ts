// URL path → file mapping on a generated 100 000-file workspace: a Next.js app with content,
// assets and a node_modules folder the index leaves out. Prints nothing: bench/index.ts prints.
import { performance } from 'node:perf_hooks';
import { mapSite } from '../src/cli/map';
import { SiteIndex } from '../src/core/site/index';
import { createSiteMapper } from '../src/core/site/mapper';
import { isSkippedPath } from '../src/core/site/walk';
import type { BenchRow } from './row';

const ROOT = '/bench/site';

interface Workspace {
  paths: string[];
  texts: Map<string, string>;
  urls: string[];
}

/** Deterministic pseudo-random numbers so every run measures the same workspace. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function generate(): Workspace {
  const rand = rng(42);
  const paths: string[] = [];
  const texts = new Map<string, string>();
  const urls: string[] = [];
  const file = (rel: string, text = '') => {
    paths.push(rel);
    if (text) texts.set(rel, text);
  };
  file('package.json', JSON.stringify({ dependencies: { next: '15.0.0', react: '19.0.0' } }));
  file('next.config.mjs', "export default { async redirects() { return [{ source: '/old-blog/:slug', destination: '/blog/:slug', permanent: true }] } }");
  file('vercel.json', JSON.stringify({ redirects: [{ source: '/legacy/:path*', destination: '/docs/:path*', permanent: true }] }));
  // App router: marketing pages, sections with dynamic routes, route groups, components.
  for (let i = 0; i < 400; i++) {
    file(`app/(marketing)/page-${i}/page.tsx`);
    file(`app/(marketing)/page-${i}/layout.tsx`);
    urls.push(`/page-${i}`);
  }
  file('app/blog/[slug]/page.tsx', "import { getPost } from '@/lib/posts'");
  file('app/docs/[...slug]/page.tsx');
  file('app/shop/[category]/[product]/page.tsx');
  file('app/page.tsx');
  for (let i = 0; i < 3000; i++) file(`components/ui/c${i}.tsx`);
  // Content: 25 000 blog posts (some dated), 20 000 nested docs.
  for (let i = 0; i < 25_000; i++) {
    const dated = i % 5 === 0;
    const name = dated ? `2024-01-${String((i % 28) + 1).padStart(2, '0')}-post-${i}` : `post-${i}`;
    file(`content/blog/${name}.mdx`, i % 1000 === 0 ? `---\ntitle: P${i}\nslug: custom-${i}\n---\n` : `---\ntitle: P${i}\n---\n`);
  }
  for (let i = 0; i < 20_000; i++) file(`content/docs/section-${i % 40}/topic-${i % 25}/page-${i}.md`);
  // Assets.
  for (let i = 0; i < 30_000; i++) file(`public/images/${i % 100}/img-${i}.${['png', 'jpg', 'webp', 'svg'][i % 4]}`);
  for (let i = 0; i < 21_200; i++) file(`lib/generated/module-${i}.ts`);
  // Excluded: dependencies and build output.
  for (let i = 0; i < 30_000; i++) file(`node_modules/pkg-${i % 700}/dist/file-${i}.js`);
  for (let i = 0; i < 2_000; i++) file(`.next/server/chunks/${i}.js`);

  // Paths to map: a realistic mix of pages, content, assets, redirects, misses.
  const mixed: string[] = [];
  for (let i = 0; i < 10_000; i++) {
    const r = rand();
    const n = Math.floor(rand() * 20_000);
    if (r < 0.3) mixed.push(`/blog/post-${n % 25_000 % 5 === 0 ? n + 1 : n}`);
    else if (r < 0.4) mixed.push(`/blog/post-${(n * 5) % 25_000}`);
    else if (r < 0.55) mixed.push(`/docs/section-${n % 40}/topic-${n % 25}/page-${n}`);
    else if (r < 0.7) mixed.push(urls[n % urls.length]);
    else if (r < 0.8) mixed.push(`/images/${n % 100}/img-${n}.${['png', 'jpg', 'webp', 'svg'][n % 4]}`);
    else if (r < 0.85) mixed.push(`/old-blog/post-${n}`);
    else if (r < 0.9) mixed.push(`https://www.acme.io/shop/shoes/item-${n}?utm=1`);
    else if (r < 0.95) mixed.push(`/missing/page-${n}/`);
    else mixed.push(`/blog/custom-${(n % 25) * 1000}`);
  }
  return { paths, texts, urls: mixed };
}

function row(name: string, value: number, goalMs: number): BenchRow {
  return { name, value: Math.round(value * 1000) / 1000, unit: 'ms', goal: `≤ ${goalMs} ms`, ok: value <= goalMs };
}

export async function benchMapping(): Promise<BenchRow[]> {
  const ws = generate();
  const reader = (abs: string) => ws.texts.get(abs.slice(ROOT.length + 1)) ?? '';

  let t = performance.now();
  const index = new SiteIndex(ROOT, ws.paths.filter((p) => !isSkippedPath(p)), reader);
  const buildMs = performance.now() - t;

  const mapper = createSiteMapper({ files: index });
  t = performance.now();
  mapper.resolve('/');
  const firstMs = performance.now() - t;

  // Cold: the first pass also builds the lazy slug, front-matter and case-folding indexes.
  t = performance.now();
  let mapped = 0;
  for (const url of ws.urls) if (mapper.resolve(url).file) mapped++;
  const coldMs = performance.now() - t;
  t = performance.now();
  for (const url of ws.urls) mapper.resolve(url);
  const mapMs = performance.now() - t;

  // One event plus the lookup that follows it, averaged: a new post, then a route file change.
  const events = 50;
  t = performance.now();
  for (let i = 0; i < events; i++) {
    mapper.onFileEvent('add', `content/blog/new-${i}.mdx`);
    if (mapper.resolve(`/blog/new-${i}`).file !== `content/blog/new-${i}.mdx`) throw new Error('event not applied');
  }
  const addMs = (performance.now() - t) / events;
  t = performance.now();
  for (let i = 0; i < events; i++) {
    mapper.onFileEvent('change', 'app/blog/[slug]/page.tsx');
    mapper.resolve(`/blog/post-${i * 7 + 1}`);
  }
  const changeMs = (performance.now() - t) / events;

  // A monorepo holding the same workspace as apps/web beside a small docs app, no folder declaring the domain: the
  // audited paths (sampled to 200) choose the site; every candidate's route table is compiled and tried.
  const mono = ws.paths.filter((p) => !isSkippedPath(p)).map((p) => `apps/web/${p}`);
  mono.push('package.json', 'pnpm-workspace.yaml', 'apps/docs/package.json', 'apps/docs/app/page.tsx', 'apps/docs/app/docs/[...slug]/page.tsx');
  for (let i = 0; i < 500; i++) mono.push(`apps/docs/content/docs/page-${i}.mdx`);
  const monoTexts = new Map([...ws.texts].map(([k, v]) => [`apps/web/${k}`, v]));
  monoTexts.set('apps/docs/package.json', JSON.stringify({ dependencies: { next: '15.0.0' } }));
  monoTexts.set('package.json', JSON.stringify({ private: true }));
  const monoIndex = new SiteIndex(ROOT, mono, (abs) => monoTexts.get(abs.slice(ROOT.length + 1)) ?? '');
  t = performance.now();
  const chosen = mapSite(monoIndex, { domain: 'www.acme.io', paths: ws.urls });
  const chooseMs = performance.now() - t;
  if (chosen.site.dir !== 'apps/web') throw new Error(`site choice picked ${chosen.site.dir}`);

  return [
    { name: `index build (${index.size} files indexed of ${ws.paths.length} listed)`, value: Math.round(buildMs * 1000) / 1000, unit: 'ms', goal: '≤ 1000 ms', ok: buildMs <= 1000 },
    row('first lookup (framework detection + route table compile)', firstMs, 250),
    row(`map 10 000 paths (${mapped} to a file)`, mapMs, 100),
    row('map 10 000 paths, cold (builds the lazy content indexes)', coldMs, 500),
    row('one file event (new post) + the lookup after it', addMs, 5),
    row('one file event (route file changed: recompile) + lookup', changeMs, 5),
    row('site choice in a monorepo (2 apps, 200 audited paths sampled of 10 000)', chooseMs, 1000),
  ];
}
