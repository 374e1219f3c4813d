import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
