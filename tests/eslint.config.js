// ESLint flat config (kept under tests/ so the top level holds only what README.md lists; run with -c).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-content/**', 'dist.site-build/**', 'node_modules/**', 'tests/.output/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: new URL('..', import.meta.url).pathname },
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A missing dependency is a stale value: an error, not a warning nobody reads.
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // One module per icon: through lucide's index every icon is reachable from the shell, and the build's
      // chunking (src/build/chunkGroups.ts) would put every icon any page uses into the start-up chunk.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              message: "Import an icon from 'lucide-react/icons/<name>'.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Plain JavaScript, outside the TypeScript project: run by node where nothing is compiled (tests/run.sh).
    files: ['tests/eslint.config.js', 'tests/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
