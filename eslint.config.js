import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'var/**',
      'web/.next/**',
      // The GraphiQL bundle (graph/sandbox/build.ts): generated, minified.
      'graph/.sandbox/**',
      'web/next-env.d.ts',
      '**/__generated__/**',
      'hub/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/src/components/forms/zod-resolver.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hookform/resolvers/zod',
              message:
                "Import zodResolver from components/forms/zod-resolver: it switches zod's eval probe off, which the CSP would report.",
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    // Tool configuration written as CommonJS (dependency-cruiser reads .cjs).
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly' },
    },
  },
  {
    // Command-line scripts talk to the person who ran them.
    files: ['scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
)
