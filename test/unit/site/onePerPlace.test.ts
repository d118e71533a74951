import * as assert from 'node:assert/strict';
import { buildFindings, ignoreEntries, locateFindings, type Finding } from '../../../src/core/site/findings';
import { oneFindingPerPlace, problemOf } from '../../../src/core/site/onePerPlace';
import { toSarif } from '../../../src/core/site/sarif';
import { check, page, resolveSample, sampleAudit } from './findingsAudit';
import { githubProblems } from './sarifRequirements';

const FILES: Record<string, string> = {
  'src/pages/pricing.astro': '---\n---\n<Base title="Pricing">\n  <h1>Pricing</h1>\n  <h1>Plans</h1>\n</Base>\n',
  'src/pages/thank-you.astro': '---\n---\n<head><meta name="robots" content="noindex"></head>\n',
  'src/content/blog/internal-roadmap-notes.md': '---\ntitle: Notes\nrobots: noindex\n---\n# Notes\n',
  'src/pages/blog/[slug].astro': '---\n---\n<Post>\n  <p>body</p>\n</Post>\n',
};

/** The sample audit placed in FILES, then one finding per problem per place. */
function placed(audit = sampleAudit(), ignore: string[] = [], resolve = resolveSample): Finding[] {
  const built = buildFindings(audit, { resolve, siteFile: 'astro.config.mjs', ignore });
  return oneFindingPerPlace(locateFindings(built.findings, (f) => FILES[f]));
}

const at = (findings: Finding[], urlPath: string): Finding[] => findings.filter((f) => f.urlPath === urlPath);

describe('site/onePerPlace: one finding per problem per place', () => {
  it('a page\'s noindex status and its failing "no unintended noindex" check on one line are one finding, the status leading', () => {
    const notes = at(placed(), '/blog/internal-roadmap-notes');
    assert.equal(notes.length, 1);
    const [f] = notes;
    assert.equal(f.ruleId, 'status:noindex');
    assert.equal(f.kind, 'status');
    assert.deepEqual(f.also?.map((a) => a.ruleId), ['no-unintended-noindex']);
    assert.match(f.message, /^Marked noindex: .* — \/blog\/internal-roadmap-notes · also failing “No unintended noindex” \(target: Only private pages carry noindex\) \(read 2026-11-16\)$/);
    assert.equal(f.location?.range.startLine, 2, 'the front-matter robots key');
    assert.deepEqual(ignoreEntries(f), ['status:noindex@/blog/internal-roadmap-notes', 'no-unintended-noindex@/blog/internal-roadmap-notes']);
  });

  it('"needs JavaScript" and the failing "loads without JavaScript" check are one finding too', () => {
    const audit = sampleAudit();
    audit.pages.push(page('/pricing', 'needs_javascript'));
    audit.groups![0].checks!.push(check('loads-without-js', 'Pages load without JavaScript', ['/pricing'], { target: 'Main content in the HTML' }));
    const pricing = at(placed(audit), '/pricing');
    const js = pricing.filter((f) => problemOf(f.ruleId, f.label) === 'javascript');
    assert.equal(js.length, 1);
    assert.equal(js[0].ruleId, 'status:needs_javascript');
    assert.deepEqual(js[0].also?.map((a) => a.ruleId), ['loads-without-js']);
    assert.ok(pricing.some((f) => f.ruleId === 'one-h1'), 'another problem on the page stays its own finding');
  });

  it('one template file rendering several pages that fail one check at one place: one finding naming the pages', () => {
    const template = (urlPath: string) => (urlPath.startsWith('/blog/') ? { file: 'src/pages/blog/[slug].astro', reason: 'template' } : resolveSample(urlPath));
    const blog = placed(sampleAudit(), [], template).filter((f) => f.file === 'src/pages/blog/[slug].astro');
    assert.equal(blog.filter((f) => f.ruleId === 'answer-first').length, 1);
    const [f] = blog.filter((x) => x.ruleId === 'answer-first');
    assert.equal(f.urlPath, '/blog/a');
    assert.deepEqual(f.pages, ['/blog/b']);
    assert.match(f.summary, / — \/blog\/a · also \/blog\/b$/);
    assert.deepEqual(ignoreEntries(f), ['answer-first@/blog/a', 'answer-first@/blog/b']);
  });

  it('different problems at one place stay apart; findings without a file merge by page', () => {
    const all = placed();
    const thanks = at(all, '/thank-you');
    assert.deepEqual(thanks.map((f) => f.ruleId), ['status:noindex']);
    const app = at(all, '/app');
    assert.equal(app.length, 1);
    assert.equal(app[0].file, null);
  });

  it('an intended noindex (status:noindex@/page ignored) takes the page\'s noindex check with it, in every output', () => {
    const result = buildFindings(sampleAudit(), { resolve: resolveSample, ignore: ['status:noindex@/blog/internal-roadmap-notes'] });
    assert.equal(at(result.findings, '/blog/internal-roadmap-notes').length, 0);
    assert.equal(result.ignored, 2);
    assert.ok(at(result.findings, '/thank-you').length === 1, 'another page\'s noindex stays');
  });

  it('a page the crawl did not read is not measured (information, never an error)', () => {
    const audit = sampleAudit();
    audit.pages.push(page('/docs', 'not_read', { status_word: 'Not read yet' }));
    const docs = at(buildFindings(audit, { resolve: resolveSample }).findings, '/docs').find((f) => f.ruleId === 'status:not_read');
    assert.equal(docs?.kind, 'unmeasured');
    assert.match(docs?.message ?? '', /^Not read yet: the crawl did not read this page, so it has no verdict on it: not measured, not a failure — \/docs/);
  });

  it('SARIF stays valid for GitHub: merged results carry their other rules, a not-read page has its rule', () => {
    const audit = sampleAudit();
    audit.pages.push(page('/docs', 'not_read'));
    const built = buildFindings(audit, { resolve: resolveSample, siteFile: 'astro.config.mjs' });
    const log = toSarif({ ...built, findings: oneFindingPerPlace(locateFindings(built.findings, (f) => FILES[f])) }, { siteFile: 'astro.config.mjs' });
    assert.deepEqual(githubProblems(log), []);
    const run = log.runs[0];
    const notes = run.results.find((r) => r.properties.urlPath === '/blog/internal-roadmap-notes')!;
    assert.deepEqual(notes.properties.alsoRules, ['no-unintended-noindex']);
    const notRead = run.results.find((r) => r.ruleId === 'status:not_read')!;
    assert.equal(run.tool.driver.rules[notRead.ruleIndex].id, 'status:not_read');
    assert.equal(notRead.level, 'note');
    const h1 = run.tool.driver.rules.find((r) => r.id === 'one-h1')!;
    assert.match(h1.help.text, /Why it matters: The H1 tells crawlers and AI engines what the page is about/);
    assert.match(h1.help.text, /How to fix it: Keep one H1/);
    const pricing = run.results.find((r) => r.ruleId === 'one-h1' && r.properties.urlPath === '/pricing')!;
    assert.equal(pricing.locations[0].physicalLocation!.region.startLine, 5, 'the extra H1');
  });
});
