// Hostile repositories, written to real temp folders: what a cloned repository can hold to make a site mapper
// backtrack, recurse, read forever or leave its folder. Shared by the unit suite (test/unit/site/hostileRepos.test.ts)
// and npm run bench (slowest lookup, whole `brand-visibility map` runs).
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface HostileRepo {
  name: string;
  /** What it attacks, for test titles and bench rows. */
  what: string;
  /** Writes the repository under `root` (an empty folder). */
  build(root: string): void;
  /** URL paths to map on it. */
  paths: string[];
  /** brandVisibility.site.routes to map with (the settings are untrusted too). */
  routes?: Record<string, string>;
}

function write(root: string, rel: string, text: string | Buffer): void {
  const abs = join(root, rel);
  mkdirSync(dirname(abs), { recursive: true });
  writeFileSync(abs, text);
}

/** A symlink, skipped silently where the platform refuses it (the case then just has no link). */
function link(root: string, rel: string, target: string): void {
  const abs = join(root, rel);
  mkdirSync(dirname(abs), { recursive: true });
  try {
    symlinkSync(target, abs);
  } catch {
    // no symlinks here (Windows without the privilege)
  }
}

function fifo(root: string, rel: string): void {
  if (process.platform === 'win32') return;
  const abs = join(root, rel);
  mkdirSync(dirname(abs), { recursive: true });
  try {
    execFileSync('mkfifo', [abs]);
  } catch {
    // no mkfifo: the case has no FIFO
  }
}

const EVIL_SOURCES = ['/(a+)+b', '/:p((a|aa)+b)', '/:x((?:a|a)*$)', '/(x+x+)+y', '/:slug(([a-z]+)*!)', `/${'(a*)'.repeat(40)}b`, '/:a(.*)-:b(.*)-:c(.*)-:d(.*)x'];
const A = 'a'.repeat(2000);

/** Nested brackets/braces, `depth` levels. */
function nested(open: string, close: string, depth: number): string {
  return open.repeat(depth) + close.repeat(depth);
}

export const HOSTILE_REPOS: HostileRepo[] = [
  {
    name: 'redos-redirects',
    what: 'catastrophic-backtracking redirect sources in _redirects, vercel.json, netlify.toml and next.config.js',
    build(root) {
      write(root, 'package.json', JSON.stringify({ dependencies: { next: '15' } }));
      write(root, 'app/page.tsx', 'export default function P() { return <h1>x</h1>; }');
      write(root, 'app/[...all]/page.tsx', '');
      const lines = EVIL_SOURCES.map((s) => `${s} /target 301`);
      for (let i = 0; i < 5000; i++) lines.push(`/${'*/'.repeat(20)}x${i} /t 301`);
      lines.push('/old/* /new/:splat 301');
      write(root, 'public/_redirects', lines.join('\n'));
      write(root, 'vercel.json', JSON.stringify({ redirects: EVIL_SOURCES.map((source) => ({ source, destination: '/v', permanent: true })) }));
      write(root, 'netlify.toml', EVIL_SOURCES.map((s) => `[[redirects]]\nfrom = ${JSON.stringify(s)}\nto = "/n"\nstatus = 301\n`).join('\n'));
      write(root, 'next.config.js', `module.exports = { async redirects() { return [${EVIL_SOURCES.map((s) => `{ source: ${JSON.stringify(s)}, destination: '/nx', permanent: true }`).join(', ')}]; } };`);
    },
    paths: [`/${A}`, `/${'a'.repeat(60)}`, `/${'x'.repeat(500)}`, '/old/a/b', `/${'a/'.repeat(900)}b`, '/', '/anything'],
  },
  {
    name: 'bracket-names',
    what: 'bracket-heavy and 255-character file names in the route folders',
    build(root) {
      write(root, 'package.json', JSON.stringify({ dependencies: { astro: '5' } }));
      write(root, 'astro.config.mjs', "export default { site: 'https://brackets.example.org' }");
      const names = [
        `${'['.repeat(120)}x${']'.repeat(120)}.astro`,
        `${'[a]'.repeat(80)}.astro`,
        `${'[...a]-'.repeat(30)}.astro`,
        `${'[[b]]'.repeat(48)}.astro`,
        `${'x'.repeat(249)}.astro`,
        `[${'y'.repeat(240)}].astro`,
        `${'[a=b]'.repeat(40)}.md`,
      ];
      for (const n of names) write(root, `src/pages/${n}`, '---\ntitle: x\n---\n<h1>x</h1>');
      write(root, `src/pages/${'[z]'.repeat(20)}/${'[[...rest]]'}.astro`, '');
      for (let i = 0; i < 30; i++) write(root, `src/pages/${'[q]-'.repeat(i)}[p].astro`, '');
      write(root, 'src/content/blog/post.md', '---\ntitle: x\n---\n');
    },
    paths: [`/${'a-'.repeat(120)}`, `/${'x'.repeat(249)}`, '/blog/post', `/${'['.repeat(100)}`, `/${'a-'.repeat(400)}a.json`, '/z/z/z'],
  },
  {
    name: 'megabyte-configs',
    what: 'megabyte configs and front matter (over and under the caps)',
    build(root) {
      write(root, 'hugo.toml', `baseURL = "https://mega.example.org/"\n${'# pad\n'.repeat(300_000)}`);
      write(root, 'config/_default/params.toml', `a = "${'b'.repeat(1_500_000)}"`);
      write(root, 'config/_default/menus.yaml', `main:\n${'  - name: x\n    url: /x\n'.repeat(30_000)}`);
      write(root, 'content/_index.md', `---\ntitle: home\n${'k: v\n'.repeat(250_000)}---\n`);
      write(root, 'content/posts/huge.md', `---\ntitle: huge\nslug: huge\ntags: [${'"t",'.repeat(200_000)}"t"]\n---\n`);
      write(root, 'content/posts/body.md', `---\ntitle: body\n---\n${'word '.repeat(400_000)}`);
      write(root, 'content/posts/unclosed.md', `---\ntitle: never closed\n${'x: y\n'.repeat(200_000)}`);
      for (let i = 0; i < 50; i++) write(root, `content/posts/p${i}.md`, `---\ntitle: p${i}\n---\n`);
    },
    paths: ['/', '/posts/huge', '/posts/body', '/posts/unclosed', '/posts/p1', '/tags/t'],
  },
  {
    name: 'megabyte-js-config',
    what: 'an 800 KB next.config.js (parsed) and a 1.2 MB astro.config.mjs (over the cap)',
    build(root) {
      write(root, 'package.json', JSON.stringify({ dependencies: { next: '15' } }));
      const rules = Array.from({ length: 10_000 }, (_, i) => `{ source: '/old-${i}/:slug', destination: '/new-${i}/:slug', permanent: true }`).join(',\n');
      write(root, 'next.config.js', `module.exports = { async redirects() { return [${rules}]; } };`);
      write(root, 'sub/astro.config.mjs', `// ${'x'.repeat(1_200_000)}\nexport default { site: 'https://x.example.org' }`);
      write(root, 'app/page.tsx', '');
      write(root, 'app/new-1/[slug]/page.tsx', '');
    },
    paths: ['/', '/old-9999/x', '/new-1/x', '/missing'],
  },
  {
    name: 'deep-nesting',
    what: 'configs and front matter nested 100 000 levels deep',
    build(root) {
      const depth = 100_000;
      write(root, 'package.json', JSON.stringify({ dependencies: { '@docusaurus/core': '3' } }));
      write(root, 'docusaurus.config.js', `module.exports = { url: 'https://deep.example.org', x: ${nested('[', ']', depth)}, y: ${nested('{a:', '}', depth / 10)}1 };`);
      write(root, 'vercel.json', `{"redirects": ${nested('[', ']', depth)}}`);
      write(root, 'netlify.toml', `a = ${nested('[', ']', depth)}`);
      write(root, '_config.yml', `x: ${nested('[', ']', depth)}`);
      write(root, 'docs/intro.md', `---\nslug: intro\nx: ${nested('[', ']', depth)}\n---\n`);
      write(root, 'docs/nested.md', `---\nslug: nested\n${Array.from({ length: 2000 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n')}\n---\n`);
      write(root, 'src/pages/index.js', `export default () => ${nested('(', ')', depth)};`);
    },
    paths: ['/', '/docs/intro', '/docs/nested', '/docs/missing'],
  },
  {
    name: 'links-and-fifos',
    what: 'symlinks to /dev/zero and out of the folder, symlink loops, a FIFO',
    build(root) {
      write(root, 'index.html', '<h1>home</h1>');
      write(root, 'about.html', '<h1>about</h1>');
      link(root, '.gitignore', '/dev/zero');
      link(root, 'CNAME', '/dev/zero');
      link(root, 'secret.html', '/etc/passwd');
      link(root, 'hugo.toml', '/dev/zero');
      link(root, 'outside', '/');
      link(root, 'loop', '.');
      link(root, 'a/b', '../a');
      link(root, 'a/self', 'self');
      fifo(root, 'package.json');
      fifo(root, '_redirects');
      fifo(root, 'blog/post.html');
    },
    paths: ['/', '/about', '/secret', '/outside/etc/passwd', '/loop/loop/loop/about', '/a/b/b/b', '/blog/post'],
  },
  {
    name: 'long-paths',
    what: '10 000-segment URL paths and the deepest folders',
    build(root) {
      write(root, 'package.json', JSON.stringify({ dependencies: { next: '15' } }));
      write(root, 'app/[...slug]/page.tsx', '');
      write(root, 'app/docs/[[...path]]/page.tsx', '');
      write(root, 'vercel.json', JSON.stringify({ redirects: [{ source: '/r/:path*', destination: '/d/:path*' }] }));
      write(root, `content/${'d/'.repeat(60)}deep.md`, '');
    },
    paths: [`/${'a/'.repeat(10_000)}`, `/${'%2F'.repeat(5000)}`, `/docs/${'x/'.repeat(1000)}`, `/r/${'s/'.repeat(1000)}`, `/${'d/'.repeat(60)}deep`],
  },
  {
    name: 'hostile-routes-and-ignores',
    what: 'huge site.routes patterns and .gitignore / exclude globs built to backtrack',
    build(root) {
      write(root, 'index.html', '');
      const evil = [`*${'a*'.repeat(30)}b`, `${'**/a/'.repeat(30)}**/b`, `{${'a,'.repeat(200)}b}`, `[${'b-'.repeat(100)}]*z`, '!(x)'];
      write(root, '.gitignore', [...evil, ...Array.from({ length: 2000 }, () => evil[0])].join('\n'));
      write(root, 'mkdocs.yml', `site_url: https://routes.example.org\nexclude_docs: |\n${evil.map((e) => `  ${e}`).join('\n')}\n`);
      write(root, 'docs/index.md', '');
      for (let i = 0; i < 200; i++) write(root, `docs/${'a'.repeat(200)}${i}.md`, '');
      write(root, `docs/${'a/'.repeat(30)}x.md`, '');
    },
    paths: ['/', `/${'a'.repeat(200)}1/`, `/u/${'a'.repeat(1000)}`, `/g/${'a/'.repeat(500)}`],
    routes: Object.fromEntries([
      [`/u/${':a'.repeat(300)}`, 'docs/:a.md'],
      [`/g/${'**/'.repeat(300)}`, `docs/${'**/'.repeat(30)}*${'a*'.repeat(30)}b`],
      [`/${'*'.repeat(900)}`, `${'*a'.repeat(400)}`],
      ...Array.from({ length: 300 }, (_, i) => [`/r${i}/${'(a+)+'.repeat(10)}`, 'docs/index.md']),
    ]),
  },
  {
    name: 'config-floods',
    what: 'an Eleventy config with thousands of passthrough copies and ignores; pagination over thousands of tags',
    build(root) {
      const calls = Array.from({ length: 9000 }, (_, i) => `  c.addPassthroughCopy("a${i}/**/*.html");\n  c.ignores.add("x${i}/**");`);
      write(root, '.eleventy.js', `module.exports = function (c) {\n${calls.join('\n')}\n  return { pathPrefix: process.env.P ? "/p/" : "/" };\n};\n`);
      for (let i = 0; i < 2000; i++) write(root, `posts/p${i}.md`, `---\ntags: [t${i}, ${'x'.repeat(40)}${i}]\n---\n`);
      for (let i = 0; i < 40; i++) write(root, `t${i}.njk`, `---\npagination:\n  data: collections\n  size: 1\n  alias: tag\npermalink: /t${i}/{{ tag | slugify }}/\n---\n`);
    },
    paths: ['/', '/posts/p1/', '/t0/t5/', '/t39/t1999/', '/t3/no-such-tag/', '/p/posts/p2/'],
  },
  {
    name: 'config-directory-flood',
    what: 'a Hugo config directory of thousands of files',
    build(root) {
      for (let i = 0; i < 3000; i++) write(root, `config/_default/params${i}.toml`, `k = "${'v'.repeat(200)}"\n`);
      write(root, 'config/_default/hugo.toml', 'baseURL = "https://floods.example.org/"\n');
      write(root, 'content/about.md', '');
    },
    paths: ['/', '/about/', '/missing/'],
  },
  {
    name: 'many-mkdocs-builds',
    what: '150 per-language MkDocs configs of 150 KB on one host, INHERIT loops, docs_dir climbing out, a 5 000-entry nav',
    build(root) {
      const nav = Array.from({ length: 5000 }, (_, i) => `  - s${i}/${'p'.repeat(10)}${i}.md`).join('\n');
      for (let i = 0; i < 150; i++) {
        const inherit = i % 3 === 0 ? `INHERIT: ../l${(i + 1) % 150}/mkdocs.yml\n` : '';
        const docsDir = i % 7 === 0 ? `docs_dir: ${'../'.repeat(20)}etc\n` : '';
        write(root, `langs/l${i}/mkdocs.yml`, `${inherit}site_name: S\nsite_url: https://many.example.org/l${i}/\n${docsDir}theme:\n  language: l${i}\nnav:\n${nav}\nextra:\n  alternate:\n${Array.from({ length: 150 }, (_, j) => `    - { link: /l${j}/, lang: l${j} }`).join('\n')}\n`);
        write(root, `langs/l${i}/docs/index.md`, '');
      }
      write(root, 'langs/l1/docs/s1/pppppppppp1.md', '');
    },
    paths: ['/', '/l1/', '/l1/s1/pppppppppp1/', '/l0/s1/pppppppppp1/', `/l2/${'x/'.repeat(300)}`],
  },
  {
    name: 'gatsby-floods',
    what: 'a Gatsby config listing 5 000 plugins and sources climbing out; a gatsby-node of nested loops of createRedirect over a 1 000-entry list',
    build(root) {
      const plugins = Array.from({ length: 5000 }, (_, i) => i % 2 ? `'p${i}'` : `{ resolve: 'gatsby-source-filesystem', options: { path: '${'../'.repeat(i % 30)}c${i}' } }`);
      write(root, 'package.json', '{"workspaces":["plugins/*"],"dependencies":{"gatsby":"5"}}');
      write(root, 'gatsby-config.js', `module.exports = { plugins: [${plugins.join(', ')}] };\n`);
      for (let i = 1; i < 200; i += 2) write(root, `plugins/p${i}/gatsby-node.js`, `exports.createPages = ({ actions }, { basePath = '/p${i}' }) => actions.createPage({ path: basePath, component: require.resolve('./t.js') });\n`);
      const list = JSON.stringify(Array.from({ length: 1000 }, (_, i) => [`/old${i}`, `/new${i}`]));
      const loops = `${'for (const [fromPath, toPath] of list) { '.repeat(200)}createRedirect({ fromPath, toPath });${' }'.repeat(200)}`;
      write(root, 'gatsby-node.js', `const list = ${list};\nexports.createPages = ({ actions: { createRedirect } }) => {\n${loops}\n${'list.forEach(([fromPath, toPath]) => createRedirect({ fromPath, toPath }));\n'.repeat(2000)}};\n`);
      write(root, 'src/pages/index.js', '');
    },
    paths: ['/', '/old5', '/p1', '/p3/x', '/missing/'],
  },
  {
    name: 'many-apps-locale-middleware',
    what: 'a monorepo of 14 Next.js apps (the site chosen by 300 audited paths), one with a 700 KB middleware of locale-prefix rewrites',
    build(root) {
      write(root, 'package.json', JSON.stringify({ private: true, workspaces: ['apps/*'] }));
      for (let a = 0; a < 14; a++) {
        write(root, `apps/a${a}/package.json`, JSON.stringify({ dependencies: { next: '15' } }));
        write(root, `apps/a${a}/app/[locale]/[...rest]/page.tsx`, '');
        write(root, `apps/a${a}/app/[locale]/layout.tsx`, 'export function generateStaticParams() { return ["en", "de"].map((locale) => ({ locale })); }');
      }
      const branches = Array.from({ length: 6000 }, (_, i) => `  if (pathname === "/p${i}") { const u = req.nextUrl.clone(); u.pathname = \`/\${l${i % 7}}\${pathname}\`; return NextResponse.rewrite(u); }`);
      write(root, 'apps/a13/middleware.ts', `import { NextResponse } from "next/server";\nexport function middleware(req) {\n  const { pathname } = req.nextUrl;\n${branches.join('\n')}\n}\n`);
      write(root, 'apps/a13/app/[locale]/p1/page.tsx', '');
    },
    paths: ['/', '/p1', '/en/p1', ...Array.from({ length: 300 }, (_, i) => `/p${i}/x`)],
  },
  {
    name: 'env-files-and-plugin-loops',
    what: 'Next.js .env files of blank lines and endless names; an Eleventy config whose plugin modules load each other in a loop',
    build(root) {
      write(root, 'next-site/package.json', JSON.stringify({ dependencies: { next: '14' } }));
      write(root, 'next-site/next.config.js', 'module.exports = { basePath: process.env.BASE_PATH };\n');
      write(root, 'next-site/.env', `${'\n'.repeat(60_000)}BASE_PATH=/docs\n`);
      write(root, 'next-site/.env.local', Array.from({ length: 6000 }, (_, i) => `N${i}=${'v'.repeat(8)}`).join('\n'));
      write(root, 'next-site/pages/about.tsx', '');
      write(root, 'eleventy-site/package.json', JSON.stringify({ devDependencies: { '@11ty/eleventy': '3' } }));
      write(root, 'eleventy-site/eleventy.config.js', "const a = require('./plugins/a');\nmodule.exports = (c) => { c.addPlugin(a); };\n");
      for (const [from, to] of [['a', 'b'], ['b', 'a']]) {
        write(root, `eleventy-site/plugins/${from}.js`, `const next = require('./${to}');\nmodule.exports = (c) => { c.addPlugin(next); c.addPassthroughCopy('${from}.txt'); };\n`);
      }
      write(root, 'eleventy-site/a.txt', '');
      write(root, 'eleventy-site/index.md', '');
    },
    paths: ['/docs/about', '/about', '/a.txt', '/'],
  },
];

/** Page sources built to make the finding locator backtrack (each about 1 MB, the read cap). */
export const HOSTILE_PAGES: Array<{ name: string; file: string; text: string }> = [
  { name: 'unclosed meta tags', file: 'page.html', text: `<meta a="${'<meta name=robots '.repeat(55_000)}` },
  { name: 'unclosed quotes in tags', file: 'page.html', text: `<meta ${'name="x '.repeat(120_000)}>` },
  { name: 'component heads without >', file: 'page.astro', text: `---\n---\n${'<Layout noindex="'.repeat(55_000)}` },
  { name: 'blank runs before props', file: 'page.astro', text: `---\n---\n<Layout${' '.repeat(900_000)}x` },
  { name: 'unclosed JSX comments', file: 'page.tsx', text: '{/*'.repeat(300_000) },
  { name: 'h1 and title openers', file: 'page.html', text: '<h1 <title '.repeat(90_000) },
  { name: 'front-matter robots line of blanks', file: 'post.md', text: `---\nrobots: noindex${' '.repeat(60_000)}x\n---\n# t\n` },
  { name: 'markdown fences never closed', file: 'post.md', text: '```\n# x\n'.repeat(120_000) },
  { name: 'deep brace props', file: 'page.astro', text: `---\n---\n<Layout title=${'{'.repeat(400_000)}>` },
];
