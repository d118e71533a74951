// Assertions shared by the static-site generator tests.
import assert from 'node:assert/strict';
import { mapSite } from '../../../../src/cli/map';
import type { RouteTable } from '../../../../src/core/site/types';
import { memorySite } from '../siteFixture';

/** Asserts that each URL path resolves to the given file (null = known route without a source). */
export function expectRoutes(table: RouteTable, routes: Record<string, string | null>): void {
  for (const [url, file] of Object.entries(routes)) {
    const res = table.resolve(url);
    assert.ok(res, `${url} should resolve`);
    assert.equal(res.file, file, `${url}: ${res.reason}`);
    assert.ok(res.reason.length > 0);
  }
}

export function expectNoRoute(table: RouteTable, ...urls: string[]): void {
  for (const url of urls) assert.equal(table.resolve(url), undefined, `${url} should have no route, got ${JSON.stringify(table.resolve(url))}`);
}

/**
 * Maps URL paths on an in-memory repository through the CLI's site choice (site-root search and detection
 * included) and asserts each file (null = no source); `framework`, when given, must be the one detected.
 */
export function expectMapped(entries: Record<string, string>, cases: Record<string, string | null>, options: { domain?: string; framework?: string; audited?: boolean } = {}): void {
  const paths = Object.keys(cases);
  // `audited`: the cases' paths are the site's audited pages too, as in an audit (they pick the site and its base path).
  const mapping = mapSite(memorySite(entries), { ...(options.domain ? { domain: options.domain } : {}), ...(options.audited ? { paths } : {}) });
  if (options.framework) assert.equal(mapping.mapper.framework, options.framework);
  mapping.map(paths).forEach((r, i) => assert.equal(r.file, cases[paths[i]], `${paths[i]}: ${r.reason}`));
}
