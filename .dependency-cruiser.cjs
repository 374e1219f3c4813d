/**
 * Import cycles, which ESLint's own rules cannot see (they look at one file at a time). The layer
 * rules stay in eslint.config.js; this file forbids cycles, type-only imports included (a cycle
 * through types still ties two modules together for the next change), and any import it cannot
 * resolve, so a broken alias cannot hide a cycle.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-import-cycles',
      comment: 'Modules that import each other, directly or through others, cannot be read or changed alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolved-imports',
      comment: 'An import the cruiser cannot follow (say, a broken @/ alias) would hide the cycles behind it.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js'],
      // ESM-only packages (vite, vitest/node, hls.js/light) resolve only through their exports maps.
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
