// MDX pages' ESM blocks: a Next.js page written in MDX exports its data functions there.
import assert from 'node:assert/strict';
import { mdxEsm } from '../../../../src/core/site/frameworks/kit/mdxEsm';
import { expectMapped } from './helpers';

describe('site/kit mdxEsm', () => {
  it('keeps top-level import/export blocks and drops front matter, Markdown and fenced code', () => {
    const text = [
      '---', 'title: x', '---',
      "import { a } from './a';",
      '',
      'export const meta = {',
      '  platforms: [',
      '',
      "    'react'",
      '  ]',
      '};',
      '',
      'Some text that says export default nothing.',
      'export const notEsm = 1;',
      '',
      '```js',
      'export const inFence = 1;',
      '```',
    ].join('\n');
    const esm = mdxEsm(text);
    assert.match(esm, /import \{ a \}/);
    assert.match(esm, /'react'/);
    assert.doesNotMatch(esm, /notEsm|inFence|title/);
  });

  it('an MDX page under a dynamic folder serves only the params its own getStaticPaths lists (static export)', () => {
    const page = (platforms: string[]) => `import { paths } from '@/utils/paths';

export const meta = { platforms: ${JSON.stringify(platforms)} };

export const getStaticPaths = async () => paths(meta.platforms);

# Page
`;
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '14', '@next/mdx': '3' } }),
      'next.config.mjs': "export default { output: 'export', pageExtensions: ['tsx', 'mdx'], trailingSlash: true };",
      'src/utils/paths.ts': 'export const paths = (platforms) => ({ paths: platforms.map((platform) => ({ params: { platform } })), fallback: false });',
      'src/pages/index.tsx': 'export default function P() { return null; }',
      'src/pages/[platform]/ai/index.mdx': page(['react', 'vue']),
      'src/pages/[platform]/start/index.mdx': page(['android']),
    }, {
      '/react/ai/': 'src/pages/[platform]/ai/index.mdx',
      '/android/start/': 'src/pages/[platform]/start/index.mdx',
      '/flutter/ai/': null,
      '/react/start/': null,
    });
  });
  it('an MDX page that imports another MDX file is still its own page (the import is a part of it)', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '14', '@next/mdx': '3' } }),
      'next.config.mjs': "export default { pageExtensions: ['tsx', 'mdx'] };",
      'pages/about.mdx': "import Intro from '../snippets/intro.mdx';\n\n# About\n\n<Intro />\n",
      'app/guide/page.mdx': "import Intro from '../../snippets/intro.mdx';\n\n# Guide\n\n<Intro />\n",
      'snippets/intro.mdx': 'Hello',
    }, { '/about': 'pages/about.mdx', '/guide': 'app/guide/page.mdx' });
  });
});
