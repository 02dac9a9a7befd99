import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { noImportCircle } from './scripts/eslint/import-circles.js';

// Classic zod is ~90 KB in every Lambda; the shared schemas use zod/mini (packages/core/src/fields.ts).
const CLASSIC_ZOD = { name: 'zod', message: 'Use zod/mini (see packages/core/src/fields.ts).' };
const WEB_FORBIDDEN = ['@aws-sdk/*', 'node:*', '@colabora/functions/*', '@colabora/local/*'];
const FEATURES = readdirSync(new URL('./packages/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.local/**', '.sst/**', '.build/**', '**/cdk.out/**', 'e2e/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { colabora: { rules: { 'no-import-circle': noImportCircle } } },
    rules: { 'colabora/no-import-circle': 'error' },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [CLASSIC_ZOD] }],
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      // core is bundled into the browser: no Node, AWS or React code here.
      'no-restricted-imports': [
        'error',
        { paths: [CLASSIC_ZOD], patterns: ['node:*', '@aws-sdk/*', 'react', 'react-dom', '@mui/*'] },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [CLASSIC_ZOD], patterns: WEB_FORBIDDEN }],
    },
  },
  {
    // The component tests' setup runs in Node, never in the browser: it takes Node's AbortController (setup.ts).
    files: ['packages/web/src/testing/setup.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [CLASSIC_ZOD], patterns: WEB_FORBIDDEN.filter((pattern) => pattern !== 'node:*') }],
    },
  },
  // An instant shown as a date is the company's calendar day, whatever the zone of the browser or the machine
  // (web: lib/format-date.ts; core: ground/calendar-day.ts and timeclock/sao-paulo-clock.ts). From 21:00 to 24:00 in
  // Sao Paulo a UTC machine or a browser abroad is on tomorrow.
  {
    files: ['packages/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    ignores: ['packages/web/src/lib/calendar-day.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: "Format dates through the company's calendar (web lib/format-date.ts, core ground/calendar-day.ts), not the runtime's zone.",
        },
        {
          selector: "ImportDeclaration[source.value='date-fns'] ImportSpecifier[imported.name=/^(format|parseISO|startOfDay|endOfDay)$/]",
          message: "Format dates through the company's calendar (web lib/format-date.ts, core ground/calendar-day.ts), not the runtime's zone.",
        },
      ],
    },
  },
  // The functions' house (README 'Architecture'): thin Lambda folders on concept modules, on shared layers.
  // A Lambda folder never imports another; modules never import a Lambda folder; the shared layers (http, db,
  // lib) import no concept; nothing imports the local runtime (the stand-ins' test setup lives there).
  ...[
    ['packages/functions/src/lambdas/*/**/*.ts', [
      { regex: '^\\.\\./(?!\\.\\./)', message: 'A Lambda folder never imports another: move what both need into a module (functions/src/modules).' },
      { regex: '(^|/)lambdas/', message: 'A Lambda folder never imports another: move what both need into a module (functions/src/modules).' },
    ]],
    ['packages/functions/src/modules/**/*.ts', [
      { regex: '(^|/)lambdas/', message: 'A module never imports a Lambda folder: the Lambda imports the module.' },
    ]],
    ['packages/functions/src/{http,db,lib}/**/*.ts', [
      { regex: '(^|/)(lambdas|modules)/', message: 'The shared layers (http, db, lib) import no concept: pass what they need in.' },
    ]],
  ].map(([files, patterns]) => ({
    files: [files],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [CLASSIC_ZOD], patterns: [...patterns, { group: ['@colabora/local/*'], message: 'functions never imports the local runtime.' }] }],
    },
  })),
  {
    files: ['packages/functions/**/*.ts'],
    ignores: ['packages/functions/src/{lambdas,modules,http,db,lib}/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [CLASSIC_ZOD], patterns: [{ group: ['@colabora/local/*'], message: 'functions never imports the local runtime.' }] }] },
  },
  // The web's layers import only downwards: shared (components, lib, config) → domain → features → app.
  {
    files: ['packages/web/src/{components,lib,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [CLASSIC_ZOD],
          patterns: [
            { group: WEB_FORBIDDEN },
            {
              group: ['@/domain/*', '@/features/*', '@/app/*'],
              message: 'Shared code (components, lib, config) imports no domain, feature or app code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [CLASSIC_ZOD],
          patterns: [
            { group: WEB_FORBIDDEN },
            {
              group: ['@/features/*', '@/app/*'],
              message: 'The domain layer (views and calls HR and the employee share) imports only shared code and other concepts, never a feature or the app.',
            },
          ],
        },
      ],
    },
  },
  // Features never import each other (shared → domain → features → app): what two features need lives in the domain.
  ...FEATURES.map((feature) => ({
    files: [`packages/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [CLASSIC_ZOD],
          patterns: [
            { group: WEB_FORBIDDEN },
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`, '@/app/*'],
              message: 'A feature imports only shared and domain code (components, lib, config, domain), never another feature or the app.',
            },
          ],
        },
      ],
    },
  })),
);
