import * as assert from 'node:assert/strict';
import { isHostMessage, isWebviewMessage, loadMoreQuery, PANEL_FILTERS } from '../../../src/shared/protocol';
import { HOSTILE_STRINGS } from './hostileStrings';
import { context, keywordSample } from './samples';

const request = (method: string, params: unknown, id: unknown = 1) => ({ type: 'request', id, method, params });

describe('webviews/protocol: isWebviewMessage (the host must not trust the page)', () => {
  it('accepts every well-formed message', () => {
    const valid: unknown[] = [
      { type: 'ready' },
      { type: 'metrics', firstPaintMs: 12.5 },
      request('refetch', {}),
      request('setFilters', { period: '12w' }),
      request('setFilters', { filters: { engine: 'openai', topic: null } }),
      request('setFilters', { period: 'all', filters: {} }),
      request('openExternal', { url: 'https://example.com/a?b=c' }),
      request('openExternal', { url: 'http://example.com' }),
      request('openPanel', { panel: 'prompt', id: '5f0c1a2b-0000-4000-8000-000000000001' }),
      request('openPanel', { panel: 'reputation' }),
      request('openPanel', { panel: 'competitors', focus: 'rival.example' }),
      request('openPanel', { panel: 'competitors', focus: 'Quiet Co' }),
      request('openOwnedPage', { url: 'https://acme.example/pricing', show: 'source' }),
      request('openOwnedPage', { url: '/pricing', show: 'page' }),
      request('fixConnection', { action: 'setApiKey' }),
      request('fixConnection', { action: 'selectBaseUrl' }),
      request('copyMarkdown', { text: '# Hi' }),
      request('exportCsv', { text: 'a,b\r\n', suggestedName: 'results-crm.csv' }),
      request('loadMore', { list: 'leaderboard', cursor: 'abc' }),
      request('loadMore', { list: 'negative_prompts', offset: 20, limit: 20 }),
      request('loadMore', { list: 'negative_sources', offset: 0, limit: 100 }),
    ];
    for (const message of valid) assert.equal(isWebviewMessage(message), true, JSON.stringify(message));
  });

  it('rejects malformed envelopes', () => {
    const invalid: unknown[] = [
      null,
      undefined,
      'ready',
      42,
      [],
      [{ type: 'ready' }],
      {},
      { type: 'READY' },
      { type: 'ready', extra: true },
      { type: 'metrics' },
      { type: 'metrics', firstPaintMs: -1 },
      { type: 'metrics', firstPaintMs: Number.NaN },
      { type: 'metrics', firstPaintMs: Number.POSITIVE_INFINITY },
      { type: 'metrics', firstPaintMs: '12' },
      { type: 'state', panel: 'keyword', data: {}, context: context() },
      request('refetch', {}, 0),
      request('refetch', {}, -1),
      request('refetch', {}, 1.5),
      request('refetch', {}, '1'),
      request('refetch', {}, Number.MAX_SAFE_INTEGER + 2),
      request('refetch', null),
      request('refetch', []),
      request('refetch', { force: true }),
      request('eval', {}),
      request('constructor', {}),
      request('__proto__', {}),
      { type: 'request', id: 1, method: 'refetch' },
      { ...request('refetch', {}), extra: 1 },
    ];
    for (const message of invalid) assert.equal(isWebviewMessage(message), false, JSON.stringify(message));
  });

  it('rejects bad params for each method', () => {
    const invalid: [string, unknown][] = [
      ['setFilters', { period: '2w' }],
      ['setFilters', { period: 1 }],
      ['setFilters', { filters: { engine: 5 } }],
      ['setFilters', { filters: { as_of: 'x' } }],
      ['setFilters', { filters: { engine: 'x'.repeat(301) } }],
      ['setFilters', { filters: [] }],
      ['setFilters', { cursor: 'x' }],
      ['openExternal', { url: 'javascript:alert(1)' }],
      ['openExternal', { url: 'data:text/html,<script>alert(1)</script>' }],
      ['openExternal', { url: 'file:///etc/passwd' }],
      ['openExternal', { url: 'command:workbench.action.terminal.new' }],
      ['openExternal', { url: 'vscode://x' }],
      ['openExternal', { url: '/relative' }],
      ['openExternal', { url: 'https://user:pass@example.com/' }],
      ['openExternal', { url: ' https://example.com' }],
      ['openExternal', { url: 'https://example.com', target: '_self' }],
      ['openExternal', {}],
      ['openPanel', { panel: 'settings', id: 'x' }],
      ['openPanel', { panel: 'prompt' }],
      ['openPanel', { panel: 'prompt', id: '../../etc' }],
      ['openPanel', { panel: 'keyword', id: 'a/b' }],
      ['openPanel', { panel: 'keyword', id: '' }],
      ['openPanel', { panel: 'prompt', id: '5f0c1a2b-0000-4000-8000-000000000001', focus: 'x' }],
      ['openPanel', { panel: 'competitors', focus: '' }],
      ['openPanel', { panel: 'competitors', focus: 'a\nb' }],
      ['openPanel', { panel: 'competitors', focus: 'x'.repeat(301) }],
      ['openOwnedPage', { url: 'https://acme.example/', show: 'editor' }],
      ['openOwnedPage', { url: 5, show: 'source' }],
      ['openOwnedPage', { url: '/a', show: 'page', path: '/etc' }],
      ['fixConnection', { action: 'clearApiKey' }],
      ['fixConnection', { action: 'setApiKey', key: 'x' }],
      ['fixConnection', {}],
      ['copyMarkdown', { text: 5 }],
      ['copyMarkdown', {}],
      ['copyMarkdown', { text: 'x'.repeat(5_000_001) }],
      ['exportCsv', { text: 'a', suggestedName: '../../.bashrc.csv' }],
      ['exportCsv', { text: 'a', suggestedName: '/etc/passwd.csv' }],
      ['exportCsv', { text: 'a', suggestedName: 'report.exe' }],
      ['exportCsv', { text: 'a', suggestedName: '.hidden.csv' }],
      ['exportCsv', { text: 'a', suggestedName: 'a..b.csv' }],
      ['exportCsv', { text: 'a', suggestedName: 'C:\\x.csv' }],
      ['exportCsv', { text: 'a' }],
      ['loadMore', { list: 'leaderboard' }],
      ['loadMore', { list: 'leaderboard', cursor: '' }],
      ['loadMore', { list: 'leaderboard', cursor: 'x'.repeat(4097) }],
      ['loadMore', { list: 'leaderboard', cursor: 'c', offset: 1 }],
      ['loadMore', { list: 'negative_prompts', offset: -1, limit: 20 }],
      ['loadMore', { list: 'negative_prompts', offset: 0, limit: 0 }],
      ['loadMore', { list: 'negative_prompts', offset: 0, limit: 101 }],
      ['loadMore', { list: 'negative_prompts', offset: 0.5, limit: 20 }],
      ['loadMore', { list: 'pages', offset: 0, limit: 20 }],
    ];
    for (const [method, params] of invalid) {
      assert.equal(isWebviewMessage(request(method, params)), false, `${method} ${JSON.stringify(params).slice(0, 120)}`);
    }
  });

  it('never lets a hostile string through as a URL, id or file name', () => {
    for (const { name, value } of HOSTILE_STRINGS) {
      // eslint-disable-next-line no-control-regex -- control characters are what is being checked
      const isHttp = /^https?:\/\//.test(value) && !/[\s\u0000-\u001f]/.test(value) && !value.includes('@');
      assert.equal(isWebviewMessage(request('openExternal', { url: value })), isHttp, name);
      // Ids go into a URL path: only plain tokens (uuids, "__proto__" is harmless there) pass.
      const plainToken = /^[A-Za-z0-9_-]{1,128}$/.test(value);
      assert.equal(isWebviewMessage(request('openPanel', { panel: 'prompt', id: value })), plainToken, name);
      assert.equal(isWebviewMessage(request('exportCsv', { text: 'a', suggestedName: value })), false, name);
    }
  });

  it('maps loadMore to the reference query names', () => {
    assert.deepEqual(loadMoreQuery({ list: 'leaderboard', cursor: 'c2' }), { cursor: 'c2' });
    assert.deepEqual(loadMoreQuery({ list: 'negative_prompts', offset: 20, limit: 20 }), { prompts_offset: 20, list_limit: 20 });
    assert.deepEqual(loadMoreQuery({ list: 'negative_sources', offset: 5, limit: 10 }), { sources_offset: 5, list_limit: 10 });
  });

  it('lists only query filters the reference names per endpoint', () => {
    assert.deepEqual(PANEL_FILTERS.keyword, []);
    assert.deepEqual([...PANEL_FILTERS.competitors].sort(), ['engine', 'intent', 'type']);
    assert.deepEqual([...PANEL_FILTERS.prompt].sort(), ['engine', 'intent', 'type']);
  });
});

describe('webviews/protocol: isHostMessage', () => {
  it('accepts the host messages', () => {
    const valid: unknown[] = [
      { type: 'loading' },
      { type: 'error', message: 'The API key was rejected.', nextStep: 'Set a new key.' },
      { type: 'error', message: 'Offline' },
      { type: 'error', message: 'No key', nextStep: 'Set one.', action: 'setApiKey' },
      { type: 'state', panel: 'competitors', data: {}, context: context({ focus: 'rival.example' }) },
      { type: 'state', panel: 'keyword', data: keywordSample(), context: context() },
      { type: 'state', panel: 'reputation', data: {}, context: context({ pinnedScan: { id: 's', completedAt: '2026-11-01T00:00:00Z' }, menus: { engines: [{ label: 'Claude', value: 'claude' }] } }) },
      { type: 'response', id: 3, ok: true, result: null },
      { type: 'response', id: 3, ok: false, error: { message: 'Rate limited', nextStep: 'Wait 20 s.' } },
    ];
    for (const message of valid) assert.equal(isHostMessage(message), true, JSON.stringify(message).slice(0, 200));
  });

  it('rejects malformed host messages', () => {
    const base = { type: 'state', panel: 'keyword', data: keywordSample(), context: context() };
    const invalid: unknown[] = [
      null,
      'state',
      { type: 'unknown' },
      { type: 'error' },
      { type: 'error', message: 1 },
      { type: 'error', message: 'x', nextStep: 2 },
      { type: 'error', message: 'x', action: 'runTerminal' },
      { ...base, context: { ...context(), focus: 'a\u0000b' } },
      { ...base, panel: 'settings' },
      { ...base, data: null },
      { ...base, data: [] },
      { ...base, data: 'text' },
      { ...base, context: undefined },
      { ...base, context: { ...context(), period: '2w' } },
      { ...base, context: { ...context(), brandName: 5 } },
      { ...base, context: { ...context(), locale: undefined } },
      { ...base, context: { ...context(), filters: { engine: 3 } } },
      { ...base, context: { ...context(), filters: { apiKey: 'x' } } },
      { ...base, context: { ...context(), apiKey: 'secret' } },
      { ...base, context: { ...context(), baseUrl: 'https://api.example.com' } },
      { ...base, context: { ...context(), pinnedScan: { id: 1 } } },
      { ...base, context: { ...context(), menus: { engines: [{ label: 'x' }] } } },
      { ...base, context: { ...context(), menus: 'x' } },
      { type: 'response', id: 0, ok: true, result: 1 },
      { type: 'response', id: 1, ok: true },
      { type: 'response', id: 1, ok: 'yes', result: 1 },
      { type: 'response', id: 1, ok: false },
      { type: 'response', id: 1, ok: false, error: 'x' },
    ];
    for (const message of invalid) assert.equal(isHostMessage(message), false, JSON.stringify(message)?.slice(0, 200));
  });
});
