// MkDocs builds: per-language builds, configs outside the docs tree or under other names, mike versions,
// mkdocs-static-i18n, the blog plugin's slugs, the redirects plugin. Sites in memory, mapped through the CLI's
// site choice (so the site-root search is part of what is tested).
import assert from 'node:assert/strict';
import { mapSite } from '../../../../src/cli/map';
import { findSiteRoots } from '../../../../src/core/site/detect';
import { pymdownxSlugify } from '../../../../src/core/site/frameworks/kit/slugify';
import { memorySite } from '../siteFixture';
import { expectMapped } from './helpers';


const LANGS = 'extra:\n  alternate:\n    - { link: /, lang: en }\n    - { link: /fr/, lang: fr }\n';

describe('site/frameworks/mkdocs: builds', () => {
  it('Markdown of docs_dir is rendered into pages, never served as it is; other files are copied', () => {
    expectMapped({
      'mkdocs.yml': 'site_name: Fixture\n',
      'docs/index.md': '',
      'docs/deployment/kubernetes.md': '',
      'docs/images/arch.png': '',
    }, { '/deployment/kubernetes/': 'docs/deployment/kubernetes.md', '/deployment/kubernetes.md': null, '/images/arch.png': 'docs/images/arch.png' }, { framework: 'mkdocs' });
  });

  it('notebook plugins make pages of notebooks: mkdocs-jupyter .ipynb and .py (its include globs), mknotebooks .ipynb; without one they are files', () => {
    const docs = { 'docs/index.md': '', 'docs/tutorials/intro.ipynb': '{}', 'docs/tutorials/helper.py': '' };
    expectMapped({ ...docs, 'mkdocs.yml': 'site_name: x\nplugins:\n  - search\n  - mkdocs-jupyter:\n      execute: false\n' }, {
      '/tutorials/intro/': 'docs/tutorials/intro.ipynb',
      '/tutorials/helper/': 'docs/tutorials/helper.py',
    }, { framework: 'mkdocs' });
    expectMapped({ ...docs, 'mkdocs.yml': "site_name: x\nplugins:\n  - mkdocs-jupyter:\n      include: ['*.ipynb']\n" }, {
      '/tutorials/intro/': 'docs/tutorials/intro.ipynb',
      '/tutorials/helper/': null,
    }, { framework: 'mkdocs' });
    expectMapped({ ...docs, 'mkdocs.yml': 'site_name: x\nplugins:\n  - mknotebooks\n' }, { '/tutorials/intro/': 'docs/tutorials/intro.ipynb', '/tutorials/helper/': null }, { framework: 'mkdocs' });
    expectMapped({ ...docs, 'mkdocs.yml': 'site_name: x\n' }, { '/tutorials/intro/': null, '/tutorials/intro.ipynb': 'docs/tutorials/intro.ipynb' }, { framework: 'mkdocs' });
  });

  it("theme.custom_dir inside docs_dir holds theme templates, not pages: its files map to no source; docs_dir's other files still copy", () => {
    expectMapped({
      'mkdocs.yml': "site_name: S\ntheme:\n  name: material\n  custom_dir: docs/overrides/\n",
      'docs/index.md': '',
      'docs/overrides/main.html': '',
      'docs/overrides/partials/nav.html': '',
      'docs/img/logo.png': '',
    }, {
      '/': 'docs/index.md',
      '/img/logo.png': 'docs/img/logo.png',
      '/overrides/partials/nav/': null,
      '/overrides/partials/nav.html': null,
      '/overrides/main.html': null,
    }, { framework: 'mkdocs' });
  });

  it('exclude_docs and draft_docs patterns leave out every file of docs_dir, static files too; the rest still copies', () => {
    expectMapped({
      'mkdocs.yml': "site_name: S\nexclude_docs: |\n  *.py\n  /drafts/\ndraft_docs: |\n  wip-*.md\n",
      'docs/index.md': '',
      'docs/guide.md': '',
      'docs/wip-notes.md': '',
      'docs/drafts/plan.md': '',
      'docs/img/plugin.py': '',
      'docs/img/logo.png': '',
      'docs/.hidden/x.txt': '',
    }, {
      '/': 'docs/index.md',
      '/guide/': 'docs/guide.md',
      '/img/logo.png': 'docs/img/logo.png',
      '/img/plugin.py': null,
      '/wip-notes/': null,
      '/wip-notes.md': null,
      '/drafts/plan/': null,
      '/drafts/plan.md': null,
      '/.hidden/x.txt': null,
    }, { framework: 'mkdocs' });
    // The default `.*` is taken back with `!`.
    expectMapped({
      'mkdocs.yml': "site_name: S\nexclude_docs: |\n  !.well-known/\n",
      'docs/index.md': '',
      'docs/.well-known/security.txt': '',
      'docs/.cache/x.txt': '',
      'docs/templates/t.html': '',
    }, { '/.well-known/security.txt': 'docs/.well-known/security.txt', '/.cache/x.txt': null, '/templates/t.html': null }, { framework: 'mkdocs' });
  });

  it('one config per language outside the docs tree: prefixes from site_dir, nav pages filled from the default language', () => {
    const site = {
      'config/en/mkdocs.yml': `site_name: S\nsite_url: https://s.org\ndocs_dir: ../../docs/en\nsite_dir: ../../out/\n${LANGS}`,
      'config/fr/mkdocs.yml': `site_name: S\nsite_url: https://s.org\ndocs_dir: ../../docs/fr\nsite_dir: ../../out/fr\ntheme:\n  language: fr\nnav:\n  - index.md\n  - guide/setup.md\n`,
      'config/de/mkdocs.yml': 'site_name: S\nsite_url: https://s.org\ndocs_dir: ../../docs/de\nsite_dir: ../../out/de\ntheme:\n  language: de\n',
      'docs/en/index.md': '', 'docs/en/guide/setup.md': '', 'docs/en/guide/other.md': '',
      'docs/fr/index.md': '', 'docs/fr/only-fr.md': '',
      'docs/de/index.md': '',
    };
    assert.equal(findSiteRoots(memorySite(site))[0]?.dir, '');
    expectMapped(site, {
      '/': 'docs/en/index.md',
      '/guide/setup/': 'docs/en/guide/setup.md',
      '/fr/': 'docs/fr/index.md',
      '/fr/only-fr/': 'docs/fr/only-fr.md',
      '/only-fr/': null,
      '/fr/guide/setup/': 'docs/en/guide/setup.md',
      '/fr/guide/other/': null,
      '/de/': 'docs/de/index.md',
      '/de/guide/setup/': null,
      '/en/': null,
    });
  });

  it('per-language folders: site_url paths, and language folders a script builds with the default config', () => {
    const site = {
      'docs/en/mkdocs.yml': 'site_name: S\nsite_url: https://s.org/\nextra:\n  alternate:\n    - { link: /, name: en }\n    - { link: /es/, name: es }\n    - { link: /ja/, name: ja }\n',
      'docs/ja/mkdocs.yml': 'site_name: S\nsite_url: https://s.org/ja/\ntheme:\n  language: ja\n',
      'docs/en/docs/index.md': '', 'docs/en/docs/a.md': '', 'docs/en/docs/b.md': '',
      'docs/es/docs/index.md': '',
      'docs/ja/docs/index.md': '',
      'README.md': '',
    };
    assert.equal(findSiteRoots(memorySite(site))[0]?.dir, 'docs');
    expectMapped(site, {
      '/': 'docs/en/docs/index.md',
      '/a/': 'docs/en/docs/a.md',
      '/es/': 'docs/es/docs/index.md',
      '/es/a/': 'docs/en/docs/a.md',
      '/ja/': 'docs/ja/docs/index.md',
      '/ja/a/': null,
      '/it/': null,
    });
  });

  it('configs named for a build (INHERIT chains): the deployed one, with site_url, is the site', () => {
    const site = {
      'mkdocs-common.yml': 'site_name: S\ntheme:\n  name: material\n',
      'mkdocs-nav.yml': 'nav:\n  - index.md\n',
      'mkdocs-offline.yml': 'INHERIT: mkdocs-common.yml\nsite_dir: docs-offline\n',
      'mkdocs-online.yml': 'INHERIT: mkdocs-common.yml\nsite_url: https://s.org/\n',
      'docs/index.md': '', 'docs/guide/CSS.md': '', 'docs/x/readme.md': '', 'docs/y/README.md': '',
    };
    expectMapped(site, {
      '/': 'docs/index.md',
      '/guide/CSS/': 'docs/guide/CSS.md',
      // Only README.md (that case) is a folder index in MkDocs.
      '/x/readme/': 'docs/x/readme.md',
      '/x/': null,
      '/y/': 'docs/y/README.md',
    }, { framework: 'mkdocs' });
  });

  it('mike: pages only under the known version folders, the rest of the prefix is another commit or a redirect', () => {
    const site = {
      'mkdocs.yml': 'site_name: S\nsite_url: https://s.org/\nplugins:\n  - mike:\n      canonical_version: latest\n  - redirects:\n      redirect_maps:\n        old.md: new.md\n  - exclude:\n      glob:\n        - theme/*\n',
      'docs/index.md': '', 'docs/new.md': '', 'docs/logo.png': '', 'docs/theme/partials/a.html': '', 'docs/theme/b.md': '',
    };
    expectMapped(site, {
      '/latest/': 'docs/index.md',
      '/latest/new/': 'docs/new.md',
      '/latest/logo.png': 'docs/logo.png',
      '/latest/old/': null,
      '/latest/theme/partials/a.html': null,
      '/latest/theme/b/': null,
      '/': null,
      '/new/': null,
      '/1.0/new/': null,
    });
  });

  it("a nav titled from the environment (`- !ENV [NAV_HOME, \"Home\"]: index.md`) still reads; Read the Docs' canonical URL as site_url is not counted twice", () => {
    expectMapped({
      'mkdocs.yml': 'site_name: S\ndocs_dir: !ENV [BUILD_DOCS_DIR, "docs"]\nsite_url: !ENV [BUILD_SITE_URL, "https://www.example.org/en/"]\nnav:\n  - !ENV [NAV_HOME, "Home"]: "index.md"\n  - !ENV [NAV_KB, "Knowledge Base"]:\n      - "basics/why.md"\n',
      'docs/index.md': '', 'docs/basics/why.md': '',
    }, { '/en/': 'docs/index.md', '/en/basics/why/': 'docs/basics/why.md', '/basics/why/': null }, { framework: 'mkdocs' });
    expectMapped({
      '.readthedocs.yml': 'version: 2\nmkdocs:\n  configuration: mkdocs.yml\n',
      'mkdocs.yml': "site_name: S\nsite_url: !ENV [READTHEDOCS_CANONICAL_URL, 'https://www.example.io/en/']\n",
      'docs/index.md': '', 'docs/faq.md': '',
    }, { '/en/stable/': 'docs/index.md', '/en/latest/faq/': 'docs/faq.md' }, { framework: 'mkdocs', audited: true });
  });

  it('mkdocs-redirects writes its redirect page after the build, over a page at the same path', () => {
    expectMapped({
      'mkdocs.yml': 'site_name: S\nplugins:\n  - redirects:\n      redirect_maps:\n         jobs.md: https://jobs.example.org/\n         old.md: new.md\n',
      'docs/index.md': '', 'docs/jobs.md': '', 'docs/new.md': '',
    }, { '/jobs/': null, '/old/': null, '/new/': 'docs/new.md' }, { framework: 'mkdocs' });
  });

  it('mike: the versions and aliases the workflows deploy (directly, or through a task that passes its arguments on)', () => {
    const base = { 'mkdocs.yml': 'site_name: S\nplugins:\n  - mike\n', 'docs/index.md': '', 'docs/guide.md': '' };
    // A hatch script wrapping `mike deploy … {args}`, run by two workflows; a version given by a variable is a release
    // number or a branch build, set at deploy time (aliases are written out when deployed).
    expectMapped({
      ...base,
      'hatch.toml': '[envs.docs.scripts]\nci-build = "mike deploy --config-file {env:MKDOCS_CONFIG} --update-aliases {args}"\n',
      '.github/workflows/dev.yml': 'jobs:\n  b:\n    steps:\n    - run: hatch -v run docs:ci-build dev\n',
      '.github/workflows/release.yml': 'jobs:\n  b:\n    steps:\n    - run: hatch run docs:ci-build $VERSION latest\n',
    }, { '/dev/': 'docs/index.md', '/latest/guide/': 'docs/guide.md', '/': null, '/guide/': null, '/1.2/guide/': 'docs/guide.md', '/v3/': 'docs/index.md', '/stable/': null, '/old-name/': null });
    // Direct commands: a workflow expression is one unknown value, options and their values are not names.
    expectMapped({
      ...base,
      '.github/workflows/docs.yml': 'jobs:\n  d:\n    steps:\n      - run: mike deploy --push -u --alias-type copy -b gh-pages ${{ github.ref_name }} stable\n      - run: |\n          mike deploy --push "main" && mike set-default stable\n',
    }, { '/stable/guide/': 'docs/guide.md', '/main/': 'docs/index.md', '/latest/': null, '/gh-pages/': null, '/copy/': null, '/github.ref_name/': null });
  });

  it('mike sub-sites under one host: a shared prefix keeps only version numbers, a single one keeps its alias', () => {
    const site = {
      'sites/common.yml': 'theme:\n  name: material\n',
      'sites/shell/mkdocs.yml': 'INHERIT: ../common.yml\nsite_name: S\nsite_url: https://s.org/\n',
      'sites/a/mkdocs.yml': 'INHERIT: ../common.yml\nsite_name: A\nsite_url: https://s.org/a/latest/\nextra:\n  version:\n    provider: mike\n',
      'sites/a1/mkdocs.yml': 'INHERIT: ../common.yml\nsite_name: A\nsite_url: https://s.org/a/1.3/\nextra:\n  version:\n    provider: mike\n',
      'sites/b/mkdocs.yml': 'INHERIT: ../common.yml\nsite_name: B\nsite_url: https://s.org/b/latest/\nextra:\n  version:\n    provider: mike\n',
      'sites/shell/docs/index.md': '', 'sites/shell/docs/about.md': '',
      'sites/a/docs/index.md': '', 'sites/a1/docs/index.md': '', 'sites/a1/docs/start.md': '',
      'sites/b/docs/index.md': '', 'sites/b/docs/gen.md': '',
    };
    expectMapped(site, {
      '/': 'sites/shell/docs/index.md',
      '/about/': 'sites/shell/docs/about.md',
      '/a/1.3/start/': 'sites/a1/docs/start.md',
      '/a/latest/': null,
      '/b/latest/gen/': 'sites/b/docs/gen.md',
      '/b/': null,
      '/gen/': null,
    }, { domain: 's.org' });
  });

  it('mkdocs-static-i18n suffix structure: page.fr.md under /fr/, fallback to the default file, site_url path strict', () => {
    const site = {
      'mkdocs.yml': 'site_name: S\nsite_url: https://u.github.io/proj\nexclude_docs: overrides/\nplugins:\n  - i18n:\n      docs_structure: suffix\n      languages:\n        - { locale: en, default: true, name: English }\n        - { locale: fr, name: Français }\n',
      'docs/index.md': '', 'docs/index.fr.md': '', 'docs/setup/index.md': '', 'docs/guide.md': '', 'docs/overrides/home.md': '',
    };
    expectMapped(site, {
      '/proj/': 'docs/index.md',
      '/proj/fr/': 'docs/index.fr.md',
      '/proj/fr/setup/': 'docs/setup/index.md',
      '/proj/fr/guide/': 'docs/guide.md',
      '/proj/index.fr/': null,
      '/proj/de/': null,
      '/proj/overrides/home/': null,
      '/guide/': null,
    });
  });

  it('blog plugin: post URLs from the date and the title through the plugin\'s default slugify', () => {
    const site = {
      'mkdocs.yml': 'site_name: S\nplugins:\n  - blog:\n      post_url_date_format: yyyy/MM\n',
      'docs/blog/index.md': '',
      'docs/blog/posts/a.md': '---\ndate: 2024-06-01\ntitle: Digest - May 2024\n---\n# Other heading\n',
      'docs/blog/posts/b.md': '---\ndate:\n  created: 2023-01-09\n---\n# So you\'re looking for help?\n',
      'docs/blog/posts/c.md': '---\ndate: 2023-01-09\ndraft: true\n---\n# Draft\n',
    };
    expectMapped(site, {
      '/blog/': 'docs/blog/index.md',
      '/blog/2024/06/digest---may-2024/': 'docs/blog/posts/a.md',
      '/blog/2023/01/so-youre-looking-for-help/': 'docs/blog/posts/b.md',
      '/blog/2023/01/draft/': null,
      '/blog/posts/a/': null,
      '/blog/category/news/': null,
    });
  });

  it('no site_url on <owner>.github.io: a GitHub Pages project site under /<repository>/ learned from the audited pages; a user site stays at the root', () => {
    const site = { 'mkdocs.yml': 'site_name: S\n', 'docs/index.md': '', 'docs/guide.md': '', 'docs/ref/api.md': '', 'docs/css/x.css': '' };
    const cases: Record<string, string | null> = {
      '/proj/': 'docs/index.md',
      '/proj/guide/': 'docs/guide.md',
      '/proj/ref/api/': 'docs/ref/api.md',
      '/proj/css/x.css': 'docs/css/x.css',
      '/guide/': null,
      '/other/': null,
    };
    const check = (entries: Record<string, string>, expected: Record<string, string | null>) => {
      const paths = Object.keys(expected);
      mapSite(memorySite(entries), { domain: 'owner.github.io', paths }).map(paths).forEach((r, i) => assert.equal(r.file, expected[paths[i]], `${paths[i]}: ${r.reason}`));
    };
    check(site, cases);
    // A user site (pages at the host root) is not taken for a project site, even with one-segment paths.
    check(site, { '/': 'docs/index.md', '/guide/': 'docs/guide.md', '/ref/api/': 'docs/ref/api.md', '/css/x.css': 'docs/css/x.css' });
    // A CNAME in docs_dir serves the site at its custom domain's root.
    check({ ...site, 'docs/CNAME': 'docs.example.org' }, { '/proj/': null, '/proj/guide/': null, '/proj/ref/api/': null, '/proj/css/x.css': null, '/guide/': 'docs/guide.md' });
    // site_url names the path: the audited pages are not needed.
    check({ ...site, 'mkdocs.yml': 'site_name: S\nsite_url: https://owner.github.io/\n' }, { '/guide/': 'docs/guide.md', '/proj/guide/': null });
  });

  it('blog plugin: a post_slugify that is pymdownx.slugs.slugify (case lower or none) is known; another function leaves posts unmapped', () => {
    const site = (slugify: string) => ({
      'mkdocs.yml': `site_name: S\nplugins:\n  material/blog:\n    post_slugify: ${slugify}\n`,
      'docs/blog/index.md': '',
      'docs/blog/posts/a.md': '---\ndate: 2024-05-02\n---\n\n# Hatch v1.10.0\n',
    });
    expectMapped(site('!!python/object/apply:pymdownx.slugs.slugify\n      kwds:\n        case: lower'), { '/blog/2024/05/02/hatch-v1100/': 'docs/blog/posts/a.md', '/blog/posts/a/': null });
    expectMapped(site('!!python/object/apply:pymdownx.slugs.slugify\n      kwds:\n        case: none'), { '/blog/2024/05/02/Hatch-v1100/': 'docs/blog/posts/a.md', '/blog/2024/05/02/hatch-v1100/': null });
    expectMapped(site('!!python/object/apply:ext.slugs.slugify\n      kwds:\n        case: lower'), { '/blog/2024/05/02/hatch-v1100/': null });
    expectMapped(site('!!python/object/apply:pymdownx.slugs.slugify\n      kwds:\n        percent_encode: true'), { '/blog/2024/05/02/hatch-v1100/': null });
  });

  it('pymdownx slugify keeps each space a separator and drops punctuation', () => {
    assert.equal(pymdownxSlugify('GTFS Digest - May 2024'), 'gtfs-digest---may-2024');
    assert.equal(pymdownxSlugify('Textual 0.11.0 adds <b>a</b> Markdown widget'), 'textual-0110-adds-a-markdown-widget');
    assert.equal(pymdownxSlugify('Ça marche, déjà_vu!'), 'ça-marche-déjà_vu');
  });
});

describe('MkDocs: reference pages mkdocs-gen-files writes', () => {
  const RECIPE = [
    '"""Generate the code reference pages."""',
    'from pathlib import Path',
    'import mkdocs_gen_files',
    'nav = mkdocs_gen_files.Nav()',
    'root = Path(__file__).parent.parent',
    'src = root / "src"',
    'for path in sorted(src.rglob("*.py")):',
    '    module_path = path.relative_to(src).with_suffix("")',
    '    doc_path = path.relative_to(src).with_suffix(".md")',
    '    full_doc_path = Path("reference", doc_path)',
    '    parts = tuple(module_path.parts)',
    '    if parts[-1] == "__init__":',
    '        parts = parts[:-1]',
    '        full_doc_path = full_doc_path.with_name("index.md")',
    '    elif parts[-1] == "__main__":',
    '        continue',
    '    with mkdocs_gen_files.open(full_doc_path, "w") as fd:',
    '        fd.write(f"::: {\'.\'.join(parts)}")',
    '    mkdocs_gen_files.set_edit_path(full_doc_path, path.relative_to(root))',
  ].join('\n');

  it("the mkdocstrings recipe: one page per module of the listed folder, a package's __init__ at its folder", () => {
    expectMapped({
      'mkdocs.yml': 'site_name: S\nplugins:\n  - search\n  - gen-files:\n      scripts:\n        - scripts/gen_ref_pages.py\n  - mkdocstrings\n',
      'scripts/gen_ref_pages.py': RECIPE,
      'docs/index.md': '# x',
      'src/mypkg/__init__.py': '', 'src/mypkg/core.py': '', 'src/mypkg/__main__.py': '', 'src/mypkg/io/readers.py': '',
    }, {
      '/reference/mypkg/': 'src/mypkg/__init__.py',
      '/reference/mypkg/core/': 'src/mypkg/core.py',
      '/reference/mypkg/io/readers/': 'src/mypkg/io/readers.py',
      '/reference/mypkg/__main__/': null,
      '/reference/mypkg/nope/': null,
    }, { framework: 'mkdocs' });
  });

  it('a script of another shape (an explicit module list) adds no page', () => {
    expectMapped({
      'mkdocs.yml': 'site_name: S\nplugins:\n  - gen-files:\n      scripts:\n        - gen.py\n',
      'gen.py': 'import mkdocs_gen_files\nfor name in ["core"]:\n    with mkdocs_gen_files.open(f"api/{name}.md", "w") as fd:\n        fd.write("x")\n',
      'docs/index.md': '# x', 'mypkg/core.py': '',
    }, { '/api/core/': null, '/': 'docs/index.md' }, { framework: 'mkdocs' });
  });
});

describe('MkDocs: pages written as x.html', () => {
  it('with use_directory_urls false, /x.html and /x are the page, /x/ is none (x/index.html is not written)', () => {
    expectMapped({
      'mkdocs.yml': 'site_name: x\nuse_directory_urls: false\n',
      'docs/index.md': '# x',
      'docs/Overview.md': '# x',
    }, { '/Overview.html': 'docs/Overview.md', '/Overview': 'docs/Overview.md', '/Overview/': null, '/': 'docs/index.md' }, { framework: 'mkdocs' });
  });
});
