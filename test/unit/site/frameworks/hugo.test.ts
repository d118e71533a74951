// Hugo's configuration directory, per-language content folders, template-only pages, ugly permalinks and aliases,
// on small in-memory sites (the real layouts are in the corpus).
import assert from 'node:assert/strict';
import { mapSite } from '../../../../src/cli/map';
import { hugo } from '../../../../src/core/site/frameworks/hugo';
import { loadHugoData } from '../../../../src/core/site/frameworks/hugoConfig';
import { memorySite } from '../siteFixture';
import { memoryFiles } from './fixtureFiles';
import { expectMapped, expectNoRoute, expectRoutes } from './helpers';

describe('Hugo', () => {
  it('ignoreFiles patterns that are plain text once unescaped drop those files; other regexes are left out (never compiled)', () => {
    expectMapped({
      'config.yaml': 'baseURL: https://x.io/\nignoreFiles:\n  - api-reference\\.html\n  - "\\\\.draft\\\\.md$"\n  - "(a+)+$"\n',
      'content/docs/api-reference.md': '---\ntitle: x\n---\n',
      'content/docs/api-reference.html': '---\ntitle: x\n---\n<p>x</p>\n',
      'content/docs/notes.draft.md': '---\ntitle: x\n---\n',
      'content/docs/aaa.md': '---\ntitle: x\n---\n',
    }, {
      '/docs/api-reference/': 'content/docs/api-reference.md',
      '/docs/notes.draft/': null,
      '/docs/aaa/': 'content/docs/aaa.md',
    }, { framework: 'hugo' });
  });
  it("a section's `cascade: { draft: true }` makes it and its pages drafts (not published); a page saying draft: false stays", () => {
    expectMapped({
      'hugo.toml': "baseURL = 'https://example.org/'\ntheme = 'stack'\n",
      'content/_index.md': '',
      'content/drafts/_index.md': "+++\ntitle = 'Drafts'\n[cascade]\ndraft = true\n+++\n",
      'content/drafts/unfinished.md': "+++\ntitle = 'x'\n+++\n",
      'content/drafts/ready.md': "+++\ntitle = 'y'\ndraft = false\n+++\n",
      'content/posts/hello.md': "+++\ntitle = 'z'\n+++\n",
    }, {
      '/drafts/': null,
      '/drafts/unfinished/': null,
      '/drafts/ready/': 'content/drafts/ready.md',
      '/posts/hello/': 'content/posts/hello.md',
    }, { framework: 'hugo' });
  });

  it("a theme repository's site is its docs/ folder, not the theme at the root; a base URL the build passes in leaves the base path to the audited pages", () => {
    const repo = {
      'theme.toml': "name = 'Theme'\n",
      'hugo.toml': "[module]\n  [module.hugoVersion]\n    min = '0.146.0'\n",
      'layouts/_default/single.html': '',
      '.github/workflows/pages.yml': "jobs:\n  build:\n    steps:\n      - run: ./build.sh \"${{ steps.pages.outputs.base_url }}\"\n",
      'build.sh': '#!/bin/bash\nBASE_URL=${1:-"http://localhost:1313"}\nhugo --minify --source=docs --baseURL "$BASE_URL/" --destination=../public\n',
      'docs/hugo.yaml': 'baseURL: "https://example.com/"\ntitle: Docs\n',
      'docs/content/_index.md': '',
      'docs/content/docs/_index.md': '',
      'docs/content/docs/getting-started.md': '',
    };
    expectMapped(repo, {
      '/theme/': 'docs/content/_index.md',
      '/theme/docs/': 'docs/content/docs/_index.md',
      '/theme/docs/getting-started/': 'docs/content/docs/getting-started.md',
      '/docs/getting-started/': null,
    }, { framework: 'hugo', domain: 'owner.github.io', audited: true });
    // A literal base URL is the config's business: no path is taken from the audited pages.
    expectMapped({ ...repo, 'build.sh': 'hugo --source=docs\n' }, { '/docs/getting-started/': 'docs/content/docs/getting-started.md', '/theme/docs/': null }, { framework: 'hugo', domain: 'owner.github.io', audited: true });
  });

  it('config directory: _default then production merged over the root file; file names are root keys, language suffixes go under languages', () => {
    const data = loadHugoData(memoryFiles({
      'hugo.toml': "baseURL = 'https://root.example.org/'\ntitle = 'root'",
      'config/_default/hugo.toml': "baseurl = 'https://default.example.org/'\ndefaultContentLanguage = 'en'",
      'config/_default/params.toml': "color = 'blue'",
      'config/_default/languages.fr.toml': "contentDir = 'content/fr'\nweight = 2",
      'config/_default/menus.fr.toml': "[[main]]\nname = 'x'",
      'config/_default/params.fr.toml': "color = 'bleu'",
      'config/_default/_languages.toml': "[de]\nweight = 3",
      'config/production/params.toml': "color = 'red'",
      'config/development/hugo.toml': "baseURL = 'http://localhost:1313/'",
    }));
    assert.equal(data.baseurl, 'https://default.example.org/');
    assert.equal(data.title, 'root');
    assert.deepEqual(data.params, { color: 'red' });
    const fr = (data.languages as Record<string, Record<string, unknown>>).fr;
    assert.equal(fr.contentdir, 'content/fr');
    assert.deepEqual(fr.params, { color: 'bleu' });
    assert.ok(fr.menus);
    assert.equal((data.languages as Record<string, unknown>).de, undefined, '_languages.toml is the key "_languages", not languages');
  });

  it('a config directory marks the folder holding config/ as the site, not config/_default or config/production', () => {
    const site = memorySite({
      'config/_default/hugo.toml': "baseURL = 'https://blog.example.org/'\n[languages.en]\ncontentDir = 'content/en'",
      'config/production/hugo.toml': "baseURL = 'https://blog.example.org/'",
      'content/en/about.md': '',
    });
    const mapping = mapSite(site);
    assert.equal(mapping.site.dir, '');
    assert.equal(mapping.mapper.framework, 'hugo');
    assert.equal(mapping.mapper.resolve('/about/').file, 'content/en/about.md');
    // Only the folders inside the repository count: a checkout that happens to live in …/config/blog is a site.
    const checkout = mapSite(memorySite({ 'hugo.toml': "baseURL = 'https://b.example.org/'", 'content/about.md': '' }, '/home/me/config/blog'));
    assert.equal(checkout.mapper.resolve('/about/').file, 'content/about.md');
  });

  it('languages without a contentDir share the top-level contentDir; nested language folders stay their language\'s', () => {
    const t = hugo.compile(memoryFiles({
      'hugo.yaml': 'contentDir: content/main\nlanguages:\n  en: {}\n  de:\n    contentDir: content/main/de\n  fr: {}\n',
      'content/main/about.md': '',
      'content/main/about.fr.md': '',
      'content/main/de/about.md': '',
    }));
    expectRoutes(t, { '/about': 'content/main/about.md', '/fr/about': 'content/main/about.fr.md', '/de/about': 'content/main/de/about.md' });
    expectNoRoute(t, '/de/about.fr', '/de/de/about');
  });

  it('home and section pages without an _index file: the template from the lookup order when it is in the repository', () => {
    const files = {
      'hugo.toml': "theme = 'paper'\ndefaultContentLanguage = 'en'\n[languages.en]\n[languages.fr]",
      'content/posts/one.md': '',
      'content/posts/one.fr.md': '',
      'content/notes/_index.md': "---\nurl: /journal/\n---\n",
      'content/notes/a.md': '',
      'themes/paper/layouts/_default/home.html': '',
      'themes/paper/layouts/_default/list.html': '',
      'layouts/index.fr.html': '',
      'layouts/_default/list.html': '',
    };
    const t = hugo.compile(memoryFiles(files));
    expectRoutes(t, {
      '/': 'themes/paper/layouts/_default/home.html',
      '/fr': 'layouts/index.fr.html',
      '/posts': 'layouts/_default/list.html',
      '/fr/posts': 'layouts/_default/list.html',
      '/journal': 'content/notes/_index.md',
    });
    assert.equal(t.resolve('/posts')?.kind, 'template');
    expectNoRoute(t, '/notes');
    const disabled = hugo.compile(memoryFiles({ ...files, 'hugo.toml': `disableKinds = ['section', 'home']\n${files['hugo.toml']}` }));
    expectNoRoute(disabled, '/posts', '/journal', '/');
    // A theme imported as a module is outside the repository: the page has no source here.
    const moduleTheme = hugo.compile(memoryFiles({ 'hugo.toml': "[module]\n[[module.imports]]\npath = 'github.com/x/theme'", 'content/posts/one.md': '' }));
    expectRoutes(moduleTheme, { '/': null, '/posts': null });
  });

  it('enableRobotsTXT: /robots.txt is the project\'s robots.txt template, else a vendored theme\'s, else Hugo\'s own (no source)', () => {
    const own = hugo.compile(memoryFiles({ 'hugo.toml': 'enableRobotsTXT = true', 'layouts/robots.txt': '', 'themes/t/layouts/robots.txt': '', 'content/a.md': '' }));
    expectRoutes(own, { '/robots.txt': 'layouts/robots.txt' });
    const themed = hugo.compile(memoryFiles({ 'hugo.toml': "theme = 't'\nenableRobotsTXT = true", 'themes/t/layouts/robots.txt': '', 'content/a.md': '' }));
    expectRoutes(themed, { '/robots.txt': 'themes/t/layouts/robots.txt' });
    const builtIn = hugo.compile(memoryFiles({ 'config/_default/hugo.yaml': 'enablerobotstxt: true\n', 'content/a.md': '' }));
    expectRoutes(builtIn, { '/robots.txt': null });
    const off = hugo.compile(memoryFiles({ 'hugo.toml': "title = 'x'", 'layouts/robots.txt': '', 'content/a.md': '' }));
    expectNoRoute(off, '/robots.txt');
  });

  it("a section's list pages through the pages inside it; a parenthesized pipeline passed to .Paginate is its collection, not a size", () => {
    const posts = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`content/blog/post-${i}.md`, '---\ntitle: x\n---\n']));
    const notes = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`content/notes/n-${i}.md`, '---\ntitle: x\n---\n']));
    const t = hugo.compile(memoryFiles({
      'hugo.toml': "baseURL = 'https://x.example.org/'",
      'layouts/blog/list.html': '{{ $paginator := .Paginate (where .Site.RegularPages "Type" "blog") }}',
      'content/blog/_index.md': '',
      'content/notes/_index.md': '',
      ...posts,
      ...notes,
    }));
    expectRoutes(t, { '/blog/page/2/': 'content/blog/_index.md', '/blog/page/3/': null, '/notes/page/3/': 'content/notes/_index.md', '/notes/page/4/': null });
    // Page 1 is the list: Hugo writes a redirect to it there.
    assert.equal(t.resolve('/blog/page/1/')?.kind, 'redirect');
    assert.match(t.resolve('/blog/page/3/')?.reason ?? '', /the section has 12 content files to paginate, 10 a page at least/);
  });

  it('uglyURLs apply to expanded permalinks; the slash form of an ugly page is not a page', () => {
    const t = hugo.compile(memoryFiles({
      'hugo.toml': "[uglyURLs]\npost = true\n[permalinks]\npost = '/:year/:month/:day/:slug/'",
      'content/post/2015-6-4-certs.md': '---\ndate: 2015-06-04\nslug: Certs\n---\n',
    }));
    expectRoutes(t, { '/2015/06/04/certs.html': 'content/post/2015-6-4-certs.md', '/2015/06/04/certs': 'content/post/2015-6-4-certs.md' });
    assert.equal(t.resolve('/2015/06/04/certs', { trailingSlash: true }), undefined);
    expectNoRoute(t, '/2015/6/4/certs.html', '/post/certs');
  });

  it('uglyURLs: section lists are <section>.html (the home stays index.html); an alias folder twin of an ugly page answers only with a trailing slash', () => {
    const t = hugo.compile(memoryFiles({
      'hugo.toml': 'uglyURLs = true\n',
      'content/_index.md': '',
      'content/book/_index.md': '---\naliases: [/library/index.html]\n---\n',
      'content/book/ch1.md': '---\naliases: [/book/ch1/index.html, /old/ch1/index.html]\n---\n',
      'content/docs/_index.md': '---\nurl: /docs.html\naliases: [/docs/index.html]\n---\n',
      'content/tags/x.md': '',
    }));
    expectRoutes(t, {
      '/': 'content/_index.md',
      '/book.html': 'content/book/_index.md',
      '/book': 'content/book/_index.md',
      '/book/ch1.html': 'content/book/ch1.md',
      '/book/ch1': 'content/book/ch1.md',
      '/docs': 'content/docs/_index.md',
      '/old/ch1': null,
      '/library': null,
    });
    assert.equal(t.resolve('/book', { trailingSlash: true }), undefined);
    assert.equal(t.resolve('/book/ch1', { trailingSlash: true })?.kind, 'redirect');
    assert.equal(t.resolve('/docs', { trailingSlash: true })?.kind, 'redirect');
    assert.equal(t.resolve('/book/ch1', { trailingSlash: false, indexFile: 'index.html' })?.kind, 'redirect');
  });

  it('aliases are redirects: no source, whatever page they point to', () => {
    const t = hugo.compile(memoryFiles({
      'hugo.toml': '',
      'content/docs/new.md': '---\naliases: [/old/, legacy]\n---\n',
    }));
    expectRoutes(t, { '/docs/new': 'content/docs/new.md', '/old': null, '/docs/legacy': null });
    assert.equal(t.resolve('/old')?.kind, 'redirect');
  });

  it('static folders: staticDir (a list too), static mounts instead, and each vendored theme\'s static/', () => {
    const files = (config: string) => memorySite({
      'hugo.toml': config,
      'content/_index.md': '',
      'static/robots.txt': '',
      'assets/public/logo.svg': '',
      'themes/paper/static/css/paper.css': '',
    });
    const map = (config: string, paths: string[]) => mapSite(files(config)).map(paths).map((r) => r.file);
    assert.deepEqual(map("theme = 'paper'", ['/robots.txt', '/css/paper.css', '/logo.svg']), ['static/robots.txt', 'themes/paper/static/css/paper.css', null]);
    assert.deepEqual(map("staticDir = ['static', 'assets/public']", ['/robots.txt', '/logo.svg']), ['static/robots.txt', 'assets/public/logo.svg']);
    assert.deepEqual(map("[module]\n[[module.mounts]]\nsource = 'assets/public'\ntarget = 'static'", ['/robots.txt', '/logo.svg']), [null, 'assets/public/logo.svg']);
  });

  it('content mounts per language: `sites.matrix` or `lang`, targets inside content/, `files` filters, first mount wins', () => {
    const files = memoryFiles({
      'hugo.yaml': 'baseURL: https://example.org/\ndefaultContentLanguage: en\nlanguages:\n  en: {}\n  es: {}\n  fr: {}\n',
      'config/_default/module.yaml': [
        'mounts:',
        '  - { source: content/en, target: content }',
        '  - { source: content/es, target: content, sites: { matrix: { languages: [es] } } }',
        "  - { source: content/en/docs, target: content/docs, files: ['! specs/**'], sites: { matrix: { languages: [es, fr] } } }",
        '  - { source: content/fr, target: content, lang: fr }',
      ].join('\n'),
      'content/en/_index.md': '',
      'content/en/docs/_index.md': '',
      'content/en/docs/intro.md': '',
      'content/en/docs/specs/otel.md': '',
      'content/en/blog/post.md': '',
      'content/es/docs/intro.md': '',
      'content/fr/_index.md': '',
    });
    const table = hugo.compile(files);
    expectRoutes(table, {
      '/': 'content/en/_index.md',
      '/docs/intro/': 'content/en/docs/intro.md',
      '/docs/specs/otel/': 'content/en/docs/specs/otel.md',
      '/es/docs/intro/': 'content/es/docs/intro.md',
      '/es/docs/': 'content/en/docs/_index.md',
      '/fr/docs/intro/': 'content/en/docs/intro.md',
      '/fr/': 'content/fr/_index.md',
    });
    for (const path of ['/es/blog/post/', '/es/docs/specs/otel/', '/en/docs/']) assert.equal(table.resolve(path)?.file ?? null, null, path);
  });

  it('mount `files`: a string is one glob (`! _*` excludes, never splits), an excluded folder drops its files, mounts move content', () => {
    const files = memoryFiles({
      'hugo.yaml': [
        'baseURL: https://example.org/',
        'module:',
        '  mounts:',
        "    - { source: content, target: content, files: ['! docs/v?', '! draft-home.md'] }",
        "    - { source: content/docs/v2, target: content/docs, files: '! _*' }",
        '    - { source: content/docs/v2/_dev, target: content/docs/2.dev }',
      ].join('\n'),
      'content/_index.md': '',
      'content/draft-home.md': '',
      'content/docs/_index.md': '',
      'content/docs/v2/_index.md': '',
      'content/docs/v2/2.1/_index.md': '',
      'content/docs/v2/2.1/faq.md': '',
      'content/docs/v2/_dev/_index.md': '',
      'content/docs/v2/_dev/new.md': '',
    });
    const table = hugo.compile(files);
    expectRoutes(table, {
      '/docs/': 'content/docs/_index.md',
      '/docs/2.1/': 'content/docs/v2/2.1/_index.md',
      '/docs/2.1/faq/': 'content/docs/v2/2.1/faq.md',
      '/docs/2.dev/': 'content/docs/v2/_dev/_index.md',
      '/docs/2.dev/new/': 'content/docs/v2/_dev/new.md',
    });
    for (const path of ['/docs/v2/2.1/faq/', '/docs/_dev/new/', '/draft-home/']) assert.equal(table.resolve(path)?.file ?? null, null, path);
  });

  it('a `_redirects` rendered by a home output format: literal rules of its template and the partials it calls redirect', () => {
    const site = (outputs: string) => memorySite({
      'hugo.yaml': [
        'baseURL: https://example.org/',
        'outputFormats:',
        '  REDIRECTS: { mediaType: text/netlify, baseName: _redirects }',
        `outputs: { home: [${outputs}] }`,
        'params: { latest: "2.1" }',
      ].join('\n'),
      'netlify.toml': '[build]\npublish = "public"\n',
      'layouts/index.redirects': '{{ $v := site.Params.latest }}\n/old  /new  301!\n{{ $more := partial "more/rules.txt" . -}}\n{{ $more }}\n',
      'layouts/_partials/more/rules.txt': '/docs/latest  /docs/{{ $v }}  302!\n{{ range (slice "a" "b") }}\n/docs/{{ . }}  /{{ . }}\n{{ end }}\n',
      'content/docs/latest.md': '',
      'content/docs/a.md': '',
      'content/old.md': '',
    });
    const paths = ['/old/', '/docs/latest/', '/docs/a/'];
    const on = mapSite(site('HTML, REDIRECTS'), { paths }).map(paths);
    assert.deepEqual(on.map((r) => r.file), [null, null, 'content/docs/a.md']);
    assert.match(on[1].reason, /redirected by layouts\/_partials\/more\/rules\.txt/);
    assert.deepEqual(mapSite(site('HTML'), { paths }).map(paths).map((r) => r.file), ['content/old.md', 'content/docs/latest.md', 'content/docs/a.md'], 'a format the home page does not render writes no file');
  });

  it('a config-directory file generated at build time (gitignored) is read from the template committed beside it', () => {
    const site = (ignore: string) => memoryFiles({
      'config/_default/hugo.yaml': 'baseURL: https://example.org/\n',
      'config/_default/.gitignore': ignore,
      'config/_default/module-template.yaml': 'mounts:\n  - { source: content/en, target: content }\n',
      'content/en/about.md': '',
    });
    expectRoutes(hugo.compile(site('module.yaml\n')), { '/about/': 'content/en/about.md' });
    assert.equal(hugo.compile(site('')).resolve('/about/')?.file ?? null, null, 'a template nothing generates is not config');
  });

  it('a content adapter whose pages are all built with render "never" gives them no source', () => {
    const adapter = (render: string) => memoryFiles({
      'hugo.toml': "baseURL = 'https://example.org/'",
      'content/news/_index.md': '',
      'content/news/_content.gotmpl': `{{ $build := dict "render" "${render}" "list" "local" }}\n{{ $.AddPage (dict "build" $build "path" "v1" "kind" "page") }}`,
    });
    expectRoutes(hugo.compile(adapter('never')), { '/news/': 'content/news/_index.md', '/news/v1/': null });
    expectRoutes(hugo.compile(adapter('always')), { '/news/v1/': 'content/news/_content.gotmpl' });
  });
  it('build options under their older name `_build` (own front matter or a cascade) still keep a page from rendering', () => {
    const table = hugo.compile(memoryFiles({
      'hugo.toml': "baseURL = 'https://example.org/'",
      'content/docs/_index.md': '',
      'content/docs/api.md': '---\n_build: { render: link }\n---\n',
      'content/docs/guide.md': '---\ntitle: Guide\n---\n',
      'content/old/_index.md': '---\ncascade:\n  _build:\n    render: never\n  _target:\n    kind: page\n---\n',
      'content/old/a.md': '',
    }));
    expectRoutes(table, { '/docs/guide/': 'content/docs/guide.md', '/old/': 'content/old/_index.md' });
    assert.equal(table.resolve('/docs/api/')?.file ?? null, null, 'a page with _build render link has no URL of its own');
    assert.equal(table.resolve('/old/a/')?.file ?? null, null, 'a cascaded _build render never reaches the section pages');
  });
  it('a publish date still to come or an expiry date passed keeps a page out of the build, unless buildFuture / buildExpired', () => {
    const site = (config: string) => memoryFiles({
      'hugo.toml': `baseURL = 'https://example.org/'\n${config}`,
      'content/posts/_index.md': '',
      'content/posts/old.md': '---\ndate: 2001-02-03\n---\n',
      'content/posts/scheduled.md': '---\ndate: 2999-01-01\n---\n',
      'content/posts/later.md': '---\ntitle: Later\npublishDate: 2999-05-05\ndate: 2001-01-01\n---\n',
      'content/posts/gone.md': '---\nexpiryDate: 2001-01-01\n---\n',
      'content/posts/kept.md': '---\nexpiryDate: 2999-01-01\n---\n',
    });
    const table = hugo.compile(site(''));
    expectRoutes(table, { '/posts/old/': 'content/posts/old.md', '/posts/kept/': 'content/posts/kept.md', '/posts/scheduled/': null, '/posts/later/': null, '/posts/gone/': null });
    assert.match(table.resolve('/posts/scheduled/')?.reason ?? '', /still to come/);
    expectRoutes(hugo.compile(site('buildFuture = true\nbuildExpired = true')), { '/posts/scheduled/': 'content/posts/scheduled.md', '/posts/later/': 'content/posts/later.md', '/posts/gone/': 'content/posts/gone.md' });
  });
  it('a paginated list has no more pager pages than the content files fill at the smallest pager size: later numbers have no source', () => {
    const site = (config: string, list: string) => hugo.compile(memoryFiles({
      'hugo.toml': `baseURL = 'https://example.org/'\n${config}`,
      'content/_index.md': '',
      'content/posts/_index.md': '',
      'content/posts/a.md': '',
      'content/posts/b.md': '',
      'layouts/_default/list.html': list,
    }));
    const bySize2 = site('', '{{ $p := .Paginate .Pages 2 }}{{ range $p.Pages }}{{ end }}');
    // The home page pages through the site (4 content files: 2 pages of 2); a section through its own 2 files.
    expectRoutes(bySize2, { '/posts/page/2/': null, '/page/2/': 'content/_index.md', '/page/3/': null });
    assert.match(bySize2.resolve('/posts/page/2/')?.reason ?? '', /1 pages at most \(the section has 2 content files/);
    expectRoutes(site('[pagination]\npagerSize = 1', '{{ range .Paginator.Pages }}{{ end }}'), { '/posts/page/2/': 'content/posts/_index.md', '/posts/page/3/': null, '/page/4/': 'content/_index.md', '/page/5/': null });
    expectRoutes(site('', '{{ range (.Paginate .Pages $n).Pages }}{{ end }}'), { '/posts/page/2/': 'content/posts/_index.md', '/posts/page/3/': null });
    expectRoutes(site('', '{{ range .Paginator.Pages }}{{ end }}'), { '/posts/page/2/': null });
  });

  it('a content adapter claims only the paths its code builds from files it lists; other paths below it have no source', () => {
    const template = [
      '{{- range readDir "content/docs" -}}',
      '  {{- if .IsDir -}}',
      '    {{- $version := .Name -}}',
      '    {{- $dir := printf "content/docs/%s/metrics" $version -}}',
      '    {{- range readDir $dir -}}',
      '      {{- $slug := strings.TrimSuffix ".txt" .Name -}}',
      '      {{- $.AddPage (dict "path" (printf "%s/metrics/%s" $version $slug) "kind" "page") -}}',
      '    {{- end -}}',
      '  {{- end -}}',
      '{{- end -}}',
    ].join('\n');
    const t = hugo.compile(memoryFiles({
      'hugo.toml': "baseURL = 'https://example.org/'",
      'content/docs/_content.gotmpl': template,
      'content/docs/_index.md': '',
      'content/docs/v1.0/_index.md': '',
      'content/docs/v1.0/install.md': '',
      'content/docs/v1.0/metrics/Latest.txt': '',
    }));
    expectRoutes(t, {
      '/docs/v1.0/install/': 'content/docs/v1.0/install.md',
      '/docs/v1.0/metrics/latest/': 'content/docs/v1.0/metrics/Latest.txt',
      // an unknown version, a name no file has, another shape: no page
      '/docs/v9.9/': null,
      '/docs/v9.9/metrics/latest/': null,
      '/docs/v1.0/metrics/other/': null,
      '/docs/latest/install/': null,
    });
    assert.match(t.resolve('/docs/v9.9/')?.reason ?? '', /not a page content adapter content\/docs\/_content\.gotmpl adds/);
    // A nested section's own adapter answers for its pages, not the enclosing one.
    const nested = hugo.compile(memoryFiles({
      'hugo.toml': "baseURL = 'https://example.org/'",
      'content/_content.gotmpl': '{{ $.AddPage (dict "path" "about" "kind" "page") }}',
      'content/docs/_content.gotmpl': '{{ $.AddPage (dict "path" "intro" "kind" "page") }}',
    }));
    expectRoutes(nested, { '/about/': 'content/_content.gotmpl', '/docs/intro/': 'content/docs/_content.gotmpl', '/docs/other/': null });
    // a redirect below the adapter's section is not shadowed by it
    assert.equal(t.resolve('/docs/latest/install/')?.kind, 'none');
  });

  it('a content adapter ranging over a local data file: a path is its page (the template: the data file lists every page) when an entry has the fields the path prints', () => {
    const site = (data: Record<string, string>) => memoryFiles({
      'hugo.toml': "baseURL = 'https://example.org/'",
      'content/books/_content.gotmpl': '{{ range hugo.Data.library.books }}{{ $.AddPage (dict "path" (printf "%s/%s" .year .title) "kind" "page") }}{{ end }}',
      'content/books/_index.md': '',
      ...data,
    });
    const t = hugo.compile(site({ 'data/library.yaml': 'books:\n  - { title: The Hobbit, year: 1937 }\n  - { title: Dune, year: 1965 }\n' }));
    expectRoutes(t, {
      '/books/': 'content/books/_index.md',
      '/books/1937/the-hobbit/': 'content/books/_content.gotmpl',
      '/books/1965/dune/': 'content/books/_content.gotmpl',
      '/books/1965/the-hobbit/': null,
      '/books/anything/': null,
    });
    assert.match(t.resolve('/books/1965/the-hobbit/')?.reason ?? '', /no entry of data\/library\.yaml has this path/);
    assert.match(t.resolve('/books/1965/dune/')?.reason ?? '', /for an entry of data\/library\.yaml/);
    // No such data file (remote data, a theme's): nothing is invented.
    const none = hugo.compile(site({}));
    expectRoutes(none, { '/books/1937/the-hobbit/': null });
    assert.match(none.resolve('/books/1937/the-hobbit/')?.reason ?? '', /neither folders it lists with readDir nor one local data file/);
  });

  it('a content adapter building paths some other way (remote data, a pipeline) gives its section no invented pages', () => {
    const t = hugo.compile(memoryFiles({
      'hugo.toml': "baseURL = 'https://example.org/'",
      'content/books/_content.gotmpl': '{{ range $data }}{{ $.AddPage (dict "path" (.title | urlize) "kind" "page") }}{{ end }}',
      'content/books/_index.md': '',
    }));
    expectRoutes(t, { '/books/': 'content/books/_index.md', '/books/anything/': null });
    assert.match(t.resolve('/books/anything/')?.reason ?? '', /does not evaluate/);
  });
});

describe('Hugo: list output formats', () => {
  it("Hugo: list pages' RSS feed (by default) and the output formats `outputs` adds answer with the list's source", () => {
    const base = {
      'content/_index.md': '---\ntitle: home\n---\n',
      'content/blog/_index.md': '---\ntitle: blog\n---\n',
      'content/blog/post.md': '---\ntitle: p\n---\n',
    };
    expectMapped({ ...base, 'hugo.yaml': 'baseURL: https://x.example/\noutputs:\n  section: [HTML, RSS, JSON]\n' }, {
      '/index.xml': 'content/_index.md',
      '/blog/index.xml': 'content/blog/_index.md',
      '/blog/index.json': 'content/blog/_index.md',
      '/index.json': null,
      '/blog/post/index.xml': null,
    }, { framework: 'hugo' });
    expectMapped({ ...base, 'hugo.yaml': 'baseURL: https://x.example/\ndisableKinds: [RSS]\n' }, { '/index.xml': null, '/blog/index.xml': null }, { framework: 'hugo' });
  });
});

describe('Hugo: a baseURL path bounds the site', () => {
  it('paths outside the baseURL path are another site of the host', () => {
    expectMapped({
      'config/_default/config.yaml': "baseURL: 'https://someone.github.io/project-docs/'\n",
      'content/docs/_index.md': '---\ntitle: d\n---\n',
      'content/docs/start.md': '---\ntitle: s\n---\n',
    }, {
      '/project-docs/docs/': 'content/docs/_index.md',
      '/project-docs/docs/start/': 'content/docs/start.md',
      '/docs/': null,
      '/docs/start/': null,
    }, { framework: 'hugo' });
  });
});

describe('Hugo: static files under a baseURL path', () => {
  it('static/ is served under the baseURL path', () => {
    expectMapped({
      'hugo.toml': "baseURL = 'https://someone.github.io/guides/'\n",
      'content/_index.md': '---\ntitle: home\n---\n',
      'static/pdf/guide.pdf': 'x',
    }, { '/guides/pdf/guide.pdf': 'static/pdf/guide.pdf', '/pdf/guide.pdf': null }, { framework: 'hugo' });
  });
});

describe('Hugo: templates that only redirect, the 404 page, plain ignoreFiles', () => {
  const site = {
    'config.yaml': 'baseURL: "/"\ntheme: "geekboot"\nignoreFiles:\n- README.md\n',
    'themes/geekboot/layouts/partials/redirect.html': '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8">\n    <title>{{ . }}</title>\n    <link rel="canonical" href="{{ .dest }}">\n    <meta name="robots" content="noindex">\n    <meta http-equiv="refresh" content="0; url={{ .dest }}">\n  </head>\n</html>\n',
    'themes/geekboot/layouts/_default/redirect.html': '{{ if .Params.docs_root }}\n{{ partial "redirect" (dict "dest" "/v2/") }}\n{{ else }}\n{{ partial "redirect" (dict "dest" .Params.to) }}\n{{ end }}\n',
    'themes/geekboot/layouts/_default/single.html': '{{ define "main" }}{{ .Content }}{{ end }}',
    'themes/geekboot/layouts/404.html': '{{ define "main" }}Not found{{ end }}',
    'content/cli/_index.md': '---\ntitle: CLI\nlayout: redirect\nto: /cli/latest/\n---\n',
    'content/cli/install.md': '---\ntitle: Install\n---\n',
    'content/media/README.md': '# x\n',
    'content/media/logo.md': '---\ntitle: Logo\n---\n',
  };

  it("a page whose layout only holds a meta refresh (through a partial) and a home template doing the same are redirects; the 404 template writes /404.html; README.md is ignored", () => {
    expectMapped({ ...site, 'themes/geekboot/layouts/_default/home.html': '{{ partial "redirect" (dict "dest" (printf "/v%s/" (string .Site.Params.latest) ) ) }}' }, {
      '/': null,
      '/cli/': null,
      '/cli/install/': 'content/cli/install.md',
      '/404.html': 'themes/geekboot/layouts/404.html',
      '/media/readme/': null,
      '/media/logo/': 'content/media/logo.md',
    }, { framework: 'hugo' });
  });

  it('a home template that defines a block for its base template, or places .Content, is a page', () => {
    expectMapped({ ...site, 'themes/geekboot/layouts/_default/home.html': '{{ define "main" }}{{ partial "redirect" (dict "dest" "/v2/") }}{{ end }}' }, {
      '/': 'themes/geekboot/layouts/_default/home.html',
    }, { framework: 'hugo' });
  });
});
