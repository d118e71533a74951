import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { READS, pathParamsOf } from '../../../src/core/api/index';
import { PANEL_KINDS, PANEL_REGISTRY, isItemKind, registrationOf, takesFocus } from '../../../src/shared/panels/index';
import { PANEL_FILTERS, PANELS } from '../../../src/shared/protocol';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { activationEvents: string[] };

describe('panels/kinds: one registration per panel kind', () => {
  it('each kind has its webview bundle, icons and activation event, and a view type of its own', () => {
    const viewTypes = PANEL_KINDS.map((kind) => registrationOf(kind).viewType);
    assert.equal(new Set(viewTypes).size, viewTypes.length);
    for (const kind of PANEL_KINDS) {
      const registration = registrationOf(kind);
      assert.ok(manifest.activationEvents.includes(`onWebviewPanel:${registration.viewType}`), `${kind}: package.json activates on its view type`);
      assert.ok(existsSync(`src/webviews/${kind}/main.ts`), `${kind}: webview entry`);
      for (const theme of ['light', 'dark']) assert.ok(existsSync(`media/panels/${registration.icon}-${theme}.svg`), `${kind}: ${theme} icon`);
    }
    assert.deepEqual([...PANELS], PANEL_KINDS, 'the protocol lists the registered kinds');
  });

  it('filters are query names of the read; an item panel reads an item path', () => {
    for (const kind of PANEL_KINDS) {
      const registration = registrationOf(kind);
      const query = READS[registration.read].query as readonly string[];
      for (const filter of registration.filters) assert.ok(query.includes(filter), `${kind}: ${filter} is a parameter of ${registration.read}`);
      assert.deepEqual(PANEL_FILTERS[kind], registration.filters);
      assert.equal(isItemKind(kind), pathParamsOf(registration.read).length === 2, `${kind}: item panel ⇔ item read`);
    }
    assert.deepEqual(PANEL_KINDS.filter(takesFocus), ['competitors'], 'only the competitors panel marks a brand a link names');
  });

  it('learns the title subject and the brand name from its data', () => {
    assert.deepEqual(PANEL_REGISTRY.keyword.learn({ text: 'crm' } as never), { subject: 'crm' });
    assert.deepEqual(PANEL_REGISTRY.competitors.learn({ competitors: [{ name: 'Rival' }, { name: 'Acme', is_you: true }] } as never), { brandName: 'Acme' });
    assert.deepEqual(registrationOf('reputation').learn({} as never), {});
  });
});
