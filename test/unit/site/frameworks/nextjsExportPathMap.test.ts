// Next.js pages router: under `next export`, a literal exportPathMap lists the site's only pages.
import { expectMapped } from './helpers';

const PAGES = {
  'pages/index.tsx': 'export default function Home() { return null; }',
  'pages/pricing.tsx': 'export default function Pricing() { return null; }',
  'pages/Header.tsx': 'export default function Header() { return null; }',
  'pages/post.tsx': 'export default function Post() { return null; }',
  'pages/blog/[slug].tsx': 'export default function Blog() { return null; }',
  'public/favicon.ico': 'x',
};
const MAP = "module.exports = { trailingSlash: true, exportPathMap: async function () { return { '/': { page: '/' }, '/pricing': { page: '/pricing' }, '/p/hello': { page: '/post', query: { title: 'hello' } }, '/blog/first': { page: '/blog/[slug]', query: { slug: 'first' } } }; } };";
const exported = (config: string, scripts: Record<string, string>) => ({
  ...PAGES,
  'next.config.js': config,
  'package.json': JSON.stringify({ scripts, dependencies: { next: '10.0.7' } }),
});

describe('site/frameworks/nextjs exportPathMap', () => {
  it('with next export, only the listed paths are pages (at the page each names); other page files have no source', () => {
    expectMapped(exported(MAP, { build: 'next build', export: 'next export' }), {
      '/': 'pages/index.tsx',
      '/pricing/': 'pages/pricing.tsx',
      '/p/hello/': 'pages/post.tsx',
      '/blog/first/': 'pages/blog/[slug].tsx',
      '/Header/': null,
      '/post/': null,
      '/blog/second/': null,
      '/favicon.ico': 'public/favicon.ico',
    }, { framework: 'nextjs-pages' });
  });

  it('the map is not used without an export, nor when the function may add paths the text does not list', () => {
    expectMapped(exported(MAP, { build: 'next build', start: 'next start' }), { '/Header/': 'pages/Header.tsx' }, { framework: 'nextjs-pages' });
    const spread = "module.exports = { exportPathMap: async function (defaultPathMap) { return { ...defaultPathMap, '/p/hello': { page: '/post' } }; } };";
    expectMapped(exported(spread, { export: 'next build && next export' }), { '/Header/': 'pages/Header.tsx', '/pricing/': 'pages/pricing.tsx' }, { framework: 'nextjs-pages' });
    const built = "module.exports = { exportPathMap: async function () { const paths = { '/': { page: '/' } }; paths['/pricing'] = { page: '/pricing' }; return paths; } };";
    expectMapped(exported(built, { export: 'next export' }), { '/Header/': 'pages/Header.tsx' }, { framework: 'nextjs-pages' });
  });
});

describe("site/frameworks/nextjs output: 'export' and the trailing slash", () => {
  const site = (trailingSlash: boolean, output?: string) => ({
    ...PAGES,
    'next.config.mjs': `export default { ${output ? `output: '${output}', ` : ''}trailingSlash: ${trailingSlash} };`,
    'package.json': JSON.stringify({ dependencies: { next: '15.0.0' } }),
  });
  it("an export has no server to redirect the other form: that path has no source; files keep theirs", () => {
    expectMapped(site(false, 'export'), { '/pricing': 'pages/pricing.tsx', '/pricing/': null, '/favicon.ico': 'public/favicon.ico' }, { framework: 'nextjs-pages' });
    expectMapped(site(true, 'export'), { '/pricing/': 'pages/pricing.tsx', '/pricing': null, '/blog/first/': 'pages/blog/[slug].tsx' }, { framework: 'nextjs-pages' });
  });
  it('a Next server answers the other form with a redirect to the same page: its file stays the answer', () => {
    expectMapped(site(false), { '/pricing': 'pages/pricing.tsx', '/pricing/': 'pages/pricing.tsx' }, { framework: 'nextjs-pages' });
  });
  it('`…/index.html` is a page only where an export writes that file: the home page, or every page with trailingSlash', () => {
    expectMapped(site(false), { '/pricing/index.html': null, '/index.html': null, '/favicon.ico': 'public/favicon.ico' }, { framework: 'nextjs-pages' });
    expectMapped(site(false, 'export'), { '/pricing/index.html': null, '/index.html': 'pages/index.tsx' }, { framework: 'nextjs-pages' });
    expectMapped(site(true, 'export'), { '/pricing/index.html': 'pages/pricing.tsx' }, { framework: 'nextjs-pages' });
  });
});
