/**
 * Import cycles, which ESLint's own rules cannot see (they look at one file at a time), type-only
 * imports included (a cycle through types still ties two modules together for the next change);
 * the layer rules that depend on where an import really leads (a relative path, the fake API); and
 * any import it cannot resolve, so a broken alias cannot hide a cycle or a crossing.
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
    // The layers (README, "Layout of the code"). ESLint's rules in eslint.config.js see the `@/`
    // specifiers; these see where an import really leads, however it is written.
    {
      name: 'relative-import-across-layers',
      comment: 'A relative import stays in its layer (and in its feature or entity); another layer is reached through `@/`.',
      severity: 'error',
      // The router's plugin writes the route tree beside the router, importing each route by its path.
      from: { path: '^src/([^/]+)/', pathNot: '^src/app/routeTree\\.gen\\.ts$' },
      to: { dependencyTypes: ['local'], dependencyTypesNot: ['aliased'], pathNot: '^src/$1/' },
    },
    {
      name: 'relative-import-across-features',
      comment: 'A feature or an entity reaches another one through `@/`, where its public surface is checked.',
      severity: 'error',
      from: { path: '^src/(features|entities)/([^/]+)/' },
      to: { dependencyTypes: ['local'], dependencyTypesNot: ['aliased'], pathNot: '^src/$1/($2/|[^/]+$)' },
    },
    {
      name: 'no-mocks-in-the-panel',
      comment: 'The fake API serves tests and `npm run dev`; nothing of it may reach the built panel.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^mocks/' },
    },
    {
      name: 'api-knows-no-screen',
      comment: 'The HTTP layer serves the entities: it knows no entity, feature, route, navigation or app wiring.',
      severity: 'error',
      from: { path: '^src/api/' },
      to: { path: '^src/(entities|features|routes|navigation|app)/' },
    },
    {
      name: 'feature-through-its-index',
      comment: 'The app and the routes use a feature through its public index.ts.',
      severity: 'error',
      from: { path: '^src/(app|routes)/' },
      to: { path: '^src/features/[^/]+/', pathNot: '^src/features/[^/]+/index\\.ts$' },
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
