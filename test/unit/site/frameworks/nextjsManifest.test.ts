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

  it('manifests of folders the code computes (`${docsFolder}/manifest.json`, one per version) list the pages: README is its folder, unlisted files are 404', () => {
    const manifest = (paths: string[]) => JSON.stringify({ routes: [{ title: 'Docs', routes: paths.map((path) => ({ path })) }] });
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '14' } }),
      'next.config.js': "module.exports = { output: 'export', trailingSlash: true };",
      'lib/files.js': "import { readFile } from 'fs/promises';\nimport { join } from 'path';\nexport const getRawFile = (p) => readFile(join(process.cwd(), 'content', p), 'utf8');\n",
      'lib/docs.js': "import { getRawFile } from './files';\nexport async function fetchDocsManifest(docsFolder) { return JSON.parse(await getRawFile(`/${docsFolder}/manifest.json`)); }\n",
      'pages/[...docs].jsx': "import { readdir } from 'fs/promises';\nimport { join } from 'path';\nimport { fetchDocsManifest } from '../lib/docs';\nexport default function Page() { return null; }\nexport async function getStaticPaths() {\n  const dirs = await readdir(join(process.cwd(), 'content'));\n  let paths = [];\n  for (const d of dirs.filter((x) => x.endsWith('docs'))) paths = paths.concat(await fetchDocsManifest(d));\n  return { paths, fallback: false };\n}\n",
      'content/docs/manifest.json': manifest(['/docs/README.md', '/docs/usage/certificate.md']),
      'content/docs/README.md': '',
      'content/docs/usage/certificate.md': '',
      'content/docs/usage/DEPRECATED.md': '',
      'content/v1.8-docs/manifest.json': manifest(['/v1.8-docs/installation/README.md']),
      'content/v1.8-docs/installation/README.md': '',
    }, {
      '/docs/': 'content/docs/README.md',
      '/docs/usage/certificate/': 'content/docs/usage/certificate.md',
      '/docs/usage/DEPRECATED/': null,
      '/v1.8-docs/installation/': 'content/v1.8-docs/installation/README.md',
      '/v1.8-docs/missing/': null,
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
