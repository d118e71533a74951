import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

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
  {
    // The pure layers must run without VS Code (CLI, unit tests); the panel registrations are read by the webviews too.
    files: ['src/core/api/**', 'src/core/site/**', 'src/core/tools/**', 'src/shared/panels/**', 'src/webviews/**', 'src/shared/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'vscode', message: 'Pure layer: no vscode import.' }] }] },
  },
);
