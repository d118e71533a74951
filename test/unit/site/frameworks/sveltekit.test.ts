// SvelteKit: a load that hands its work to a local helper (`getDoc` from $lib) whose glob reads the content folder,
// and section routes whose URL prefix the content folder does not repeat (/docs/components/[name] over content/components).
import assert from 'node:assert/strict';
import { testsDraft } from '../../../../src/core/site/frameworks/kit/routeCode';
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

  it('a draft is a page unless the code reading the folder tests `draft` (SvelteKit has no draft rule of its own)', () => {
    const site = (filter: string) => ({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'svelte.config.js': 'export default { kit: {} };',
      'src/lib/docs.ts': `import { error } from '@sveltejs/kit';\nexport async function getDoc(slug) {\n  const modules = import.meta.glob('/content/**/*.md', { eager: true });\n  const match = Object.entries(modules)${filter}.find(([p]) => p === \`/content/\${slug}.md\`);\n  if (!match) error(404, 'missing');\n  return { component: match[1] };\n}\n`,
      'src/routes/docs/[...slug]/+page.svelte': '',
      'src/routes/docs/[...slug]/+page.ts': "import { getDoc } from '$lib/docs.js';\nexport async function load({ params }) { return await getDoc(params.slug); }\n",
      'content/published.md': '',
      'content/wip.md': '---\ndraft: true\n---\n',
    });
    expectMapped(site(''), { '/docs/published': 'content/published.md', '/docs/wip': 'content/wip.md' }, { framework: 'sveltekit' });
    expectMapped(site('.filter(([, m]) => !m.metadata.draft)'), { '/docs/published': 'content/published.md', '/docs/wip': null }, { framework: 'sveltekit' });
  });

  it("a page whose load fetches the app's own endpoint shows what that endpoint's helper reads; an entry it lacks is a 404", () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2', '@sveltejs/adapter-static': '3' } }),
      'svelte.config.js': "import adapter from '@sveltejs/adapter-static';\nexport default { kit: { adapter: adapter() } };",
      'src/routes/+layout.ts': 'export const prerender = true;',
      'src/services/projects.ts': "import { readFile } from 'node:fs/promises';\nimport path from 'node:path';\nconst dir = path.resolve(process.cwd(), 'content/projects');\nexport async function loadProject(slug) { return { slug, text: await readFile(path.resolve(dir, `${slug}.md`), 'utf8') }; }\n",
      'src/routes/projects/[project].json/+server.ts': "import { error, json } from '@sveltejs/kit';\nimport { loadProject } from '../../../services/projects';\nexport async function GET({ params }) {\n  const project = await loadProject(params.project).catch(() => undefined);\n  if (!project) error(404, 'missing');\n  return json(project);\n}\n",
      'src/routes/projects/[project]/+page.ts': "import { error } from '@sveltejs/kit';\nexport async function load({ params, fetch }) {\n  const res = await fetch(`/projects/${params.project}.json`);\n  if (!res.ok) error(404, 'missing');\n  return { project: await res.json() };\n}\n",
      'src/routes/projects/[project]/+page.svelte': '',
      'content/projects/amstel.md': '',
      'content/projects/lego.boost.md': '',
    }, {
      '/projects/amstel': 'content/projects/amstel.md',
      '/projects/lego.boost': 'content/projects/lego.boost.md',
      '/projects/no-such-project': null,
      '/projects/amstel.json': 'src/routes/projects/[project].json/+server.ts',
    }, { framework: 'sveltekit' });
  });

  it("a static page whose load hands its content helper a literal id (or none, where the helper defaults one) is that entry; an endpoint that only redirects (after setting the URL's query) has no source", () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'svelte.config.js': 'export default { kit: {} };',
      'src/lib/docs.ts': "import { error } from '@sveltejs/kit';\nexport async function getDoc(slug = 'index') {\n  const modules = import.meta.glob('/src/content/**/*.md');\n  const entry = Object.entries(modules).find(([p]) => p.replace('/src/content/', '').replace('.md', '') === slug);\n  if (!entry) error(404, 'missing');\n  return { component: (await entry[1]()).default };\n}\n",
      'src/routes/(docs)/docs/+page.ts': "import { getDoc } from '$lib/docs.js';\nexport const prerender = true;\nexport async function load() { return getDoc('index'); }\n",
      'src/routes/(docs)/docs/+page.svelte': '',
      'src/routes/(docs)/docs/[...slug]/+page.ts': "import { getDoc } from '$lib/docs.js';\nexport async function load({ params }) { return getDoc(params.slug); }\n",
      'src/routes/(docs)/docs/[...slug]/+page.svelte': '',
      'src/routes/start/+page.ts': "import { getDoc } from '$lib/docs.js';\nexport async function load() { return getDoc(); }\n",
      'src/routes/start/+page.svelte': '',
      'src/routes/news/+page.ts': "import { getNews } from '$lib/news.js';\nexport async function load() { return getNews(); }\n",
      'src/routes/news/+page.svelte': '',
      'src/lib/news.ts': "export async function getNews(slug) {\n  const modules = import.meta.glob('/src/content/**/*.md');\n  return { modules };\n}\n",
      'src/routes/og/+server.ts': "import { redirect } from '@sveltejs/kit';\nexport function GET({ url }) {\n  const destination = new URL('https://og.example.dev/og');\n  destination.search = url.search;\n  redirect(302, destination.toString());\n}\n",
      'src/content/index.md': '',
      'src/content/utilities/watch.md': '',
    }, {
      '/docs': 'src/content/index.md',
      '/docs/utilities/watch': 'src/content/utilities/watch.md',
      // No argument: the helper's default id ('index').
      '/start': 'src/content/index.md',
      // No argument and no default: the route's own file.
      '/news': 'src/routes/news/+page.svelte',
      '/og': null,
    }, { framework: 'sveltekit' });
  });

  it('a prerendered param route whose load globs its content and 404s otherwise: a name the folder lacks has no page, whatever the param is called', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2', '@sveltejs/adapter-static': '3' } }),
      'svelte.config.js': "import adapter from '@sveltejs/adapter-static';\nexport default { kit: { adapter: adapter() } };",
      'src/routes/about/[page]/+page.ts': "import { error } from '@sveltejs/kit';\nconst pages = import.meta.glob('/src/about/*.md');\nexport const load = async ({ params }) => {\n  const file = Object.keys(pages).find((f) => f.endsWith(`/${params.page}.md`));\n  if (file) return { file };\n  error(404, 'Not found');\n};\nexport const prerender = true;\n",
      'src/routes/about/[page]/+page.svelte': '',
      'src/about/terms.md': '',
    }, {
      '/about/terms': 'src/about/terms.md',
      '/about/faq': null,
    }, { framework: 'sveltekit' });
  });

  it('a [lang=lang] param matches only what its matcher in src/params accepts (a list imported from a workspace package); a matcher it cannot read accepts', () => {
    expectMapped({
      'package.json': JSON.stringify({ private: true, workspaces: ['packages/*', 'sites/*'] }),
      'packages/kit/package.json': JSON.stringify({ name: '@site/kit', exports: { './constants': { import: './src/constants.js' } } }),
      'packages/kit/src/constants.js': "export const LANGUAGES = /** @type {const} */ (['en', 'vi']);\n",
      'sites/web/package.json': JSON.stringify({ name: 'web', devDependencies: { '@sveltejs/kit': '2' } }),
      'sites/web/svelte.config.js': 'export default { kit: {} };',
      'sites/web/src/params/lang.ts': "import type { ParamMatcher } from '@sveltejs/kit';\nimport { LANGUAGES } from '@site/kit/constants';\nexport const match = ((param: string) => {\n  return LANGUAGES.includes(param);\n}) satisfies ParamMatcher;\n",
      'sites/web/src/params/year.ts': "import { check } from 'somewhere';\nexport const match = (param) => check(param);\n",
      'sites/web/src/routes/(site)/[lang=lang]/+page.svelte': '',
      'sites/web/src/routes/(site)/[lang=lang]/events/+page.svelte': '',
      'sites/web/src/routes/archive/[y=year]/+page.svelte': '',
    }, {
      '/en': 'sites/web/src/routes/(site)/[lang=lang]/+page.svelte',
      '/vi/events': 'sites/web/src/routes/(site)/[lang=lang]/events/+page.svelte',
      '/fr': null,
      '/fr/events': null,
      '/archive/2020': 'sites/web/src/routes/archive/[y=year]/+page.svelte',
    }, { framework: 'sveltekit' });
  });

  it('pre-1.0 file routes: about.svelte, index.svelte, index.json.js as <folder>.json, private _ files; param pages whose load is not read name no file', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '1.0.0-next.200', '@sveltejs/adapter-static': '1.0.0-next.20' } }),
      'svelte.config.js': "import adapter from '@sveltejs/adapter-static';\nexport default { kit: { adapter: adapter(), target: '#svelte' } };",
      'src/routes/__layout.svelte': '',
      'src/routes/index.svelte': '',
      'src/routes/about.svelte': '',
      'src/routes/_components/Card.svelte': '',
      'src/routes/projects/index.svelte': '',
      'src/routes/projects/index.json.js': 'export function get() { return { body: [] }; }',
      'src/routes/projects/[slug].svelte': '<script context="module">export async function load({ page, fetch }) { return { props: await (await fetch(`${page.params.slug}.json`)).json() }; }</script>',
      'src/routes/projects/[slug].json.js': 'export function get({ params }) { return { body: params.slug }; }',
      'static/admin/index.html': '',
    }, {
      '/': 'src/routes/index.svelte',
      '/about': 'src/routes/about.svelte',
      '/projects': 'src/routes/projects/index.svelte',
      '/projects.json': 'src/routes/projects/index.json.js',
      '/projects/ortus.json': 'src/routes/projects/[slug].json.js',
      '/projects/ortus': null,
      '/_components/Card': null,
      '/admin/': 'static/admin/index.html',
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
  it("a glob's Vite `base` option is where its relative pattern starts; dated or numbered names publish without the prefix when all their folder's are", () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'vite.config.ts': "import { sveltekit } from '@sveltejs/kit/vite';\nexport default { plugins: [sveltekit()] };",
      'src/lib/server/content.ts': "export const documents = import.meta.glob('./**/*.md', { eager: true, base: '../../../content' });",
      'src/routes/blog/[slug]/+page.svelte': '',
      'src/routes/blog/[slug]/+page.server.js': "import { error } from '@sveltejs/kit';\nimport { documents } from '$lib/server/content';\nexport function load({ params }) { const d = documents[params.slug]; if (!d) error(404); return d; }\n",
      'src/routes/notes/[slug]/+page.svelte': '',
      'src/routes/notes/[slug]/+page.server.js': "import { error } from '@sveltejs/kit';\nimport { documents } from '$lib/server/content';\nexport function load({ params }) { const d = documents[params.slug]; if (!d) error(404); return d; }\n",
      'content/blog/2019-04-22-svelte-3.md': '',
      'content/blog/02-second.md': '',
      'content/notes/2026-roadmap.md': '',
      'content/notes/plain.md': '',
      'src/lib/server/stray.md': '',
    }, {
      '/blog/svelte-3': 'content/blog/2019-04-22-svelte-3.md',
      '/blog/second': 'content/blog/02-second.md',
      // The prefixed name is no URL; nor is a file beside the module (the glob starts at its base).
      '/blog/2019-04-22-svelte-3': null,
      '/blog/stray': null,
      // A folder whose names are not all prefixed: a leading number is part of the name.
      '/notes/2026-roadmap': 'content/notes/2026-roadmap.md',
      '/notes/roadmap': null,
      '/notes/plain': 'content/notes/plain.md',
    }, { framework: 'sveltekit' });
  });

  it('a rest param reaches the load as one string: `if (!params.slug) redirect(…)` redirects the bare path', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'svelte.config.js': 'export default { kit: {} };',
      'src/routes/tutorial/[...slug]/+page.svelte': '',
      'src/routes/tutorial/[...slug]/+page.server.ts': "import { redirect } from '@sveltejs/kit';\nexport function load({ params }) {\n  if (!params.slug) redirect(307, '/tutorial/intro');\n  if (!params.slug.includes('/')) redirect(307, `/tutorial/basics/${params.slug}`);\n  return { slug: params.slug };\n}\nexport function entries() { return [{ slug: '' }]; }\n",
    }, {
      '/tutorial': null,
      '/tutorial/intro': null,
      '/tutorial/basics/intro': 'src/routes/tutorial/[...slug]/+page.svelte',
    }, { framework: 'sveltekit' });
  });
  it("a helper's own helper that globs a folder: the folder is searched by name, and a helper that throws on a miss makes it no page", () => {
    const files = (throwing: boolean) => ({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'svelte.config.js': 'export default { kit: {} };',
      'src/lib/server/content.ts': "export const index = import.meta.glob('/content/**/*.md', { eager: true });\n",
      'src/routes/tutorial/[...slug]/+page.svelte': '',
      'src/routes/tutorial/[...slug]/+page.server.ts': "import { load_exercise } from './content.server';\nexport async function load({ params }) { return { exercise: await load_exercise(params.slug) }; }\n",
      'src/routes/tutorial/[...slug]/content.server.ts': `import { index } from '$lib/server/content';\nconst lookup = Object.fromEntries(Object.keys(index).map((k) => [k, k]));\nexport async function load_exercise(slug) {\n  ${throwing ? "if (!(slug in lookup)) throw new Error('not found');" : ''}\n  return lookup[slug];\n}\n`,
      'content/tutorial/01-basics/01-intro/01-welcome/index.md': '',
      'content/tutorial/01-basics/xx-unfinished/index.md': '',
    });
    expectMapped(files(true), {
      '/tutorial/basics/welcome': 'content/tutorial/01-basics/01-intro/01-welcome/index.md',
      '/tutorial/basics/unfinished': null,
      '/tutorial/basics/missing': null,
    }, { framework: 'sveltekit' });
    // Without the throw nothing says a miss is an error: the route's own file stands for it.
    expectMapped(files(false), {
      '/tutorial/basics/welcome': 'content/tutorial/01-basics/01-intro/01-welcome/index.md',
      '/tutorial/basics/missing': 'src/routes/tutorial/[...slug]/+page.svelte',
    }, { framework: 'sveltekit' });
  });
  it('a glob-read docs tree of numbered section folders: the URL leaves the sections out; an ambiguous or sectioned URL is no page', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'svelte.config.js': 'export default { kit: {} };',
      'src/lib/server/content.ts': "export const documents = import.meta.glob('/content/**/*.md', { eager: true });\n",
      'src/routes/docs/[topic]/[...path]/+page.svelte': '',
      'src/routes/docs/[topic]/[...path]/+page.server.js': "import { error } from '@sveltejs/kit';\nimport { documents } from '$lib/server/content';\nexport function load({ params }) { const d = documents[`docs/${params.topic}/${params.path}`]; if (!d) error(404); return d; }\n",
      'content/docs/svelte/01-introduction/01-overview.md': '',
      'content/docs/svelte/02-runes/02-$state.md': '',
      'content/docs/kit/10-basics/10-setup.md': '',
      'content/docs/kit/20-advanced/10-setup.md': '',
    }, {
      '/docs/svelte/overview': 'content/docs/svelte/01-introduction/01-overview.md',
      '/docs/svelte/$state': 'content/docs/svelte/02-runes/02-$state.md',
      '/docs/svelte/runes/$state': null,
      '/docs/kit/setup': null,
    }, { framework: 'sveltekit' });
  });

  it('a dynamic import naming the param twice (`posts/${slug}/${slug}.md`) is the page, drafts included; a missing one is no page', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'svelte.config.js': "export default { extensions: ['.svelte', '.md'], kit: {} };",
      'src/routes/drafts/[slug]/+page.svelte': '',
      'src/routes/drafts/[slug]/+page.ts': "export async function load({ params: { slug } }) {\n  const module = await import(`../../../../posts/${slug}/${slug}.md`);\n  return { component: module.default };\n}\n",
      'src/routes/published/[slug]/+page.svelte': '',
      'src/routes/published/[slug]/+page.ts': "import { error } from '@sveltejs/kit';\nexport async function load({ params }) {\n  const module = await import(`../../../../posts/${params.slug}/${params.slug}.md`);\n  if (module.metadata.draft) error(404);\n  return { component: module.default };\n}\n",
      'posts/hello/hello.md': '---\ntitle: Hello\n---\n',
      'posts/wip/wip.md': '---\ntitle: Wip\ndraft: true\n---\n',
    }, {
      '/drafts/hello': 'posts/hello/hello.md',
      '/drafts/wip': 'posts/wip/wip.md',
      '/drafts/missing': null,
      '/published/hello': 'posts/hello/hello.md',
      '/published/wip': null,
    }, { framework: 'sveltekit' });
  });

  it('a load that 404s for keys missing from a literal config map names its template only for those keys', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'svelte.config.js': 'export default { kit: {} };',
      'src/lib/config.ts': "export const categories = { svelte: 'Svelte', css: 'CSS' };\n",
      'src/routes/categories/[category]/+page.svelte': '',
      'src/routes/categories/[category]/+page.server.ts': "import { error } from '@sveltejs/kit';\nimport * as config from '$lib/config';\nexport async function load({ params }) {\n  const category = params.category;\n  if (!config.categories[category]) error(404, 'no such category');\n  return {};\n}\n",
    }, {
      '/categories/svelte': 'src/routes/categories/[category]/+page.svelte',
      '/categories/python': null,
    }, { framework: 'sveltekit' });
  });

  it('a prerendered taxonomy route without entries has pages only for the values its posts carry in front matter', () => {
    const site = {
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'svelte.config.js': 'export default { kit: {} };',
      'src/routes/+layout.ts': 'export const prerender = true;\n',
      'src/lib/posts.ts': "export async function postsIn(category) {\n  const all = Object.entries(import.meta.glob('/src/posts/*.md'));\n  return all.filter(([, m]) => m.categories.includes(category));\n}\n",
      'src/routes/blog/category/[category]/+page.svelte': '',
      'src/routes/blog/category/[category]/+page.ts': "import { postsIn } from '$lib/posts';\nexport const load = async ({ params }) => ({ posts: await postsIn(params.category) });\n",
      'src/posts/one.md': '---\ntitle: One\ncategories:\n  - svelte\n  - Web Dev\n---\n',
      'src/posts/two.md': '---\ntitle: Two\ncategories: [css]\n---\n',
    };
    expectMapped(site, {
      '/blog/category/svelte': 'src/routes/blog/category/[category]/+page.svelte',
      '/blog/category/css': 'src/routes/blog/category/[category]/+page.svelte',
      '/blog/category/web-dev': 'src/routes/blog/category/[category]/+page.svelte',
      '/blog/category/not-a-category': null,
    }, { framework: 'sveltekit' });
    // Without prerendering the server renders any value.
    expectMapped({ ...site, 'src/routes/+layout.ts': '' }, {
      '/blog/category/not-a-category': 'src/routes/blog/category/[category]/+page.svelte',
    }, { framework: 'sveltekit' });
  });

  it('kit.alias (a literal path or path.resolve) and $lib (kit.files.lib) resolve a load\'s `import(`$content/${slug}.md`)`; a file of the assets folder wins over a route', () => {
    const site = (config: string) => ({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'svelte.config.js': config,
      'src/routes/projects/[slug]/+page.svelte': '',
      'src/routes/projects/[slug]/+page.ts': 'export const load = async ({ params }) => {\n  const p = await import(`$content/projects/${params.slug}.md`);\n  return { content: p.default };\n};\n',
      'src/routes/notes/[slug]/+page.svelte': '',
      'src/routes/notes/[slug]/+page.ts': 'export const load = async ({ params }) => ({ c: (await import(`$lib/notes/${params.slug}.md`)).default });\n',
      'content/projects/begin-again.md': '',
      'app/lib/notes/first.md': '',
      'src/lib/notes/first.md': '',
      'assets/projects/cover.webp': '',
      'static/projects/other.webp': '',
    });
    const cases = {
      '/projects/begin-again': 'content/projects/begin-again.md',
      '/projects/missing': null,
      '/projects/cover.webp': 'assets/projects/cover.webp',
      '/projects/other.webp': null,
      '/notes/first': 'app/lib/notes/first.md',
    };
    const files = "files: { assets: 'assets', lib: 'app/lib' }";
    expectMapped(site(`import path from 'path';\nexport default { kit: { ${files}, alias: { $content: path.resolve('content') } } };`), cases, { framework: 'sveltekit' });
    expectMapped(site(`export default { kit: { ${files}, alias: { '$content/*': './content/*' } } };`), cases, { framework: 'sveltekit' });
    // Without the alias, `$content/…` names no file: no page rather than a guess.
    expectMapped(site(`export default { kit: { ${files} } };`), { '/projects/begin-again': null }, { framework: 'sveltekit' });
  });

  it('a helper imported through kit.alias, and a glob written with an alias, name the content folder', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'svelte.config.js': "export default { kit: { alias: { $utils: 'src/utils', $posts: 'essays' } } };",
      'src/utils/posts.ts': "import { error } from '@sveltejs/kit';\nexport async function getPost(slug) {\n  const all = import.meta.glob('$posts/*.md');\n  const hit = all[`/essays/${slug}.md`];\n  if (!hit) error(404);\n  return hit();\n}\n",
      'src/routes/blog/[slug]/+page.svelte': '',
      'src/routes/blog/[slug]/+page.ts': "import { getPost } from '$utils/posts';\nexport async function load({ params }) { return { post: await getPost(params.slug) }; }\n",
      'essays/hello.md': '',
    }, {
      '/blog/hello': 'essays/hello.md',
      '/blog/nope': null,
    }, { framework: 'sveltekit' });
  });
  it("a helper's own helper naming entries by their front matter slug: each entry at its slug, in every folder it globs; drafts its code never tests are served", () => {
    const post = (slug: string, draft = false) => `---\nslug: "${slug}"\ndraft: ${draft}\n---\nbody\n`;
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'svelte.config.js': 'export default { kit: {} };',
      'src/lib/repository.ts': "const posts = import.meta.glob('../content/blog/*.md', { as: 'raw' });\nconst reviews = import.meta.glob('../content/reviews/*.md', { as: 'raw' });\nexport class Repository {\n  static load(file) { return { slug: file.frontmatter.slug, draft: false }; }\n  bySlug(slug) { return this.all.find((p) => p.slug === slug) ?? null; }\n}\n",
      'src/lib/controller.ts': "import { Repository } from './repository';\nexport class Controller {\n  async bySlug(slug) { return new Repository().bySlug(slug); }\n}\n",
      'src/routes/blog/[slug]/+page.svelte': '',
      'src/routes/blog/[slug]/+page.server.ts': "import { error } from '@sveltejs/kit';\nimport { Controller } from '../../../lib/controller';\nexport const load = async ({ params }) => {\n  const post = await new Controller().bySlug(params.slug);\n  if (!post) return error(404, 'Not found');\n  return { post };\n};\n",
      'src/content/blog/2019-08-15-goodbye.md': post('back-again'),
      'src/content/blog/2016-02-28-old.md': post('old-news', true),
      'src/content/reviews/2020-09-26-queenie.md': post('queenie'),
    }, {
      '/blog/back-again': 'src/content/blog/2019-08-15-goodbye.md',
      '/blog/old-news': 'src/content/blog/2016-02-28-old.md',
      '/blog/queenie': 'src/content/reviews/2020-09-26-queenie.md',
      '/blog/2019-08-15-goodbye': null,
      '/blog/nope': null,
    }, { framework: 'sveltekit' });
  });
  it('a page whose load 404s outside local development (`!dev`, a hostname other than localhost) has no page on the site', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'svelte.config.js': 'export default { kit: {} };',
      'src/routes/blog/new/+page.svelte': '',
      'src/routes/blog/new/+page.ts': "import { error } from '@sveltejs/kit';\nexport async function load({ url }) {\n  if (url.hostname !== 'localhost') {\n    return error(404, 'Not found');\n  }\n  return {};\n}\n",
      'src/routes/drafts/+page.svelte': '',
      'src/routes/drafts/+page.server.ts': "import { dev } from '$app/environment';\nimport { error } from '@sveltejs/kit';\nexport const load = () => {\n  if (!dev) throw error(404);\n  return {};\n};\n",
      'src/routes/about/+page.svelte': '',
      'src/routes/about/+page.ts': "import { error } from '@sveltejs/kit';\nexport async function load({ url }) {\n  if (url.searchParams.has('x')) error(404);\n  return {};\n}\n",
    }, { '/blog/new': null, '/drafts': null, '/about': 'src/routes/about/+page.svelte' }, { framework: 'sveltekit' });
  });
  it("a prerendered taxonomy page fetching the app's own endpoint: the values the endpoint's posts carry are its pages", () => {
    const post = (categories: string) => `---\ncategories:\n${categories.split(' ').map((c) => `  - ${c}`).join('\n')}\n---\nx\n`;
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '1', '@sveltejs/adapter-static': '2' } }),
      'svelte.config.js': "import adapter from '@sveltejs/adapter-static';\nexport default { kit: { adapter: adapter() }, extensions: ['.svelte', '.md'] };",
      'src/routes/+layout.js': 'export const prerender = true',
      'src/lib/utils/index.js': "export const fetchMarkdownPosts = async () => {\n  const all = import.meta.glob('/src/routes/blog/*.md');\n  return Object.entries(all);\n};\n",
      'src/routes/api/posts/+server.js': "import { fetchMarkdownPosts } from '$lib/utils';\nimport { json } from '@sveltejs/kit';\nexport const GET = async () => json(await fetchMarkdownPosts());\n",
      'src/routes/blog/category/[category]/+page.svelte': '',
      'src/routes/blog/category/[category]/+page.js': "export const load = async ({ fetch, params }) => {\n  const response = await fetch(`/api/posts`);\n  const posts = (await response.json()).filter((p) => p.meta.categories.includes(params.category));\n  return { posts };\n};\n",
      'src/routes/blog/1.md': post('numbers odd'),
      'src/routes/blog/2.md': post('numbers even'),
    }, {
      '/blog/category/odd': 'src/routes/blog/category/[category]/+page.svelte',
      '/blog/category/numbers': 'src/routes/blog/category/[category]/+page.svelte',
      '/blog/category/guitar': null,
    }, { framework: 'sveltekit' });
  });
  it("a load handing its fetch to a helper (`loadFetchJson(fetch, '/notes/note/…')`) reads that endpoint's content; a glob without ** reads its folder's own files only", () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'svelte.config.js': 'export default { kit: {} };',
      'src/lib/fetch.ts': 'export async function loadFetchJson(fetch, url) { const r = await fetch(url); return r.json(); }\n',
      'src/lib/readPosts.ts': "export const noteSources = [{ files: import.meta.glob('../../notes/*.md', { as: 'raw', eager: true }) }];\nexport function lookupContent(sources, name) { return sources.find((s) => s.files[`${name}.md`]) ?? null; }\n",
      'src/routes/notes/note/[...path]/+server.ts': "import { error, json } from '@sveltejs/kit';\nimport { noteSources, lookupContent } from '$lib/readPosts';\nexport const GET = async function GET({ params: { path } }) {\n  const note = await lookupContent(noteSources, path);\n  if (!note) throw error(404, 'Note not found');\n  return json({ note });\n};\n",
      'src/routes/notes/[...path]/+page.svelte': '',
      'src/routes/notes/[...path]/+page.js': "import { loadFetchJson } from '../../../lib/fetch';\nexport const prerender = true;\nexport async function load({ fetch, params: { path } }) {\n  return await loadFetchJson(fetch, `/notes/note/${path}.json`);\n}\n",
      'notes/crossfilter.md': '# x',
      'notes/cheat_sheet/postgresql.md': '# x',
    }, {
      '/notes/crossfilter': 'notes/crossfilter.md',
      '/notes/cheat_sheet/postgresql': null,
      '/notes/nothing': null,
    }, { framework: 'sveltekit' });
  });
  it("an endpoint answering `new Response(null, { status: 302 })` has no page; a pre-1.0 `$layout.svelte` is no route", () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'svelte.config.js': 'export default { kit: {} };',
      'src/routes/shop/+server.ts': "export async function GET() {\n  return new Response(null, { status: 302, headers: { location: 'https://shop.example' } });\n}\n",
      'src/routes/feed/+server.ts': "export async function GET() {\n  return new Response('<rss/>', { status: 200 });\n}\n",
    }, { '/shop': null, '/feed': 'src/routes/feed/+server.ts' }, { framework: 'sveltekit' });
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '1.0.0-next.100' } }),
      'svelte.config.cjs': 'module.exports = { kit: {} };',
      'src/routes/$layout.svelte': '<slot />',
      'src/routes/$error.svelte': '<p>x</p>',
      'src/routes/index.svelte': '<p>home</p>',
      'src/routes/about.svelte': '<p>about</p>',
    }, { '/$layout': null, '/$error': null, '/about': 'src/routes/about.svelte' }, { framework: 'sveltekit' });
  });
  it('a param matcher testing a literal Set (`categories.has(name)`) accepts only its members', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'svelte.config.js': 'export default { kit: {} };',
      'src/params/category.js': "const categories = new Set(['top', 'new', 'show']);\nexport const match = (name) => categories.has(name);\n",
      'src/routes/[list=category]/[page]/+page.svelte': '',
    }, { '/top/1': 'src/routes/[list=category]/[page]/+page.svelte', '/best/1': null, '/Top/1': null }, { framework: 'sveltekit' });
  });

  it('a prerendered route whose code names no content renders the folder named for its section: a path missing there has no page', () => {
    // The load files are opaque here (empty): only the folder names and `prerender = true` are known.
    const site = (prerender: boolean) => ({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2', '@sveltejs/adapter-static': '3' } }),
      'svelte.config.js': 'export default { kit: {} };',
      'src/routes/+layout.ts': prerender ? 'export const prerender = true;' : '',
      ...Object.fromEntries([
        'src/routes/docs/[...slug]/+page.svelte', 'src/routes/docs/[...slug]/+page.ts', 'src/routes/docs/builders/[name]/+page.svelte', 'src/routes/docs/builders/[name]/+page.ts',
        'src/routes/blog/page/[page]/+page.svelte', 'src/docs/content/introduction.md', 'src/docs/content/builders/accordion.md', 'src/docs/data/builders/menu.ts',
      ].map((f) => [f, ''])),
    });
    const found = {
      '/docs/introduction': 'src/docs/content/introduction.md',
      // No folder is named for /docs/builders: the one named for /docs mirrors the rest of the path below its wrapper.
      '/docs/builders/accordion': 'src/docs/content/builders/accordion.md',
    };
    expectMapped(site(true), {
      ...found,
      '/docs/getting-started': null,
      '/docs/builders/menu': null,
      // A page number names no entry: the route's own page.
      '/blog/page/2': 'src/routes/blog/page/[page]/+page.svelte',
    }, { framework: 'sveltekit' });
    // Not prerendered: a server may render any path, the route file stays the answer.
    expectMapped(site(false), { ...found, '/docs/getting-started': 'src/routes/docs/[...slug]/+page.svelte' }, { framework: 'sveltekit' });
  });
  it("extensions spread from mdsvex's config are route extensions; a load importing `../${slug}.svelte` renders that component", () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2', mdsvex: '0.12' } }),
      'svelte.config.js': "import { mdsvex } from 'mdsvex';\nimport mdsvexConfig from './mdsvex.config.js';\nexport default { extensions: ['.svelte', ...mdsvexConfig.extensions], preprocess: [mdsvex(mdsvexConfig)], kit: {} };",
      'mdsvex.config.js': "import { defineMDSveXConfig as defineConfig } from 'mdsvex';\nexport default defineConfig({ extensions: ['.svelte.md', '.md', '.svx'] });",
      'src/routes/blocks/application/+page.md': '# Application',
      'src/routes/auth/[slug]/+page.svelte': '',
      'src/routes/auth/[slug]/+page.ts': 'export const load = async ({ params }) => ({ content: (await import(`../${params.slug}.svelte`)).default });',
      'src/routes/auth/sign-in.svelte': '',
    }, {
      '/blocks/application': 'src/routes/blocks/application/+page.md',
      '/auth/sign-in': 'src/routes/auth/sign-in.svelte',
      '/auth/sign-out': null,
    }, { framework: 'sveltekit' });
  });
});

describe('SvelteKit: optional params inside a segment', () => {
  it('SvelteKit: an optional param inside a segment (sitemap[[page]].xml) matches with and without a value', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'svelte.config.js': 'export default { kit: {} };',
      'src/routes/+page.svelte': '',
      'src/routes/sitemap[[page]].xml/+server.js': 'export async function GET() { return new Response(""); }',
    }, {
      '/sitemap.xml': 'src/routes/sitemap[[page]].xml/+server.js',
      '/sitemap2.xml': 'src/routes/sitemap[[page]].xml/+server.js',
      '/sitemap': null,
    }, { framework: 'sveltekit' });
  });
});

describe('site/kit testsDraft', () => {
  it('a test of `draft` counts; naming it in an object, an assignment or a type does not', () => {
    for (const yes of ['posts.filter((p) => !p.draft)', 'if (data.draft) continue;', 'dev || !post.metadata?.draft', 'draft === true', 'filter((p) => p.draft)', 'post.draft ? [] : [post]']) assert.equal(testsDraft(yes), true, yes);
    for (const no of ['return { slug, draft: false };', 'this.draft = params.draft;', 'readonly draft?: boolean;', '// drafts are fine', 'const drafts = 1;']) assert.equal(testsDraft(no), false, no);
  });
});

describe('SvelteKit: a hook redirecting the paths it finds in a literal list', () => {
  const site = (hook: string) => ({
    'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2', '@sveltejs/adapter-netlify': '4' } }),
    'svelte.config.js': "import adapter from '@sveltejs/adapter-netlify';\nexport default { kit: { adapter: adapter() } };\n",
    'src/lib/data/redirects.js': "const redirects = [\n  { source: '/morse-convert', destination: '/projects/morse-convert' },\n  { source: '/old/about', destination: '/about' },\n];\nexport default redirects;\n",
    'src/hooks.server.js': hook,
    'src/routes/+page.svelte': '<h1>x</h1>',
    'src/routes/about/+page.svelte': '<h1>x</h1>',
    'src/routes/[...404]/+page.svelte': '<h1>Not found</h1>',
  });

  it('each entry of the list the handle finds by the request path redirects (a 3xx response assigned, then returned)', () => {
    expectMapped(site("import redirects from '$lib/data/redirects';\nexport async function handle({ event, resolve }) {\n  const redirect = redirects.find((item) => event.url.pathname === item.source);\n  let response = null;\n  if (redirect) {\n    response = new Response('', { status: 301, headers: { location: redirect.destination + event.url.search } });\n  }\n  response ??= await resolve(event);\n  return response;\n}\n"), {
      '/morse-convert': null,
      '/old/about': null,
      '/about': 'src/routes/about/+page.svelte',
      '/anything-else': 'src/routes/[...404]/+page.svelte',
    }, { framework: 'sveltekit' });
  });

  it('a lookup keyed by something else than the path, or a branch that does not redirect, makes no rule', () => {
    expectMapped(site("import redirects from '$lib/data/redirects';\nexport async function handle({ event, resolve }) {\n  const hit = redirects.find((item) => event.request.headers.get('x') === item.source);\n  if (hit) {\n    response = new Response('', { status: 301, headers: { location: hit.destination } });\n  }\n  const seen = redirects.find((item) => event.url.pathname === item.source);\n  if (seen) console.log(seen);\n  return resolve(event);\n}\n"), {
      '/morse-convert': 'src/routes/[...404]/+page.svelte',
    }, { framework: 'sveltekit' });
  });
});

describe('SvelteKit: an optional param before other segments', () => {
  it('/[[lang]]/about-us ranks as /about-us: /about-us is that page, not the home page with lang = about-us', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2', '@sveltejs/adapter-static': '3' } }),
      'svelte.config.js': "import adapter from '@sveltejs/adapter-static';\nexport default { kit: { adapter: adapter({ fallback: '200.html' }) } };\n",
      'src/routes/[[lang]]/(static)/(home)/+page.svelte': '<h1>x</h1>',
      'src/routes/[[lang]]/(static)/about-us/+page.svelte': '<h1>x</h1>',
      'src/routes/[[lang]]/(stateful)/explore/+page.svelte': '<h1>x</h1>',
    }, {
      '/about-us': 'src/routes/[[lang]]/(static)/about-us/+page.svelte',
      '/fr/about-us': 'src/routes/[[lang]]/(static)/about-us/+page.svelte',
      '/explore': 'src/routes/[[lang]]/(stateful)/explore/+page.svelte',
      '/': 'src/routes/[[lang]]/(static)/(home)/+page.svelte',
      '/fr': 'src/routes/[[lang]]/(static)/(home)/+page.svelte',
    }, { framework: 'sveltekit' });
  });
});
