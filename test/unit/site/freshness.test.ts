import * as assert from 'node:assert/strict';
import { editedSince, nextFirstSeen, noteOf, type FileChange } from '../../../src/core/site/freshness';
import type { Located } from '../../../src/core/site/ranges';

const READ = '2026-11-09T04:30:00Z';
const readMs = Date.parse(READ);
const at = (local?: Located['local']): Located => ({ range: { startLine: 0, startCharacter: 0, endLine: 0, endCharacter: 1 }, found: true, what: 'x', ...(local ? { local } : {}) });
const file = (over: Partial<FileChange>): FileChange => ({ mtimeMs: readMs - 1000, firstSeenMs: readMs - 1000, dirty: false, ...over });

describe('site/freshness: edited since the crawl', () => {
  it('saved after the crawl read the page, and changed since first seen: edited', () => {
    assert.equal(editedSince(READ, file({ mtimeMs: readMs + 60_000 })), true);
  });

  it('a clone or checkout after the crawl (the time it had when first seen): not an edit', () => {
    assert.equal(editedSince(READ, file({ mtimeMs: readMs + 60_000, firstSeenMs: readMs + 60_000 })), false);
    assert.equal(editedSince(READ, file({ mtimeMs: readMs + 60_000, firstSeenMs: undefined })), false);
  });

  it('saved before the crawl read it, unknown times, no read time: not edited; unsaved changes always are', () => {
    assert.equal(editedSince(READ, file({ mtimeMs: readMs - 1 })), false);
    assert.equal(editedSince(READ, file({ mtimeMs: undefined })), false);
    assert.equal(editedSince(undefined, file({ mtimeMs: readMs + 60_000 })), false);
    assert.equal(editedSince('not a date', file({ mtimeMs: readMs + 60_000 })), false);
    assert.equal(editedSince(READ, file({ dirty: true })), true);
  });

  it('one note per finding: unchanged, edited, looks fixed locally, still failing in the edited file', () => {
    const edited = file({ mtimeMs: readMs + 60_000 });
    assert.equal(noteOf({ readAt: READ, location: at('passes') }, file({})), 'unchanged', 'a pass in an unedited file says nothing');
    assert.equal(noteOf({ readAt: READ, location: at('passes') }, edited), 'fixedLocally');
    assert.equal(noteOf({ readAt: READ, location: at('fails') }, edited), 'stillFails');
    assert.equal(noteOf({ readAt: READ, location: at('unknown') }, edited), 'edited');
    assert.equal(noteOf({ readAt: READ, location: at() }, edited), 'edited');
    assert.equal(noteOf({ readAt: READ }, undefined), 'unchanged');
  });

  it('first-seen times: kept once known, taken from the file when new, pruned to the files shown, bounded', () => {
    const next = nextFirstSeen({ a: 1, gone: 2 }, new Map<string, number | undefined>([['a', 5], ['b', 7], ['c', undefined]]));
    const plain = (o: object): unknown => JSON.parse(JSON.stringify(o));
    assert.deepEqual(plain(next), { a: 1, b: 7 });
    const many = new Map<string, number | undefined>(Array.from({ length: 20 }, (_, i) => [`f${i}`, i]));
    assert.equal(Object.keys(nextFirstSeen({}, many, 10)).length, 10);
    // A repository file named __proto__ stays a key (the stored map is JSON).
    assert.equal(JSON.stringify(nextFirstSeen(JSON.parse('{"__proto__":3}') as Record<string, number>, new Map([['__proto__', 9]]))), '{"__proto__":3}');
  });
});
