// VitePress: the project root is the folder holding .vitepress (srcDir may lie above it), base is strict, a plugin's
// own `srcDir` option is not the site's, dynamic routes list their params (literally or mapped over a JSON file).
import assert from 'node:assert/strict';
import { findSiteRoots } from '../../../../src/core/site/detect';
import { memorySite } from '../siteFixture';
import { expectMapped } from './helpers';


describe('site/frameworks/vitepress', () => {
  it("srcDir '../' widens the site root to the Markdown folder; base is the only place pages are", () => {
    const site = {
      'Cargo.toml': '',
      'docs/.website/.vitepress/config.mts': 'export default defineConfig({ srcDir: "../", srcExclude: [".website/**"], rewrites: { "readme.md": "index.md" }, base: "/proj", cleanUrls: true })',
      'docs/.website/package.json': '{"dependencies":{"vitepress":"1"}}',
      'docs/readme.md': '', 'docs/usage/cli.md': '', 'docs/usage/readme.md': '', 'docs/public/logo.png': '',
    };
    assert.equal(findSiteRoots(memorySite(site))[0]?.dir, 'docs');
    expectMapped(site, {
      '/proj/': 'docs/readme.md',
      '/proj/usage/cli': 'docs/usage/cli.md',
      '/proj/usage/cli.html': 'docs/usage/cli.md',
      '/proj/usage/readme': 'docs/usage/readme.md',
      '/proj/usage/': null,
      '/proj/readme': null,
      '/proj/logo.png': 'docs/public/logo.png',
      '/usage/cli': null,
      '/logo.png': null,
    }, { framework: 'vitepress' });
  });

  it('a monorepo building packages/ (config in packages/.vitepress): the workspace package.json is tooling; a PWA srcDir is not the site\'s', () => {
    const site = {
      'package.json': '{"devDependencies":{"vitepress":"1"}}',
      'pnpm-workspace.yaml': '',
      'packages/.vitepress/config.ts': "export default withPwa(defineConfig({ title: 'x', pwa: { srcDir: '.vitepress/', filename: 'sw.ts' } }))",
      'packages/index.md': '', 'packages/core/useMouse/index.md': '', 'packages/guide/config.md': '',
      'packages/.vitepress/sw.ts': '',
    };
    expectMapped(site, {
      '/': 'packages/index.md',
      '/core/useMouse/': 'packages/core/useMouse/index.md',
      '/guide/config.html': 'packages/guide/config.md',
      '/packages/core/useMouse/': null,
      '/sw': null,
    }, { framework: 'vitepress' });
  });

  it('the project a root script builds (`vitepress build docs`) is the site even where the root declares the host', () => {
    expectMapped({
      'package.json': JSON.stringify({ homepage: 'https://example.dev', scripts: { 'docs:build': 'run-s api docs:build:run', 'docs:build:run': 'vitepress build docs' }, devDependencies: { vitepress: '1' } }),
      'src/index.ts': 'export {};',
      'docs/.vitepress/config.ts': "import type { UserConfig } from 'vitepress';\nconst config: UserConfig = { title: 'x' };\nexport default config;\n",
      'docs/index.md': '# x',
      'docs/guide/index.md': '# x',
      'docs/guide/usage.md': '# x',
      'docs/public/logo.svg': '<svg/>',
    }, {
      '/': 'docs/index.md',
      '/guide/': 'docs/guide/index.md',
      '/guide/usage.html': 'docs/guide/usage.md',
      '/logo.svg': 'docs/public/logo.svg',
      '/src/index.ts': null,
    }, { domain: 'example.dev', framework: 'vitepress' });
  });

  it('files in dot folders are no pages (VitePress globs without dot)', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { vitepress: '1' } }),
      '.vitepress/config.ts': 'export default {};',
      'blog/post.md': '# x',
      'blog/.drafts/next.md': '# x',
      '.github/README.md': '# x',
    }, { '/blog/post.html': 'blog/post.md', '/blog/.drafts/next.html': null, '/.github/README.html': null }, { framework: 'vitepress' });
  });
  it('a config split into modules: the shared module\'s literal options count (srcDir, cleanUrls)', () => {
    expectMapped({
      '.vitepress/config/index.ts': "import { shared } from './shared'\nexport default defineConfig({ ...shared, title: 'x' })",
      '.vitepress/config/shared.ts': "export const shared = defineConfig({ srcDir: 'src', cleanUrls: true })",
      'src/guide.md': '',
      'guide.md': '',
    }, { '/guide': 'src/guide.md' }, { framework: 'vitepress' });
  });

  it('dynamic routes: a literal params list, and params mapped from an imported JSON list through a function', () => {
    const site = {
      '.vitepress/config/index.ts': 'export default { cleanUrls: false }',
      'pkgs/[pkg].md': '',
      'pkgs/[pkg].paths.js': "export default { paths() { return [{ params: { pkg: 'foo' } }, { params: { pkg: 'bar' } }] } }",
      'partners/[id].md': '',
      'partners/[id].paths.ts': "import list from './list.json'\nimport { norm } from './util'\nexport default { paths: list.map((p) => ({ params: { id: norm(p.name) } })) }",
      'partners/list.json': '[{ "name": "Web Reinvent" }, { "name": "Vehikl" }]',
    };
    expectMapped(site, {
      '/pkgs/foo.html': 'pkgs/[pkg].md',
      '/pkgs/baz.html': null,
      '/partners/webreinvent.html': 'partners/[id].md',
      '/partners/vehikl.html': 'partners/[id].md',
      '/partners/acme.html': null,
    }, { framework: 'vitepress' });
  });

  it('rewrites as a function is evaluated per page (a root locale served from zh/); rewrites that do not evaluate never name a page at its un-rewritten path', () => {
    const site = (rewrites: string) => ({
      'package.json': '{"dependencies":{"vitepress":"1"}}',
      '.vitepress/config.mts': `export default defineConfig({ ${rewrites} locales: { root: { lang: 'zh-CN' }, en: { lang: 'en-US' } } })`,
      'zh/index.md': '', 'zh/api/init.md': '', 'en/index.md': '', 'en/api/init.md': '', 'public/logo.png': '',
    });
    const moved = {
      '/': 'zh/index.md',
      '/api/init.html': 'zh/api/init.md',
      '/en/api/init.html': 'en/api/init.md',
      '/zh/api/init.html': null,
      '/zh/': null,
      '/logo.png': 'public/logo.png',
    };
    expectMapped(site('rewrites(id) { return id.startsWith("zh/") ? id.slice(3) : id; },'), moved, { framework: 'vitepress' });
    expectMapped(site("rewrites: { 'zh/:rest*': ':rest*' },"), moved, { framework: 'vitepress' });
    // Not evaluable (a regex replace, a computed object, a computed target): no page is named at its old path.
    const unknown = { '/zh/api/init.html': null, '/api/init.html': null, '/en/api/init.html': null, '/logo.png': 'public/logo.png' };
    expectMapped(site("rewrites: (id) => id.replace(/^zh\\//, ''),"), unknown, { framework: 'vitepress' });
    expectMapped(site('rewrites: Object.fromEntries(pairs),'), unknown, { framework: 'vitepress' });
    expectMapped(site("rewrites: { 'zh/:rest*': target },"), { '/zh/api/init.html': null, '/api/init.html': null, '/en/api/init.html': 'en/api/init.md' }, { framework: 'vitepress' });
  });

  it('files a package script copies into the output folder after the build are served as they are (cpy --flat, cp -r dir/.)', () => {
    const site = (script: string) => ({
      'packages/lib/package.json': JSON.stringify({ name: 'lib', scripts: { 'docs:build': script } }),
      'packages/lib/src/docs/.vitepress/config.ts': "export default { title: 'x' }",
      'packages/lib/src/docs/package.json': JSON.stringify({ devDependencies: { vitepress: '1' } }),
      'packages/lib/src/docs/index.md': '',
      'packages/lib/src/docs/landing/index.html': '',
      'packages/lib/src/docs/landing/img/a.png': '',
      'packages/lib/src/docs/other/index.html': '',
    });
    // The project built is a gitignored copy of src/docs (src/site is not in the repository).
    expectMapped(site('tsx copy.mts && (cd src/site && vitepress build) && cpy --flat src/docs/landing/ ./src/site/.vitepress/dist/landing'), {
      '/': 'packages/lib/src/docs/index.md',
      '/landing/': 'packages/lib/src/docs/landing/index.html',
      '/landing/img/a.png': null,
      '/other/': null,
    }, { framework: 'vitepress' });
    expectMapped(site('vitepress build src/docs && cp -r src/docs/landing/. src/docs/.vitepress/dist/start'), {
      '/start/': 'packages/lib/src/docs/landing/index.html',
      '/start/img/a.png': 'packages/lib/src/docs/landing/img/a.png',
      '/landing/': null,
    }, { framework: 'vitepress' });
    // `cp -r SRC DEST` depends on whether DEST exists: not followed.
    expectMapped(site('vitepress build src/docs && cp -r src/docs/landing src/docs/.vitepress/dist/start'), { '/start/': null }, { framework: 'vitepress' });
  });
});

describe('VitePress: Markdown pages that only send the browser on', () => {
  const site = (pages: Record<string, string>) => ({
    'package.json': JSON.stringify({ scripts: { 'docs:build': 'vitepress build docs' }, devDependencies: { vitepress: '1' } }),
    'docs/.vitepress/config.ts': "export default { title: 'x' }",
    'docs/index.md': '# Home',
    ...pages,
  });

  it('a script that navigates with go() on every path (a browser guard, both branches of an if) behind a line of text is a redirect', () => {
    expectMapped(site({
      'docs/guide/en/index.md': 'Resolving legacy link…\n\n<script setup lang="ts">\nimport { useRouter } from "vitepress";\nimport slugs from "./slugs.json";\n\nif (typeof window !== "undefined") {\n  const { go } = useRouter();\n  const target = slugs[location.hash.slice(1)];\n  if (target) {\n    go(`/${target[0]}/`);\n  } else {\n    go("/introduction/");\n  }\n}\n</script>\n',
      'docs/guide/en.md': 'Resolving legacy link…\n\n<script setup lang="ts">\nimport { useRouter } from "vitepress";\nif (typeof window !== "undefined") {\n  const { go } = useRouter();\n  go(`/guide/en/${location.hash}`);\n}\n</script>\n',
      'docs/moved.md': '---\ntitle: Moved\n---\n<script setup>\nimport { onMounted } from "vue";\nonMounted(() => { window.location.replace("/new/"); });\n</script>\n',
    }), {
      '/guide/en/': null,
      '/guide/en.html': null,
      '/moved.html': null,
      '/': 'docs/index.md',
    }, { framework: 'vitepress' });
  });

  it('a page with content of its own, or navigating on one path only, is a page', () => {
    expectMapped(site({
      'docs/demo.md': '# Demo\n\nSome text here.\n\nMore text here.\n\n<script setup>\nimport { useRouter } from "vitepress";\nconst { go } = useRouter();\ngo("/x/");\n</script>\n',
      'docs/maybe.md': 'One line.\n\n<script setup>\nimport { useRouter } from "vitepress";\nconst { go } = useRouter();\nif (location.hash === "#old") go("/x/");\n</script>\n',
    }), {
      '/demo.html': 'docs/demo.md',
      '/maybe.html': 'docs/maybe.md',
    }, { framework: 'vitepress' });
  });
});
