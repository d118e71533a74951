// A server or gateway that quotes the credential back (an error detail "invalid key bvk_…", a field of a 200 answer)
// must not carry the key into the messages, views, previews and outputs built from its answers: the transport takes it
// out of every body before anything reads it (error bodies were already scrubbed in response.ts; 2xx bodies were not).
import * as assert from 'node:assert/strict';
import { ApiProblemError, describeError } from '../../../src/core/api/index.js';
import { REDACTED_KEY, withoutKey } from '../../../src/core/api/transport.js';
import { BRAND, KEY, json, rejection, testClient } from '../api/helpers.js';

describe('transport: the key never comes back out of a response', () => {
  it('an error detail quoting the key becomes a message without it', async () => {
    const { client } = testClient((req) =>
      json(
        { type: 'about:blank', title: 'Forbidden', status: 403, code: 'forbidden', detail: `Key ${req.headers.authorization} may not read this`, instance: 'req-1' },
        { status: 403 },
      ),
    );
    const err = await rejection(client.settings(BRAND));
    assert.ok(err instanceof ApiProblemError);
    const shown = describeError(err);
    for (const text of [err.message, err.detail, shown.message, shown.nextStep]) assert.ok(!text.includes(KEY), text);
    assert.equal(err.detail, `Key Bearer ${REDACTED_KEY} may not read this`);
  });

  it('a field of a 200 answer holding the key reaches no caller', async () => {
    const { client } = testClient((req) => json({ echo: req.headers.authorization, nested: [{ note: `key=${KEY};` }] }));
    const body = await client.getUnknown('/v1/brands');
    assert.ok(!JSON.stringify(body).includes(KEY));
    assert.deepEqual(body, { echo: `Bearer ${REDACTED_KEY}`, nested: [{ note: `key=${REDACTED_KEY};` }] });
  });

  it('replaces only what can be replaced without changing the JSON (token characters, 8 or more)', () => {
    assert.equal(withoutKey('{"a":"xx-KEY_1234.5~+/=-yy"}', 'KEY_1234.5~+/='), `{"a":"xx-${REDACTED_KEY}-yy"}`);
    // A string this short could be part of any body (or of its syntax): left alone.
    assert.equal(withoutKey('{"true":true}', 'true'), '{"true":true}');
    // Not a bearer token's characters (a quote would change the JSON around it): left alone, never mangled.
    assert.equal(withoutKey('{"a":"ab\\"cdefghij"}', 'ab"cdefghij'), '{"a":"ab\\"cdefghij"}');
  });
});
