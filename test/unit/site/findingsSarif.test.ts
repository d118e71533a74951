import * as assert from 'node:assert/strict';
import { buildFindings, locateFindings } from '../../../src/core/site/findings';
import { artifactUri, toSarif, type SarifLog } from '../../../src/core/site/sarif';
import { resolveSample, sampleAudit } from './findingsAudit';
import { githubProblems } from './sarifRequirements';

const FILES: Record<string, string> = {
  'src/pages/pricing.astro': '---\nconst x = 1;\n---\n<Base title="Pricing">\n  <h1>Pricing</h1>\n</Base>\n',
  'src/pages/thank-you.astro': '---\n---\n<head><meta name="robots" content="noindex"></head>\n',
  'src/content/blog/internal-roadmap-notes.md': '---\ntitle: Notes\nrobots: noindex\n---\n# Notes\n',
};

function sampleSarif(options: Parameters<typeof toSarif>[1] = {}): SarifLog {
  const result = buildFindings(sampleAudit(), { resolve: resolveSample, siteFile: 'astro.config.mjs' });
  return toSarif({ ...result, findings: locateFindings(result.findings, (f) => FILES[f]) }, { siteFile: 'astro.config.mjs', ...options });
}

describe('site/sarif: SARIF 2.1.0 for GitHub code scanning', () => {
  it('meets every property GitHub requires', () => {
    const log = sampleSarif({ toolVersion: '0.1.0', pathPrefix: 'apps/site/', category: 'brand-visibility/tallyhawk' });
    assert.deepEqual(githubProblems(log), []);
    assert.equal(log.runs[0].tool.driver.name, 'Brand Visibility');
    assert.equal(log.runs[0].tool.driver.semanticVersion, '0.1.0');
    assert.equal(log.runs[0].automationDetails?.id, 'brand-visibility/tallyhawk/');
  });

  it('rules come from the checks (plus the page statuses that occur): id, name, descriptions, helpUri', () => {
    const { rules } = sampleSarif().runs[0].tool.driver;
    const ids = rules.map((r) => r.id).sort();
    assert.deepEqual(ids, ['answer-first', 'no-unintended-noindex', 'one-h1', 'sitemap-complete', 'status:blocked_robots', 'status:noindex']);
    const h1 = rules.find((r) => r.id === 'one-h1')!;
    assert.equal(h1.name, 'One H1 per page');
    assert.equal(h1.shortDescription.text, 'One H1 per page');
    assert.match(h1.fullDescription.text, /Target: Exactly one H1\./);
    assert.equal(h1.helpUri, 'https://www.tallyhawk.io/pricing');
    assert.equal(h1.defaultConfiguration.level, 'warning');
    assert.equal(rules.find((r) => r.id === 'status:noindex')!.defaultConfiguration.level, 'error');
    assert.equal(rules.find((r) => r.id === 'sitemap-complete')!.defaultConfiguration.level, 'note');
  });

  it('mapped results point at the file (repository-relative) and the anchor region, 1-based', () => {
    const log = sampleSarif({ pathPrefix: 'apps/site/' });
    const h1 = log.runs[0].results.find((r) => r.ruleId === 'one-h1' && r.properties.urlPath === '/pricing')!;
    assert.equal(h1.level, 'warning');
    assert.deepEqual(h1.locations[0].physicalLocation, {
      artifactLocation: { uri: 'apps/site/src/pages/pricing.astro' },
      region: { startLine: 5, startColumn: 3, endLine: 5, endColumn: 7 },
    });
    assert.equal(h1.properties.url, 'https://www.tallyhawk.io/pricing');
    assert.match(h1.message.text, /^One H1 per page: measured 2 of 12 pages fail/);
    const noindex = log.runs[0].results.find((r) => r.ruleId === 'status:noindex' && r.properties.urlPath === '/blog/internal-roadmap-notes')!;
    assert.equal(noindex.level, 'error');
    assert.equal(noindex.locations[0].physicalLocation!.region.startLine, 3);
  });

  it('a page without a local source: logicalLocation + properties.url, shown on the site config so GitHub accepts it', () => {
    const log = sampleSarif();
    const app = log.runs[0].results.find((r) => r.properties.urlPath === '/app')!;
    assert.equal(app.properties.unmapped, true);
    assert.equal(app.properties.url, 'https://www.tallyhawk.io/app/');
    assert.deepEqual(app.locations[0].logicalLocations, [{ name: '/app', fullyQualifiedName: 'https://www.tallyhawk.io/app/', kind: 'resource' }]);
    assert.equal(app.locations[0].physicalLocation!.artifactLocation.uri, 'astro.config.mjs');
    assert.match(app.message.text, /No local source for this page \(no source: page generated elsewhere/);
  });

  it('without any site file, unmapped findings become tool notifications instead of results GitHub would reject', () => {
    const result = buildFindings(sampleAudit(), { resolve: resolveSample });
    const log = toSarif(result, {});
    assert.deepEqual(githubProblems(log), []);
    const notes = log.runs[0].invocations[0].toolExecutionNotifications ?? [];
    assert.ok(notes.some((n) => n.properties?.urlPath === '/app'));
    assert.ok(notes.some((n) => n.message.text.startsWith('Sitemap lists every readable page')));
  });

  it('fingerprints are stable per rule and page, and distinct between pages on the same line', () => {
    const a = sampleSarif().runs[0].results;
    const b = sampleSarif().runs[0].results;
    assert.deepEqual(a.map((r) => r.partialFingerprints), b.map((r) => r.partialFingerprints));
    const prints = a.map((r) => r.partialFingerprints.primaryLocationLineHash);
    assert.equal(new Set(prints).size, prints.length);
  });

  it('severity settings change the levels', () => {
    const log = sampleSarif({ severity: { check: 'error', status: 'information' } });
    assert.equal(log.runs[0].results.find((r) => r.ruleId === 'one-h1')!.level, 'error');
    assert.equal(log.runs[0].results.find((r) => r.ruleId === 'status:noindex')!.level, 'note');
  });

  it('artifact URIs are percent-encoded relative references', () => {
    assert.equal(artifactUri('', 'src/pages/blog/[slug].astro'), 'src/pages/blog/%5Bslug%5D.astro');
    assert.equal(artifactUri('site/', 'src/pages/a b#c.md'), 'site/src/pages/a%20b%23c.md');
  });

});
