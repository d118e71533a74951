// Next.js routes whose pages are listed in a JSON manifest their data functions read (nextjsManifest.ts): listed
// pages map to their Markdown file, also one folder above the site (`join(process.cwd(), '..')`); a page the
// manifest does not list is a 404 when the route returns notFound; a trailing `{/}?` in a rewrite source.
import { expectMapped } from './helpers';

const ROUTE = `import { readFile } from 'fs/promises';
import { join } from 'path';
const root = join(process.cwd(), '..');
const manifest = () => readFile(join(root, '/docs/manifest.json'), 'utf8').then(JSON.parse);
export default function Docs() { return null; }
export async function getStaticPaths() { return { paths: [], fallback: 'blocking' }; }
export async function getStaticProps({ params }) {
  const route = find(await manifest(), params.slug);
  if (!route) return { props: {}, notFound: true };
  return { props: { md: await readFile(join(root, route.path), 'utf8') } };
}
`;

describe('site/frameworks/nextjs JSON page manifests', () => {
  it('a docs catch-all reading a manifest above the site: listed pages name their file in the repository, unlisted ones are 404', () => {
    expectMapped({
      'package.json': '{"private":true,"workspaces":["website"]}',
      'website/package.json': '{"dependencies":{"next":"14"}}',
      'website/next.config.js': "module.exports = { rewrites() { return [{ source: '/docs{/}?', destination: '/docs/intro' }]; } };",
      'website/src/pages/index.tsx': '',
      'website/src/pages/docs/[...slug].tsx': ROUTE,
      'docs/manifest.json': JSON.stringify({ routes: [{ title: 'A', heading: true, routes: [{ path: '/docs/intro.md' }, { routes: [{ path: '/docs/api/useThing.md' }] }] }] }),
      'docs/intro.md': '',
      'docs/api/useThing.md': '',
      'docs/api/unlisted.md': '',
    }, {
      '/': 'website/src/pages/index.tsx',
      '/docs/intro': 'docs/intro.md',
      '/docs/api/useThing': 'docs/api/useThing.md',
      '/docs': 'docs/intro.md',
      '/docs/api/unlisted': null,
      '/docs/api': null,
    }, { framework: 'nextjs-pages' });
  });

  it('a manifest inside the site, imported relative to the route: an unlisted page is 404 even when its file exists', () => {
    expectMapped({
      'package.json': '{"dependencies":{"next":"14"}}',
      'pages/guides/[slug].js': "import data from '../../content/pages.json';\nexport default function P() { return null; }\nexport function getStaticProps({ params }) { const p = data.find(params.slug); return p ? { props: p } : { notFound: true }; }\nexport function getStaticPaths() { return { paths: [], fallback: 'blocking' }; }",
      'content/pages.json': '[{"path":"guides/one.md"}]',
      'guides/one.md': '',
      'guides/two.md': '',
    }, {
      '/guides/one': 'guides/one.md',
      '/guides/two': null,
    });
  });
});
