import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// Which layer may import which (README, Architecture). A file's layer is its folder under src/; it may import its own
// layer and those listed. Only the extension imports `vscode`.
export const LAYERS = {
  shared: [],
  core: ['shared'],
  webviews: ['shared'],
  extension: ['core', 'shared'],
  cli: ['core', 'shared'],
};

/** One no-restricted-imports block per layer; test/unit/lint/layers.test.ts lints an import of every pair. */
function layerRules() {
  const rule = '@typescript-eslint/no-restricted-imports';
  const blocks = [];
  for (const [layer, allowed] of Object.entries(LAYERS)) {
    const reach = [layer, ...allowed].join(', ');
    const patterns = Object.keys(LAYERS)
      .filter((other) => other !== layer && !allowed.includes(other))
      .map((other) => ({
        // Relative specifiers only: a package's own path may have a folder of that name.
        regex: `^\\.\\.?/(.*/)?${other}(/|$)`,
        message: `The ${layer} layer imports only from ${reach} (README, Architecture).`,
      }));
    const paths = layer === 'extension' ? [] : [{ name: 'vscode', message: `The ${layer} layer runs without VS Code: no vscode import.` }];
    blocks.push({ files: [`src/${layer}/**/*.ts`], rules: { 'no-restricted-imports': 'off', [rule]: ['error', { paths, patterns }] } });
    if (layer === 'webviews' || layer === 'shared') {
      // The webview bundles carry no zod: the API's schemas and read table reach them as types only.
      const typesOnly = {
        regex: '^\\.\\.?/(.*/)?api/',
        allowTypeImports: true,
        message: 'Browser code takes only types from shared/api (no zod in the webview bundles): use `import type`.',
      };
      blocks.push({
        files: [`src/${layer}/**/*.ts`],
        ignores: ['src/shared/api/**'],
        rules: { [rule]: ['error', { paths, patterns: [...patterns, typesOnly] }] },
      });
    }
  }
  return blocks;
}

export default tseslint.config(
  { ignores: ['dist/**', 'out/**', 'node_modules/**', '.harness/**', '.cache/**', 'test/fixtures/**', 'test-results/**', '*.vsix'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': 'off',
    },
  },
  {
    // The demo's companion extension is plain CommonJS (no build step: the demo packages the folder as it is).
    files: ['scripts/demo-companion/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...layerRules(),
);
