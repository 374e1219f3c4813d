import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = foldersIn('./src/features');
const entities = foldersIn('./src/entities');

/**
 * The layers (README, "Layout of the code"), so a shortcut between them fails lint instead of
 * growing unnoticed: a feature is used by another only through its public index.ts; shared code
 * knows no feature, entity, route, address or app wiring; the addresses (src/navigation) know no
 * feature, entity or route; an entity knows no screen, and another entity only by its query keys.
 * Cross-layer imports go through the `@/` alias, so a pattern on the specifier is enough here; the
 * same patterns apply to a lazy `import()`, which `no-restricted-imports` does not see. What depends
 * on where an import really leads (a relative path, the fake API, the app's use of a feature) is
 * checked by dependency-cruiser (.dependency-cruiser.cjs).
 */
const boundary = (files, forbidden) => {
  const importPattern = forbidden.map(({ regex, message }) => ({ regex, message }));
  const importCall = forbidden.map(({ regex, message }) => ({
    // A selector's regex literal cannot hold a bare slash.
    selector: `ImportExpression > Literal[value=/${regex.replaceAll('/', '\\/')}/]`,
    message,
  }));
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: importPattern }],
      'no-restricted-syntax': ['error', ...importCall],
    },
  };
};
const FEATURE_MESSAGE = 'A feature uses another only through its public index.ts; shared code goes to src/shared or src/entities.';
const boundaries = [
  ...features.map((feature) =>
    boundary([`src/features/${feature}/**`], [{ regex: `^@/features/(?!${feature}(/|$))[^/]+/.+`, message: FEATURE_MESSAGE }]),
  ),
  boundary(['src/shared/**'], [
    { regex: '^@/(features|entities|routes|navigation|app)(/|$)', message: 'Shared code knows no feature, entity, route, address or app wiring.' },
  ]),
  boundary(['src/navigation/**'], [
    { regex: '^@/(features|entities|routes|app)(/|$)', message: "The panel's addresses know no feature, entity, route or app wiring." },
  ]),
  ...entities.map((entity) =>
    boundary(
      [`src/entities/${entity}/**`],
      [
        { regex: '^@/(features|routes|navigation|app)(/|$)', message: 'An entity holds data only: it knows no feature, route, address or app wiring.' },
        {
          regex: `^@/entities/(?!${entity}/)[^/]+/`,
          message: 'An entity reaches another only for its query keys, through src/entities/query-keys.ts.',
        },
      ],
    ),
  ),
];

export default tseslint.config(
  // The route tree is generated from src/routes/ by the router's Vite plugin.
  { ignores: ['dist', 'coverage', 'public', 'tests/e2e/artifacts', 'mocks/fixtures', 'src/app/routeTree.gen.ts'] },
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
  ...boundaries,
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
    // bench/, scripts/ and tool configs are plain JavaScript run by Node: no types to check against.
    files: ['**/*.js', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    // Node scripts report on stdout.
    files: ['scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
