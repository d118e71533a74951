// Assertions shared by the static-site generator tests.
import assert from 'node:assert/strict';
import type { RouteTable } from '../../../../src/extension/site/types';

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
