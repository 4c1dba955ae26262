// Flat config: Next's core-web-vitals and TypeScript presets (eslint-config-next 16 exports flat
// config arrays), plus a few TypeScript rules of our own.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      // `typeof import('…json')` is how lib/i18n/messages.ts types the message catalogue.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // with verbatimModuleSyntax, \`import { type A } from 'm'\` still loads m (a zod contract, say)
      // in the browser: an import of types only is written \`import type\`.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // dayjs's locale is one global of the process: set during a server render it would leak into
    // every other request's dates. Only the browser sets it (useDayjsLocale in AntdProvider, in an
    // effect); elsewhere format with an instance locale, dayjs(x).locale('en').
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['components/providers/AntdProvider.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='dayjs'][callee.property.name='locale'][arguments.length>0]",
          message: 'dayjs.locale(x) sets the locale of the whole process; use dayjs(date).locale(x), or useDayjsLocale in the browser.',
        },
      ],
    },
  },
  {
    // Server-only services hold no React: a function named use… there (useCode) is not a hook.
    files: ['lib/server/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The global 404 renders outside every layout (no router, no locale): a plain link home is right.
    files: ['app/not-found.tsx'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // Plain Node scripts; CommonJS files may require().
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'bench/baseline/.next/**',
    'bench/baseline/node_modules/**',
    'drizzle/**',
    'public/**',
    'node_modules/**',
    '.data/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
  ]),
]);
