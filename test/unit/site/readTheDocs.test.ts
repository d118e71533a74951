// Read the Docs hosting: a project with a .readthedocs.yaml whose audited pages sit under /<language>/<version>/.
import assert from 'node:assert/strict';
import { mapSite } from '../../../src/cli/map';
import { memorySite } from './siteFixture';

const SITE = {
  '.readthedocs.yaml': 'version: 2\nmkdocs:\n  configuration: mkdocs.yml\n',
  'mkdocs.yml': 'site_name: x\n',
  'docs/index.md': '# x',
  'docs/creating.md': '# x',
  'docs/reference/api.md': '# x',
};

describe('site/readTheDocs', () => {
  it('audited pages under /<language>/<version>/: the path below the prefix is the page; the root and other languages have no source', () => {
    const paths = ['/en/stable/', '/en/latest/creating/', '/en/stable/reference/api/', '/', '/ja/latest/', '/en/v1.2.3/creating/'];
    const { mapper } = mapSite(memorySite(SITE), { paths });
    assert.equal(mapper.resolve('/en/stable/').file, 'docs/index.md');
    assert.equal(mapper.resolve('/en/latest/creating/').file, 'docs/creating.md');
    assert.equal(mapper.resolve('/en/v1.2.3/creating/').file, 'docs/creating.md');
    assert.equal(mapper.resolve('/en/stable/reference/api/').file, 'docs/reference/api.md');
    assert.equal(mapper.resolve('/').file, null);
    assert.match(mapper.resolve('/').reason, /Read the Docs serves this project under \/en\/<version>\//);
    assert.equal(mapper.resolve('/ja/latest/').file, null);
    assert.equal(mapper.resolve('/en/stable/missing/').file, null);
  });

  it('served from the root (versioning off, or no .readthedocs.yaml): paths are read as they are', () => {
    const rootPaths = ['/', '/creating/', '/reference/api/'];
    assert.equal(mapSite(memorySite(SITE), { paths: rootPaths }).mapper.resolve('/creating/').file, 'docs/creating.md');
    const { '.readthedocs.yaml': _config, ...plain } = SITE;
    const mapper = mapSite(memorySite(plain), { paths: ['/en/stable/', '/en/latest/creating/'] }).mapper;
    assert.equal(mapper.resolve('/en/latest/creating/').file, null);
    assert.equal(mapper.resolve('/creating/').file, 'docs/creating.md');
  });
});
