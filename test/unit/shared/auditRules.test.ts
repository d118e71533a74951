import * as assert from 'node:assert/strict';
import { EXPLAINED_CHECKS, LOCAL_CHECKS, PAGE_STATUS_RULES, explainRule, statusWord } from '../../../src/shared/auditRules';
import { AUDITED_PAGE_STATUSES } from '../../../src/shared/api/schemas';
import { localCheckFor } from '../../../src/core/site/localChecks';
import { PROFILES } from '../../sample-api/data/profiles';
import { PAGE_STATUSES } from '../../sample-api/data/vocabulary';

describe('shared/auditRules: what each finding means', () => {
  it('every page status the reference defines is explained: what, why for AI crawlers, how to fix', () => {
    for (const status of new Set([...AUDITED_PAGE_STATUSES, ...PAGE_STATUSES])) {
      assert.ok(PAGE_STATUS_RULES.has(status), status);
      const e = explainRule(`status:${status}`);
      assert.equal(e.known, true, status);
      for (const part of [e.name, e.what, e.why, e.fix]) assert.ok(part.trim().length > 5, `${status}: ${part}`);
    }
    assert.equal(statusWord('blocked_robots'), 'Blocked by robots.txt');
  });

  it('every check the sample audit reports is explained in our words', () => {
    const ids = new Set(PROFILES.flatMap((p) => p.checks.map((c) => c.key)));
    assert.ok(ids.size >= 10);
    for (const id of ids) {
      assert.ok(EXPLAINED_CHECKS.includes(id), id);
      const e = explainRule(id);
      assert.equal(e.known, true, id);
      assert.match(e.why, /crawler|engine|answer|AI/i, `${id}: why speaks of AI crawlers or answers`);
    }
  });

  it('an unknown check gets the general words of its topic, never the audit\'s text as a description', () => {
    const e = explainRule('h1-case', 'H1 in sentence case', 'h1');
    assert.equal(e.known, false);
    assert.equal(e.name, 'H1 in sentence case');
    assert.match(e.what, /headings/);
    assert.equal(explainRule('__proto__').known, false, 'lookups are Maps');
    assert.equal(explainRule('status:teapot').known, false);
  });

  it('every check the editor re-checks has words for what it looks at', () => {
    for (const [id, label] of [['one-h1', 'One H1 per page'], ['meta-description', 'Meta description present'], ['title', 'Title present'], ['status:noindex', 'Marked noindex']]) {
      const local = localCheckFor(id, label);
      assert.ok(local && LOCAL_CHECKS.get(local)?.looksAt, id);
    }
  });
});
