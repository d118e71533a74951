import assert from 'node:assert/strict';
import { declaredDomains, normalizeHost, sameSite } from '../../../src/extension/site/domain';
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
});
