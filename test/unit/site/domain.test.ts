import assert from 'node:assert/strict';
import { mapSite } from '../../../src/cli/map';
import { declaredDomains, hostFolder, normalizeHost, sameSite } from '../../../src/core/site/domain';
import { memorySite } from './siteFixture';

describe('site/domain', () => {
  it('normalizes hosts and compares them without www, case or port', () => {
    assert.equal(normalizeHost('https://WWW.Example.com:443/x?y'), 'www.example.com');
    assert.equal(normalizeHost('example.com.'), 'example.com');
    assert.equal(normalizeHost('javascript:alert(1)'), undefined);
    assert.equal(normalizeHost('<script>'), undefined);
    assert.ok(sameSite('www.acme.io', 'https://ACME.io/'));
    assert.ok(!sameSite('acme.io', 'blog.acme.io'));
    assert.ok(!sameSite('', 'acme.io'));
  });

  it('collects declared domains from CNAME, framework configs, package.json, vercel.json and netlify.toml', () => {
    const site = memorySite({
      CNAME: 'www.acme.io\n',
      'astro.config.mjs': "const site = process.env.PREVIEW || 'https://acme.io/';\nexport default defineConfig({ site })",
      'hugo.toml': 'baseURL = "https://hugo.acme.io/"\n',
      '_config.yml': 'url: "https://jekyll.acme.io"\n',
      'docusaurus.config.js': "module.exports = { url: 'https://docs.acme.io', baseUrl: '/' }",
      'mkdocs.yml': 'site_url: https://mk.acme.io/\nmarkdown_extensions:\n  - !!python/name:foo\n',
      'package.json': JSON.stringify({ homepage: 'https://pkg.acme.io/app' }),
      'vercel.json': JSON.stringify({ alias: ['v.acme.io'] }),
      'netlify.toml': '[[redirects]]\nfrom = "https://old.acme.io/*"\nto = "https://discord.gg/x"\nstatus = 301\n',
    });
    // CNAME first; the frameworks' own declarations follow in registry order, then the hosting files.
    const hosts = declaredDomains(site).map((d) => d.host);
    assert.equal(hosts[0], 'www.acme.io');
    assert.deepEqual(hosts.slice(-3), ['pkg.acme.io', 'v.acme.io', 'old.acme.io']);
    assert.deepEqual([...hosts].sort(), [
      'www.acme.io', 'acme.io', 'hugo.acme.io', 'jekyll.acme.io', 'docs.acme.io', 'mk.acme.io', 'pkg.acme.io', 'v.acme.io', 'old.acme.io',
    ].sort());
  });

  it('ignores placeholders and unreadable configs', () => {
    const site = memorySite({ CNAME: '', 'package.json': '{', 'hugo.toml': 'baseURL = "https://example.com/"' });
    assert.deepEqual(declaredDomains(site), []);
  });

  describe('one document root per host', () => {
    const site = () => memorySite({
      'deploy.sh': '',
      'example.org/index.html': '',
      'example.org/faq': '',
      'example.org/news/index.html': '',
      'lists.example.org/index.html': '',
      'lists.example.org/archive/2007/index.html': '',
      'n.example.org/work': '',
      'www.other.net/index.html': '',
    });

    it('finds the folder named after the host, the www. form too, the shallowest first', () => {
      assert.equal(hostFolder(site(), 'example.org'), 'example.org');
      assert.equal(hostFolder(site(), 'https://Lists.Example.org/x'), 'lists.example.org');
      assert.equal(hostFolder(site(), 'other.net'), 'www.other.net');
      assert.equal(hostFolder(site(), 'nope.example.org'), undefined);
      assert.equal(hostFolder(memorySite({ 'sites/a.io/index.html': '', 'x/y/a.io/index.html': '' }), 'a.io'), 'sites/a.io');
    });

    it('maps paths from the host folder chosen by the domain; other hosts\' folders and the host name as a segment are not pages', () => {
      const files = (domain: string, paths: string[]) => mapSite(site(), { domain }).map(paths).map((r) => r.file);
      assert.deepEqual(files('example.org', ['/', '/faq', '/news/', '/faq.html', '/FAQ', '/work', '/archive/2007/']), [
        'example.org/index.html', 'example.org/faq', 'example.org/news/index.html', null, null, null, null,
      ]);
      assert.deepEqual(files('lists.example.org', ['/', '/archive/2007/', '/lists.example.org/', '/faq']), [
        'lists.example.org/index.html', 'lists.example.org/archive/2007/index.html', null, null,
      ]);
      assert.deepEqual(files('n.example.org', ['/work', '/']), ['n.example.org/work', null]);
      assert.match(mapSite(site(), { domain: 'n.example.org' }).site.reason, /named after n\.example\.org/);
      // without a domain the repository root is the site: host folders are ordinary folders
      assert.equal(mapSite(site()).map(['/faq'])[0].file, null);
    });
  });
});
