import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Its resolver comes from the import below instead of by name, so it is left out here.
const { 'import-x/resolver': _resolverByName, ...typescriptImportSettings } = importX.flatConfigs.typescript.settings;

const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = foldersIn('./src/features');
const entities = foldersIn('./src/entities');

/**
 * The layers of GUIDE.md §4, so a shortcut between them fails lint instead of growing unnoticed:
 * a feature is used by another only through its public index.ts; shared code knows no feature,
 * entity or route; an entity knows no feature or route, and another entity only by its query keys.
 */
const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
    message: 'A feature uses another only through its public index.ts; shared code goes to src/shared or src/entities.',
  })),
  {
    target: './src/shared',
    from: ['./src/features', './src/entities', './src/routes'],
    message: 'Shared code knows no feature, entity or route.',
  },
  {
    target: './src/entities',
    from: ['./src/features', './src/routes'],
    message: 'An entity knows no feature or route.',
  },
  // Files beside the entity folders (query-keys.ts, schema helpers) are common to all of them.
  ...entities.map((entity) => ({
    target: `./src/entities/${entity}`,
    from: entities.filter((other) => other !== entity).map((other) => `./src/entities/${other}`),
    message: 'An entity reaches another only for its query keys, through src/entities/query-keys.ts.',
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'src/routeTree.gen.ts', 'public', 'tests/e2e/artifacts', 'mocks/fixtures'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...tseslint.configs.recommendedTypeChecked,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
      // The router's own idiom: `throw redirect(...)` / `throw notFound()` in loaders and beforeLoad.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }],
          allowRethrowing: true,
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin's TypeScript settings make it parse .ts/.tsx dependencies (a cycle runs through
      // them); the resolver follows tsconfig's `@/` alias.
      ...typescriptImportSettings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.json` })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // A cycle through a lazy import() is still a cycle: the layers above must stay a tree.
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    // Tests index into results they have just asserted on; `!` there is clearer than a guard.
    files: ['tests/**', 'mocks/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Vitest types its asymmetric matchers (`expect.any(String)`, `expect.stringMatching`) as `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      // Tests keep a native method to put it back afterwards; it is never called unbound.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // bench/ and scripts/ are plain JavaScript run by Node: no types to check against.
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Node scripts report on stdout.
    files: ['scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
