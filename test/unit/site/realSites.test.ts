// Layouts of real public site repositories (file lists + hand-written minimal configs carrying their routing facts):
// real URL paths of each site must map to the file that produces them.
import assert from 'node:assert/strict';
import { mapSite } from '../../../src/cli/map';
import { loadSiteFixture } from './siteFixture';

type Expect = Record<string, string | null | RegExp>;

function check(fixture: string, expect: Expect, site?: { dir: string; framework: string }) {
  const mapping = mapSite(loadSiteFixture(fixture));
  if (site) {
    assert.equal(mapping.site.dir, site.dir, 'site root');
    assert.equal(mapping.mapper.framework, site.framework, 'framework');
  }
  const paths = Object.keys(expect);
  const results = mapping.map(paths);
  for (const [i, path] of paths.entries()) {
    const want = expect[path];
    const got = results[i];
    assert.equal(got.path, path);
    if (want instanceof RegExp) {
      assert.equal(got.file, null, `${path}: ${got.reason}`);
      assert.match(got.reason, want, path);
    } else {
      assert.equal(got.file, want, `${path}: ${got.reason}`);
    }
  }
  return results;
}

describe('site/real sites', () => {
  it('Next.js app router + contentlayer content (shadcn-ui/taxonomy)', () => {
    const results = check('nextjs-taxonomy', {
      '/': 'app/(marketing)/page.tsx',
      '/pricing': 'app/(marketing)/pricing/page.tsx',
      '/blog': 'app/(marketing)/blog/page.tsx',
      '/blog/deploying-next-apps': 'content/blog/deploying-next-apps.mdx',
      '/docs': 'content/docs/index.mdx',
      '/docs/documentation': 'content/docs/documentation/index.mdx',
      '/docs/documentation/components': 'content/docs/documentation/components.mdx',
      '/docs/in-progress': 'content/docs/in-progress.mdx',
      '/guides': 'app/(docs)/guides/page.tsx',
      '/guides/using-next-auth-next-13': 'content/guides/using-next-auth-next-13.mdx',
      '/privacy': 'content/pages/privacy.mdx',
      '/login': 'app/(auth)/login/page.tsx',
      '/dashboard/billing': 'app/(dashboard)/dashboard/billing/page.tsx',
      '/editor/abc123': 'app/(editor)/editor/[postId]/page.tsx',
      'https://tx.shadcn.com/pricing?ref=x#plans': 'app/(marketing)/pricing/page.tsx',
    }, { dir: '', framework: 'nextjs-app' });
    assert.equal(results[3].reason, 'content/blog/deploying-next-apps.mdx via app/(marketing)/blog/[...slug]/page.tsx');
    assert.match(results[13].reason, /route template app\/\(editor\)\/editor\/\[postId\]\/page\.tsx/);
  });

  it('Next.js app router with data from an API: templates (vercel/commerce)', () => {
    check('nextjs-commerce', {
      '/': 'app/page.tsx',
      '/search': 'app/search/page.tsx',
      '/search/shirts': 'app/search/[collection]/page.tsx',
      '/product/acme-geometric-circles-t-shirt': 'app/product/[handle]/page.tsx',
      '/about': 'app/[page]/page.tsx',
      '/sitemap.xml': 'app/sitemap.ts',
    }, { dir: '', framework: 'nextjs-app' });
  });

  it('Next.js app router with page.mdx (leerob/site)', () => {
    check('nextjs-leerob-site', { '/': 'app/page.mdx', '/n/1': 'app/n/1/page.mdx', '/n/404': /no source/ });
  });

  it('Next.js pages router: root optional catch-all over src/content, vercel.json redirects (reactjs/react.dev)', () => {
    check('nextjs-pages-react.dev', {
      '/': 'src/content/index.md',
      '/learn': 'src/content/learn/index.md',
      '/learn/thinking-in-react': 'src/content/learn/thinking-in-react.md',
      '/reference/react/useState': 'src/content/reference/react/useState.md',
      '/blog/2024/12/05/react-19': 'src/content/blog/2024/12/05/react-19.md',
      '/community/team/': 'src/content/community/team.md',
      '/errors': 'src/pages/errors/index.tsx',
      '/errors/421': 'src/pages/errors/[errorCode].tsx',
      '/reference': /redirected by vercel\.json to \/reference\/react$/,
      '/learn/meet-the-team': /redirected by vercel\.json to \/community\/team/,
    }, { dir: '', framework: 'nextjs-pages' });
  });

  it('SvelteKit in a monorepo: dated blog files, numbered docs folders (sveltejs/svelte.dev)', () => {
    check('sveltekit-svelte.dev', {
      '/': 'apps/svelte.dev/src/routes/+page.svelte',
      '/blog': 'apps/svelte.dev/src/routes/blog/+page.svelte',
      '/blog/write-less-code': 'apps/svelte.dev/content/blog/2019-04-20-write-less-code.md',
      '/blog/svelte-5-is-alive': 'apps/svelte.dev/content/blog/2024-10-22-svelte-5-is-alive.md',
      '/docs/svelte/overview': 'apps/svelte.dev/content/docs/svelte/01-introduction/01-overview.md',
      '/docs/kit/introduction': 'apps/svelte.dev/content/docs/kit/10-getting-started/10-introduction.md',
      '/docs/kit/adapter-vercel': 'apps/svelte.dev/content/docs/kit/25-build-and-deploy/90-adapter-vercel.md',
      '/tutorial/svelte/welcome-to-svelte': 'apps/svelte.dev/content/tutorial/01-svelte/01-introduction/01-welcome-to-svelte/index.md',
      '/playground': 'apps/svelte.dev/src/routes/(authed)/playground/+page.svelte',
      '/packages': 'apps/svelte.dev/src/routes/packages/+page.svelte',
      '/favicon.png': 'apps/svelte.dev/static/favicon.png',
    }, { dir: 'apps/svelte.dev', framework: 'sveltekit' });
  });

  it('Astro + Starlight docs with locales and public/_redirects (withastro/starlight docs)', () => {
    check('astro-starlight', {
      '/': 'docs/src/content/docs/index.mdx',
      '/getting-started/': 'docs/src/content/docs/getting-started.mdx',
      '/guides/i18n/': 'docs/src/content/docs/guides/i18n.mdx',
      '/de/getting-started/': 'docs/src/content/docs/de/getting-started.mdx',
      '/components/asides/': 'docs/src/content/docs/components/asides.mdx',
      '/showcase/': /redirected by public\/_redirects to \/resources\/showcase\//,
      '/zh/guides/i18n/': /redirected by public\/_redirects to \/zh-cn\/guides\/i18n/,
      '/favicon.svg': 'docs/public/favicon.svg',
      '/no-such-page/': /no source/,
    }, { dir: 'docs', framework: 'astro' });
  });

  it('Astro 5 glob-loader collections through routes that import a data module (astro-theme-cactus)', () => {
    const results = check('astro-cactus', {
      '/': 'src/pages/index.astro',
      '/about': 'src/pages/about.astro',
      '/posts': 'src/pages/posts/[...page].astro',
      '/posts/2': 'src/pages/posts/[...page].astro',
      '/posts/webmentions': 'content/posts/webmentions.md',
      '/posts/markdown-elements': 'content/posts/markdown-elements/index.md',
      '/posts/markdown-elements/admonitions': 'content/posts/markdown-elements/admonitions.md',
      '/notes/welcome': 'content/notes/welcome.md',
      '/tags': 'src/pages/tags/index.astro',
    }, { dir: '', framework: 'astro' });
    assert.equal(results[4].reason, "content/posts/webmentions.md via src/pages/posts/[...slug].astro (collection 'post')");
  });
});
