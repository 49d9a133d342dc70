// ESLint for the whole tree: typescript-eslint's type-checked rules everywhere, React hooks
// rules in the frontend. `npm run lint` runs it; `make test` runs it before the tests.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Workspaces whose files no other workspace imports: only @highpay/contracts and @highpay/common are shared. */
const SERVICES = 'gateway|search|optimizer|payment|ingest|alerts|frontend';
const SERVICE_BOUNDARY =
  "Another service's internals: import @highpay/contracts or @highpay/common, or call the service over HTTP or a queue.";

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'services/common/src/generated/**',
      '.cache/**',
      '.data/**',
      'bench/import/unseen/**',
      'bench/import/working/*-2.mjs',
      'bench/import/working/*-3.ts',
      'bench/import/working/*-4.ts',
      'bench/import/working/*-5.ts',
      'bench/import/working/*-6.mjs',
      'bench/import/working/*-7.mjs',
      'bench/import/working/*-8.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      'no-duplicate-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Demo data is for `npm run seed` and tests: production code takes reference data
    // (categories, cities, tag colors, slugs) from common/src/reference instead. A service
    // reaches another only through contracts, common, HTTP and queues, never its files.
    files: ['services/*/src/**/*.ts', 'frontend/src/**/*.{ts,tsx}'],
    ignores: ['services/common/src/seed/**', 'services/common/src/cli/seed.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@highpay/common/seed', '@highpay/common/seed/*', '**/seed/*'],
              message: 'Demo data is for the seed and tests; take reference data from @highpay/common/reference/*.',
            },
            {
              regex: `^@highpay/(${SERVICES})(/|$)`,
              message: SERVICE_BOUNDARY,
            },
            {
              regex: `^(\\.\\./)+(services/)?(${SERVICES})/(src|dist|test)/`,
              message: SERVICE_BOUNDARY,
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read supertest and fetch answers (typed any) and stub async ports with plain values.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // An expectation no answer can fail (a count or score "at least 0") proves nothing:
      // expect the value the fixture implies.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='toBeGreaterThanOrEqual'][arguments.0.value=0]",
          message: 'toBeGreaterThanOrEqual(0) cannot fail for a count or score: expect the value the fixture implies.',
        },
        {
          // -1 is a unary minus applied to 1, not a literal -1.
          selector:
            "CallExpression[callee.property.name='toBeGreaterThan'][arguments.0.operator='-'][arguments.0.argument.value=1]",
          message: 'toBeGreaterThan(-1) cannot fail for a count or score: expect the value the fixture implies.',
        },
        {
          selector: "CallExpression[callee.name='expect'] > BinaryExpression[operator='>='][right.value=0]",
          message: 'expect(x >= 0) cannot fail for a count or score: expect the value the fixture implies.',
        },
      ],
    },
  },
  {
    // Plain JavaScript (scripts, configs) has no types to check.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
