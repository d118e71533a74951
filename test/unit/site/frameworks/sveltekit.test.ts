// SvelteKit: a load that hands its work to a local helper (`getDoc` from $lib) whose glob reads the content folder,
// and section routes whose URL prefix the content folder does not repeat (/docs/components/[name] over content/components).
import { expectMapped } from './helpers';

describe('site/frameworks/sveltekit', () => {
  it("the content a load's helper globs is the page; a name the folder lacks is a 404", () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'svelte.config.js': 'export default { kit: {} };',
      'src/lib/docs.ts': "import { error } from '@sveltejs/kit';\nexport async function getDoc(slug) {\n  const modules = import.meta.glob('/content/**/*.md');\n  const match = Object.entries(modules).find(([p]) => p === `/content/${slug}.md`);\n  if (!match) error(404, 'missing');\n  return { component: await match[1]() };\n}\n",
      'src/routes/docs/[...slug]/+page.svelte': '',
      'src/routes/docs/[...slug]/+page.ts': "import { getDoc } from '$lib/docs.js';\nexport async function load({ params }) { return await getDoc(params.slug); }\n",
      'src/routes/docs/components/[name]/+page.svelte': '',
      'src/routes/docs/components/[name]/+page.ts': "import { getDoc } from '$lib/docs.js';\nexport async function load(event) { return await getDoc(`components/${event.params.name}`); }\n",
      'content/introduction.md': '',
      'content/guides/styling.md': '',
      'content/components/accordion.md': '',
    }, {
      '/docs/introduction': 'content/introduction.md',
      '/docs/guides/styling': 'content/guides/styling.md',
      '/docs/components/accordion': 'content/components/accordion.md',
      '/docs/components/not-a-component': null,
      '/docs/guides': null,
      '/docs/index': null,
    }, { framework: 'sveltekit' });
  });

  it('a load that reads a constant its helper module builds from a glob (`posts.find(…)`) gets that folder\'s file', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'svelte.config.js': 'export default { kit: {} };',
      'src/lib/posts.js': "export const posts = Object.entries(import.meta.glob('/src/posts/*.md', { eager: true })).map(([path, mod]) => ({ path, mod }));\n",
      'src/routes/blog/[slug]/+page.svelte': '',
      'src/routes/blog/[slug]/+page.js': "import { error } from '@sveltejs/kit';\nimport { posts } from '$lib/posts';\nexport function load({ params }) {\n  const post = posts.find((p) => p.path.endsWith(`/${params.slug}.md`));\n  if (!post) error(404);\n  return { post };\n}\n",
      'src/posts/hello-world.md': '',
    }, {
      '/blog/hello-world': 'src/posts/hello-world.md',
      '/blog/missing': null,
    }, { framework: 'sveltekit' });
  });

  it('a dynamic route over a velite collection named like its section: entries by path, others 404', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2', velite: '0.2' } }),
      'svelte.config.js': "export default { kit: { alias: { '$content/*': '.velite/*' } } };",
      'velite.config.js': "import { defineConfig, s } from 'velite';\nexport default defineConfig({ root: 'src/content', collections: { docs: { name: 'Doc', pattern: 'docs/**/*.md', schema: s.object({ path: s.path() }) } } });",
      'src/routes/docs/[...slug]/+page.svelte': '',
      'src/routes/docs/[...slug]/+page.ts': "import { error } from '@sveltejs/kit';\nimport { docs } from '$content/index.js';\nexport const load = ({ params }) => {\n  const doc = docs.find((d) => d.slug === params.slug);\n  if (!doc) error(404);\n  return { doc };\n};\n",
      'src/content/docs/installation.md': '',
      'src/content/docs/components/button.md': '',
    }, {
      '/docs/installation': 'src/content/docs/installation.md',
      '/docs/components/button': 'src/content/docs/components/button.md',
      '/docs/nope': null,
    }, { framework: 'sveltekit' });
  });

  it('a load reading `<folder>/${slug}.md` from disk (a template or path.join from process.cwd()) maps to that file; a missing one is no page', () => {
    const site = (load: string) => ({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'svelte.config.js': 'export default { kit: {} };',
      'src/routes/blog/[slug]/+page.svelte': '',
      'src/routes/blog/[slug]/+page.server.ts': load,
      'src/posts/first-post.md': '',
    });
    const cases = { '/blog/first-post': 'src/posts/first-post.md', '/blog/nope': null };
    expectMapped(site("import fs from 'node:fs';\nexport function load({ params }) {\n  return { text: fs.readFileSync(`src/posts/${params.slug}.md`, 'utf8') };\n}\n"), cases, { framework: 'sveltekit' });
    expectMapped(site("import { readFile } from 'node:fs/promises';\nimport path from 'node:path';\nexport async function load({ params }) {\n  const { slug } = params;\n  return { text: await readFile(path.join(process.cwd(), 'src', 'posts', `${slug}.md`), 'utf8') };\n}\n"), cases, { framework: 'sveltekit' });
  });

  it('a layout whose load only redirects leaves no page below it; a conditional one, or a layout reset, keeps the page', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'svelte.config.js': 'export default { kit: {} };',
      'src/routes/+page.svelte': '',
      'src/routes/(legacy)/old/+layout.server.ts': "import { redirect } from '@sveltejs/kit';\nexport function load() { redirect(308, '/new'); }\n",
      'src/routes/(legacy)/old/+page.svelte': '',
      'src/routes/(legacy)/old/sub/+page.svelte': '',
      'src/routes/(legacy)/old/kept/+page@.svelte': '',
      'src/routes/account/+layout.server.ts': "import { redirect } from '@sveltejs/kit';\nexport function load({ locals }) { if (!locals.user) redirect(303, '/login'); return { user: locals.user }; }\n",
      'src/routes/account/+page.svelte': '',
    }, {
      '/': 'src/routes/+page.svelte',
      '/old': null,
      '/old/sub': null,
      '/old/kept': 'src/routes/(legacy)/old/kept/+page@.svelte',
      '/account': 'src/routes/account/+page.svelte',
    }, { framework: 'sveltekit' });
  });
});
