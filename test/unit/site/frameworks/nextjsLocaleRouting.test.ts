// An app router site under app/[locale] reached from URLs without a locale through its middleware
// (https://nextjs.org/docs/app/guides/internationalization), and next.config redirects with computed destinations.
import assert from 'node:assert/strict';
import { createSiteMapper } from '../../../../src/core/site/mapper';
import { memorySite } from '../siteFixture';
import { expectMapped } from './helpers';

const REWRITING = `import { NextResponse } from "next/server";
import { defaultLocale, locales } from "./i18n";
export function middleware(request) {
  const { pathname } = request.nextUrl;
  if (pathname === \`/\${defaultLocale}\` || pathname.startsWith(\`/\${defaultLocale}/\`)) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.slice(defaultLocale.length + 1) || "/";
    return NextResponse.redirect(url);
  }
  const hasLocale = locales.some((l) => pathname === \`/\${l}\` || pathname.startsWith(\`/\${l}/\`));
  if (!hasLocale) {
    const url = request.nextUrl.clone();
    url.pathname = \`/\${defaultLocale}\${pathname}\`;
    return NextResponse.rewrite(url);
  }
  return NextResponse.next();
}`;

/** The Next.js guide's own example: a path without a locale is redirected to the visitor's. */
const REDIRECTING = `import { NextResponse } from "next/server";
import { locales } from "./i18n";
function getLocale(request) { return "en"; }
export function middleware(request) {
  const { pathname } = request.nextUrl;
  const has = locales.some((l) => pathname.startsWith(\`/\${l}/\`) || pathname === \`/\${l}\`);
  if (has) return;
  const locale = getLocale(request);
  request.nextUrl.pathname = \`/\${locale}\${pathname}\`;
  return NextResponse.redirect(request.nextUrl);
}`;

function site(middleware: string) {
  return memorySite({
    'package.json': JSON.stringify({ dependencies: { next: '15' } }),
    'i18n.ts': 'export const locales = ["en", "de", "pt-BR"];\nexport const defaultLocale = "en";\n',
    'middleware.ts': middleware,
    'app/[locale]/layout.tsx': 'import { locales } from "../../i18n";\nexport function generateStaticParams() { return locales.map((locale) => ({ locale })); }\nexport default function L({ children }) { return children; }',
    ...Object.fromEntries(['app/[locale]/page.tsx', 'app/[locale]/pricing/page.tsx', 'app/sitemap.ts', 'public/robots.txt'].map((f) => [f, ''])),
    'app/[locale]/[...rest]/page.tsx': 'import { notFound } from "next/navigation";\nexport default function P() { notFound(); }',
  });
}

describe('site/nextjs locale middleware', () => {
  it('a middleware rewriting paths without a locale to the default one serves them from the [locale] tree', () => {
    const mapper = createSiteMapper({ files: site(REWRITING) });
    const file = (p: string) => mapper.resolve(p).file;
    assert.equal(file('/'), 'app/[locale]/page.tsx');
    assert.equal(file('/pricing'), 'app/[locale]/pricing/page.tsx');
    assert.equal(file('/de/pricing'), 'app/[locale]/pricing/page.tsx');
    assert.equal(file('/pt-BR'), 'app/[locale]/page.tsx');
    // The default locale's prefix is redirected away; a segment that is no locale is a path under the default one.
    assert.equal(mapper.resolve('/en/pricing').kind, 'redirect');
    assert.equal(file('/ja/pricing'), null);
    assert.equal(file('/PT-br/pricing'), null);
    // Public files and routes outside the tree answer for themselves.
    assert.equal(file('/robots.txt'), 'public/robots.txt');
    assert.equal(file('/sitemap.xml'), 'app/sitemap.ts');
  });

  it("the guide's redirecting middleware: a path without a locale has no page of its own", () => {
    const mapper = createSiteMapper({ files: site(REDIRECTING) });
    assert.equal(mapper.resolve('/pricing').kind, 'redirect');
    assert.equal(mapper.resolve('/pricing').file, null);
    assert.equal(mapper.resolve('/de/pricing').file, 'app/[locale]/pricing/page.tsx');
    assert.equal(mapper.resolve('/en').file, 'app/[locale]/page.tsx');
    assert.equal(mapper.resolve('/robots.txt').file, 'public/robots.txt');
  });

  it("Next.js' i18n example: locales in a config module, a redirect built with new URL()", () => {
    const example = `import { NextResponse } from "next/server";
import { i18n } from "./i18n-config";
function getLocale(request) { return i18n.defaultLocale; }
export function middleware(request) {
  const pathname = request.nextUrl.pathname;
  const pathnameIsMissingLocale = i18n.locales.every((locale) => !pathname.startsWith(\`/\${locale}/\`) && pathname !== \`/\${locale}\`);
  if (pathnameIsMissingLocale) {
    const locale = getLocale(request);
    return NextResponse.redirect(new URL(\`/\${locale}\${pathname.startsWith("/") ? "" : "/"}\${pathname}\`, request.url));
  }
}
export const config = { matcher: ["/((?!api|_next/static|_next/image|favicon.ico).*)"] };`;
    const files = memorySite({
      'package.json': JSON.stringify({ dependencies: { next: '15' } }),
      'i18n-config.ts': 'export const i18n = { defaultLocale: "en", locales: ["en", "de", "cs"] } as const;\n',
      'middleware.ts': example,
      'app/[lang]/layout.tsx': 'import { i18n } from "../../i18n-config";\nexport async function generateStaticParams() { return i18n.locales.map((locale) => ({ lang: locale })); }\nexport default function L({ children }) { return children; }',
      'app/[lang]/page.tsx': '',
    });
    const mapper = createSiteMapper({ files });
    assert.equal(mapper.resolve('/').kind, 'redirect');
    assert.equal(mapper.resolve('/cs').file, 'app/[lang]/page.tsx');
  });

  it('without a middleware, or without a readable locale list, [locale] matches as before', () => {
    const files = site('export function middleware() {}');
    assert.equal(createSiteMapper({ files }).resolve('/pricing').file, 'app/[locale]/page.tsx');
  });

  it("next-intl: 'as-needed' serves the default locale unprefixed, 'always' (its default) redirects unprefixed paths", () => {
    const intl = (prefix: string) => `import createMiddleware from "next-intl/middleware";
export default createMiddleware({ locales: ["en", "de"], defaultLocale: "en"${prefix} });
export const config = { matcher: ["/((?!api|_next|.*\\..*).*)"] };`;
    const asNeeded = createSiteMapper({ files: site(intl(', localePrefix: "as-needed"')) });
    assert.equal(asNeeded.resolve('/pricing').file, 'app/[locale]/pricing/page.tsx');
    assert.equal(asNeeded.resolve('/de/pricing').file, 'app/[locale]/pricing/page.tsx');
    assert.equal(asNeeded.resolve('/en/pricing').kind, 'redirect');
    const always = createSiteMapper({ files: site(intl('')) });
    assert.equal(always.resolve('/pricing').kind, 'redirect');
    assert.equal(always.resolve('/en/pricing').file, 'app/[locale]/pricing/page.tsx');
    const never = createSiteMapper({ files: site(intl(', localePrefix: "never"')) });
    assert.equal(never.resolve('/pricing').file, 'app/[locale]/pricing/page.tsx');
    assert.equal(never.resolve('/de/pricing').kind, 'redirect');
    // Locales are next-intl's: 'pt-BR' is listed by the layout only.
    assert.equal(always.resolve('/pt-BR/pricing').kind, 'redirect');
  });

  it("next-intl pathnames: a locale's localized path is its internal page (params kept); the internal path of that locale redirects", () => {
    const files = memorySite({
      'package.json': JSON.stringify({ dependencies: { next: '15', 'next-intl': '4' } }),
      'src/i18n/routing.ts': "import { defineRouting } from 'next-intl/routing';\nexport const routing = defineRouting({\n  locales: ['en', 'fr'],\n  defaultLocale: 'en',\n  localePrefix: 'as-needed',\n  pathnames: {\n    '/': '/',\n    '/project/[id]': { en: '/project/[id]', fr: '/projet/[id]' },\n    '/about': { en: '/about', fr: '/a-propos' },\n    '/docs/[...slug]': '/documentation/[...slug]',\n  },\n});\n",
      'src/middleware.ts': "import createMiddleware from 'next-intl/middleware';\nimport { routing } from './i18n/routing';\nexport default createMiddleware(routing);\n",
      ...Object.fromEntries(['src/app/[locale]/page.tsx', 'src/app/[locale]/about/page.tsx', 'src/app/[locale]/project/[id]/page.tsx', 'src/app/[locale]/docs/[...slug]/page.tsx', 'src/app/[locale]/contact/page.tsx'].map((f) => [f, 'export default function P() { return null; }'])),
    });
    const mapper = createSiteMapper({ files });
    assert.equal(mapper.resolve('/fr/a-propos').file, 'src/app/[locale]/about/page.tsx');
    assert.equal(mapper.resolve('/about').file, 'src/app/[locale]/about/page.tsx');
    assert.equal(mapper.resolve('/fr/projet/taibun').file, 'src/app/[locale]/project/[id]/page.tsx');
    assert.equal(mapper.resolve('/documentation/a/b').file, 'src/app/[locale]/docs/[...slug]/page.tsx');
    assert.equal(mapper.resolve('/fr/contact').file, 'src/app/[locale]/contact/page.tsx');
    assert.equal(mapper.resolve('/fr/about').kind, 'redirect');
    assert.equal(mapper.resolve('/fr/project/taibun').kind, 'redirect');
    assert.equal(mapper.resolve('/docs/a').kind, 'redirect');
  });

  it('a page that only redirects in the browser (its own effect, or a local redirect component it renders alone) has no source', () => {
    const redirectClient = "'use client';\nimport { useEffect } from 'react';\nimport { useRouter } from 'next/navigation';\nexport default function RedirectClient({ to }) {\n  const router = useRouter();\n  useEffect(() => { router.replace(to); }, [router, to]);\n  return <a href={to}>Moved</a>;\n}\n";
    const files = memorySite({
      'package.json': JSON.stringify({ dependencies: { next: '15' } }),
      'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }),
      'src/components/RedirectClient.tsx': redirectClient,
      'src/components/Card.tsx': "export default function Card() { return <div><h1>Card</h1></div>; }\n",
      'src/app/blog/old-post/page.tsx': "import RedirectClient from '@/components/RedirectClient';\nexport default function Page() {\n  return <RedirectClient to=\"/blog/new-post\" />;\n}\n",
      'src/app/moved/page.tsx': "'use client';\nimport { useEffect } from 'react';\nexport default function Moved() {\n  useEffect(() => { window.location.href = 'https://example.org'; }, []);\n  return null;\n}\n",
      'src/app/card/page.tsx': "import Card from '@/components/Card';\nexport default function Page() { return <Card />; }\n",
      'src/app/tabs/page.tsx': "'use client';\nimport { useEffect } from 'react';\nimport { useRouter } from 'next/navigation';\nimport Tabs from '@/components/Card';\nexport default function Page() {\n  const router = useRouter();\n  useEffect(() => { router.push('/tabs?x=1'); }, []);\n  return <Tabs />;\n}\n",
    });
    const mapper = createSiteMapper({ files });
    assert.equal(mapper.resolve('/blog/old-post').kind, 'redirect');
    assert.equal(mapper.resolve('/moved').kind, 'redirect');
    assert.equal(mapper.resolve('/card').file, 'src/app/card/page.tsx');
    assert.equal(mapper.resolve('/tabs').file, 'src/app/tabs/page.tsx');
  });

  it('a route handler whose GET redirects on every path (a try/catch, a cache filled first) serves no page', () => {
    const files = memorySite({
      'package.json': JSON.stringify({ dependencies: { next: '15' } }),
      'app/fuzzy/[input]/route.ts': "import { NextResponse } from 'next/server';\nlet paths = [];\nexport async function GET(req, props) {\n  const input = (await props.params).input;\n  if (paths.length === 0) {\n    paths = await fetchSlugs();\n  }\n  try {\n    const output = await guess(input);\n    return NextResponse.redirect(new URL(output, req.url));\n  } catch {\n    return NextResponse.redirect(new URL('/', req.url));\n  }\n}\n",
      'app/feed/route.ts': "export async function GET() {\n  return new Response('<rss/>');\n}\n",
    });
    const mapper = createSiteMapper({ files });
    assert.equal(mapper.resolve('/fuzzy/blgo').kind, 'redirect');
    assert.equal(mapper.resolve('/feed').file, 'app/feed/route.ts');
  });

  it('a next.config redirect with a literal source redirects whatever its destination is computed from', () => {
    const files = memorySite({
      'package.json': JSON.stringify({ dependencies: { next: '15' } }),
      'next.config.js': 'const app = process.env.APP_URL;\nmodule.exports = { async redirects() { return [{ source: "/login", destination: new URL("/login", app).href, permanent: true }]; } };',
      'app/[slug]/page.tsx': '',
    });
    const res = createSiteMapper({ files }).resolve('/login');
    assert.equal(res.file, null);
    assert.equal(res.kind, 'redirect');
  });
});

describe('site/nextjs middleware rewrites of fixed paths', () => {
  it('a path the middleware rewrites is served by the route of the destination; another origin has no source here', () => {
    const files = memorySite({
      'package.json': JSON.stringify({ dependencies: { next: '15' } }),
      'middleware.ts': `import { NextResponse } from "next/server";
export function middleware(request) {
  const { pathname } = request.nextUrl;
  if (pathname === "/") return NextResponse.rewrite(new URL("/home", request.url));
  if (pathname === "/status" || pathname === "/uptime") { return NextResponse.rewrite("https://status.example.org/"); }
  if (pathname.startsWith("/docs")) return NextResponse.rewrite(new URL("/help", request.url));
  return NextResponse.next();
}`,
      'app/home/page.tsx': '',
      'app/page.tsx': '',
      'app/status/page.tsx': '',
      'app/docs/page.tsx': '',
    });
    const mapper = createSiteMapper({ files });
    assert.equal(mapper.resolve('/').file, 'app/home/page.tsx');
    assert.match(mapper.resolve('/').reason, /middleware\.ts rewrites this path to \/home/);
    assert.equal(mapper.resolve('/status').file, null);
    assert.equal(mapper.resolve('/uptime').file, null);
    // A whole-section (prefix) rewrite is not followed.
    assert.equal(mapper.resolve('/docs').file, 'app/docs/page.tsx');
    assert.equal(mapper.resolve('/home').file, 'app/home/page.tsx');
  });

  it('a middleware that always redirects, limited by a matcher of plain paths: those paths are redirects, others keep their pages', () => {
    const mapper = createSiteMapper({ files: memorySite({
      'package.json': '{"dependencies":{"next":"14"}}',
      'pages/blog/[slug].tsx': 'export default function Post() { return null; }',
      'middleware.ts': "import { NextResponse } from 'next/server';\nexport async function middleware(request) {\n  return NextResponse.redirect(new URL('/blog/newest', request.url));\n}\nexport const config = { matcher: ['/blog/latest'] };",
    }) });
    assert.equal(mapper.resolve('/blog/latest').kind, 'redirect');
    assert.equal(mapper.resolve('/blog/hello').file, 'pages/blog/[slug].tsx');
  });

  it('a matcher with params is not a list of paths: nothing is read as a redirect from it', () => {
    const mapper = createSiteMapper({ files: memorySite({
      'package.json': '{"dependencies":{"next":"14"}}',
      'pages/blog/[slug].tsx': 'export default function Post() { return null; }',
      'middleware.ts': "import { NextResponse } from 'next/server';\nexport function middleware(request) { return NextResponse.redirect(new URL('/', request.url)); }\nexport const config = { matcher: '/blog/:path*' };",
    }) });
    assert.equal(mapper.resolve('/blog/hello').file, 'pages/blog/[slug].tsx');
  });

  it('a page that 404s when its list has no entry for the param (findIndex, the list imported through a module re-exporting objects) has no page for other values', () => {
    const mapper = createSiteMapper({ files: memorySite({
      'package.json': '{"dependencies":{"next":"15"}}',
      'src/lib/labs/a.tsx': 'const a = { slug: "aa" };\nexport { a };',
      'src/lib/labs/index.ts': 'import { a } from "./a";\nexport const labs = [a];',
      'src/app/labs/[slug]/page.tsx': 'import { notFound } from "next/navigation";\nimport { labs } from "@/lib/labs";\nexport function generateStaticParams() { return labs.map((l) => ({ slug: l.slug })); }\nexport default async function P({ params }) { const { slug } = await params; const i = labs.findIndex((l) => l.slug === slug); if (i === -1) { notFound(); } return null; }',
    }) });
    assert.equal(mapper.resolve('/labs/aa').file, 'src/app/labs/[slug]/page.tsx');
    assert.equal(mapper.resolve('/labs/zz').file, null);
  });

  it('redirects() returning an imported Promise.resolve([...]) of rules built by a local helper are read as the list', () => {
    const mapper = createSiteMapper({ files: memorySite({
      'package.json': '{"dependencies":{"next":"15"}}',
      'src/app/blog/[slug]/page.tsx': 'export default function Post() { return null; }',
      'config/redirects.ts': "const rule = (source: string, destination: string, permanent = false) => ({ source, destination, permanent });\nconst redirects = Promise.resolve([rule('/blog/old', 'https://elsewhere.example/x')]);\nexport default redirects;",
      'next.config.ts': "import redirects from './config/redirects';\nconst config = { redirects: () => redirects };\nmodule.exports = config;",
    }) });
    assert.equal(mapper.resolve('/blog/old').kind, 'redirect');
    assert.equal(mapper.resolve('/blog/new').file, 'src/app/blog/[slug]/page.tsx');
  });
});

describe("next-intl's routing kept in a workspace package of a monorepo", () => {
  it("the middleware's imports are followed into the package: its 'as-needed' routing serves the default locale unprefixed", () => {
    expectMapped({
      'package.json': JSON.stringify({ private: true, devDependencies: { turbo: '2' } }),
      'pnpm-workspace.yaml': "packages:\n  - apps/*\n  - packages/*\n",
      'packages/i18n/package.json': JSON.stringify({ name: '@repo/i18n', exports: { './middleware': './src/middleware.ts', './routing': './src/routing.ts' } }),
      'packages/i18n/src/config.ts': "export const i18n = { locales: ['en', 'zh-TW'], defaultLocale: 'en' } as const\n",
      'packages/i18n/src/routing.ts': "import { defineRouting } from 'next-intl/routing'\nimport { i18n } from './config'\nexport const routing = defineRouting({ locales: i18n.locales, defaultLocale: i18n.defaultLocale, localePrefix: 'as-needed' })\n",
      'packages/i18n/src/middleware.ts': "import createMiddleware from 'next-intl/middleware'\nimport { routing } from './routing'\nexport const i18nMiddleware = createMiddleware(routing)\n",
      'apps/web/package.json': JSON.stringify({ name: '@repo/web', dependencies: { next: '15', '@repo/i18n': 'workspace:*' } }),
      'apps/web/next.config.ts': 'export default {}\n',
      'apps/web/src/middleware.ts': "import type { NextRequest } from 'next/server'\nimport { i18nMiddleware } from '@repo/i18n/middleware'\nconst middleware = (request: NextRequest) => i18nMiddleware(request)\nexport default middleware\n",
      'apps/web/src/app/[locale]/(main)/page.tsx': 'export default function Page() { return null }\n',
      'apps/web/src/app/[locale]/(main)/blog/page.tsx': 'export default function Page() { return null }\n',
    }, {
      '/': 'apps/web/src/app/[locale]/(main)/page.tsx',
      '/blog': 'apps/web/src/app/[locale]/(main)/blog/page.tsx',
      '/zh-TW/blog': 'apps/web/src/app/[locale]/(main)/blog/page.tsx',
      '/en/blog': null,
      '/ja/blog': null,
    }, { framework: 'nextjs-app' });
  });
});

describe('Next.js: content split by locale inside the section folder a loader names', () => {
  it("/[locale]/blog/[slug] over content/blog/<locale>/<slug>.mdx reads the URL locale's folder", () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '15', 'next-intl': '4', '@content-collections/core': '0.11' } }),
      'next.config.ts': 'export default {}\n',
      'src/i18n/routing.ts': "import { defineRouting } from 'next-intl/routing'\nexport const routing = defineRouting({ locales: ['en', 'zh-TW'], defaultLocale: 'en', localePrefix: 'as-needed' })\n",
      'content-collections.ts': "import { defineCollection, defineConfig } from '@content-collections/core'\nconst posts = defineCollection({ name: 'Post', directory: 'src/content/blog', include: '**/*.mdx' })\nexport default defineConfig({ collections: [posts] })\n",
      'src/app/[locale]/blog/[slug]/page.tsx': "import { notFound } from 'next/navigation'\nimport { allPosts } from 'content-collections'\nexport const generateStaticParams = () => allPosts.map((post) => ({ slug: post.slug, locale: post.locale }))\nexport default async function Page({ params }) {\n  const { slug, locale } = await params\n  const post = allPosts.find((p) => p.slug === slug && p.locale === locale)\n  if (!post) notFound()\n  return null\n}\n",
      'src/content/blog/en/php.mdx': '---\ntitle: x\n---\n',
      'src/content/blog/zh-TW/php.mdx': '---\ntitle: x\n---\n',
    }, {
      '/blog/php': 'src/content/blog/en/php.mdx',
      '/zh-TW/blog/php': 'src/content/blog/zh-TW/php.mdx',
      '/zh-TW/blog/other': null,
    }, { framework: 'nextjs-app' });
  });
});
