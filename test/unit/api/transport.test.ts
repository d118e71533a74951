import * as assert from 'node:assert/strict';
import {
  BrandVisibilityClient,
  InsecureBaseUrlError,
  RedirectError,
  ResponseTooLargeError,
  SchedulerRegistry,
  checkBaseUrl,
  isLoopbackHost,
} from '../../../src/core/api/index.js';
import { BRAND, KEY, fakeTransport, json, rejection, testClient } from './helpers.js';

const settingsBody = { brand_id: BRAND, name: 'B', domain: 'b.example', prompts_reserved: null };

function redirect(to: string, status = 302): Response {
  return new Response(null, { status, headers: { location: to } });
}

describe('api/transport', () => {
  describe('base URL policy', () => {
    it('accepts https anywhere and http only on loopback', () => {
      for (const ok of ['https://api.example.com', 'https://api.example.com/prefix/', 'http://127.0.0.1:8080', 'http://127.9.9.9', 'http://[::1]:3000', 'http://localhost:1234']) {
        assert.doesNotThrow(() => checkBaseUrl(ok), ok);
      }
      for (const bad of ['http://api.example.com', 'http://10.0.0.1', 'http://localhost.evil.com', 'ftp://x', 'not a url', 'https://user:pw@api.example.com', 'https://api.example.com/?q=1']) {
        assert.throws(() => checkBaseUrl(bad), InsecureBaseUrlError, bad);
      }
      assert.ok(isLoopbackHost('[::1]'));
      assert.ok(!isLoopbackHost('128.0.0.1'));
    });

    it('refuses to build a client on an insecure base URL (nothing is ever sent)', () => {
      const { transport, calls } = fakeTransport(() => json({}));
      assert.throws(() => new BrandVisibilityClient({ baseUrl: 'http://api.example.com', getApiKey: () => KEY, transport }), (err: unknown) => {
        assert.ok(err instanceof InsecureBaseUrlError);
        assert.match(err.nextStep, /https/);
        return true;
      });
      assert.equal(calls.length, 0);
    });
  });

  it('sends Accept, User-Agent and the bearer key, and keeps a base path prefix', async () => {
    const { client, calls } = testClient(() => json(settingsBody), { baseUrl: 'https://api.example.test/bv/', userAgent: 'test-agent/1' });
    await client.settings(BRAND);
    assert.equal(calls[0].url.pathname, `/bv/v1/brands/${BRAND}/settings`);
    assert.equal(calls[0].headers.accept, 'application/json');
    assert.equal(calls[0].headers['user-agent'], 'test-agent/1');
    assert.equal(calls[0].headers.authorization, `Bearer ${KEY}`);
  });

  it('follows a same-origin redirect with the key', async () => {
    const { client, calls } = testClient((req) =>
      req.url.pathname.startsWith('/moved') ? json(settingsBody) : redirect(`/moved${req.url.pathname}`, 307),
    );
    await client.settings(BRAND);
    assert.equal(calls.length, 2);
    assert.equal(calls[1].headers.authorization, `Bearer ${KEY}`);
  });

  it('never sends the key to another origin', async () => {
    const { client, calls } = testClient((req) =>
      req.url.host === 'api.example.test' ? redirect('https://cdn.other.test/data') : json(settingsBody),
    );
    await client.settings(BRAND);
    assert.equal(calls.length, 2);
    assert.equal(calls[1].url.host, 'cdn.other.test');
    assert.equal(calls[1].headers.authorization, undefined);
  });

  it('refuses a redirect to plain http off loopback, a redirect without Location, and more than 5 hops', async () => {
    const insecure = await rejection(testClient(() => redirect('http://evil.test/x')).client.settings(BRAND));
    assert.ok(insecure instanceof RedirectError);
    assert.match(insecure.message, /plain http/);
    const noLocation = await rejection(testClient(() => new Response(null, { status: 301 })).client.settings(BRAND));
    assert.ok(noLocation instanceof RedirectError);
    let hop = 0;
    const { client, calls } = testClient(() => redirect(`/hop${hop++}`));
    const loop = await rejection(client.settings(BRAND));
    assert.ok(loop instanceof RedirectError);
    assert.match(loop.message, /more than 5 redirects/);
    assert.equal(calls.length, 6);
  });

  it('asks for no caching and manual redirects', async () => {
    let seen: RequestInit | undefined;
    const client = new BrandVisibilityClient({
      baseUrl: 'https://api.example.test',
      getApiKey: () => KEY,
      schedulers: new SchedulerRegistry(),
      transport: async (_url, init) => {
        seen = init;
        return json(settingsBody);
      },
    });
    await client.settings(BRAND);
    assert.equal(seen?.redirect, 'manual');
    assert.equal(seen?.cache, 'no-store');
    assert.equal(seen?.method, 'GET');
  });

  describe('body size cap', () => {
    /** A body of `chunks` × 1 KiB that counts how much of it was pulled. */
    function streamed(chunks: number): { response: Response; pulled: () => number } {
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pulled >= chunks) return controller.close();
          pulled++;
          controller.enqueue(new Uint8Array(1024).fill(0x20));
        },
      });
      return { response: new Response(body, { headers: { 'content-type': 'application/json' } }), pulled: () => pulled };
    }

    it('refuses a streamed body once it passes the cap, without reading the rest, and does not retry', async () => {
      const big = streamed(1_000_000);
      const { client, calls } = testClient(() => big.response, { maxBodyBytes: 64 * 1024 });
      const err = await rejection(client.settings(BRAND));
      assert.ok(err instanceof ResponseTooLargeError, String(err));
      assert.equal(err.code, 'response_too_large');
      assert.match(err.userMessage, /api\.example\.test is larger than 64 KB, so it was refused without reading it/);
      assert.ok(big.pulled() <= 66, `stopped after the cap: ${big.pulled()} KiB pulled`);
      assert.equal(calls.length, 1);
    });

    it('refuses a declared Content-Length above the cap before reading anything', async () => {
      const big = streamed(10);
      const response = new Response(big.response.body, { headers: { 'content-type': 'application/json', 'content-length': String(30 * 1024 * 1024) } });
      const { client } = testClient(() => response);
      const err = await rejection(client.settings(BRAND));
      assert.ok(err instanceof ResponseTooLargeError);
      assert.match(err.userMessage, /larger than 20 MB, so it was refused without reading it/);
      assert.ok(big.pulled() <= 1, 'nothing read');
    });

    it('reads a body at the cap whole, multi-byte characters across chunk boundaries intact', async () => {
      const text = JSON.stringify({ ...settingsBody, name: 'Ünïcödé ✓ 🚀'.repeat(50) });
      const bytes = new TextEncoder().encode(text);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
          controller.close();
        },
      });
      const { client } = testClient(() => new Response(body, { headers: { 'content-type': 'application/json' } }), { maxBodyBytes: bytes.length });
      const settings = await client.settings(BRAND);
      assert.equal(settings.name, 'Ünïcödé ✓ 🚀'.repeat(50));
    });
  });
});
