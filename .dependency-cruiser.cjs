// Import rules (decision 0017), checked by `npm run lint` (`depcruise server web common`). They hold for the shipped
// code; tests, the test harness and their fixtures may import anything they exercise and are left out of the graph.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycles between files. server/deps.ts is the exception: it is the AppDeps interface of the composition ' +
        'root, which everything may name (as a type only, see deps-is-types-only) while it names their types.',
      from: {},
      to: { circular: true, viaOnly: { pathNot: '^server/deps\\.ts$' } },
    },
    {
      name: 'no-module-cycle',
      severity: 'error',
      comment:
        'No cycles between folders either: one domain module (server/modules/<domain>) may use another, but not both ' +
        'ways. Move what both need to a lower module or a types file, or pass a function in.',
      scope: 'folder',
      from: { path: '^server/modules/' },
      to: { path: '^server/modules/', circular: true },
    },
    {
      name: 'lib-not-modules',
      severity: 'error',
      comment: 'server/lib is infrastructure behind small interfaces; it never reaches into a domain module.',
      from: { path: '^server/lib/' },
      to: { path: '^server/modules/' },
    },
    {
      name: 'common-is-shared',
      severity: 'error',
      comment: 'common/ is imported by both the server and the web app, so it imports neither.',
      from: { path: '^common/' },
      to: { path: '^(server|web)/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      comment: 'The web app reaches the server over HTTP only; shared schemas and types live in common/.',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'deps-is-types-only',
      severity: 'error',
      comment: 'server/deps.ts declares AppDeps; it is built in server/bootstrap.ts, so importing it is for its types only.',
      from: {},
      to: { path: '^server/deps\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-runs-on-dependencies',
      severity: 'error',
      comment:
        'A production install has no devDependencies (npm prune --omit=dev), so what the server and common/ import at ' +
        'run time must be a dependency. Types may come from devDependencies.',
      from: { path: '^(server|common)/' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that does not resolve is a typo or a missing package.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    exclude: { path: ['\\.test\\.tsx?$', '^server/test/', '/test-support/', '/fixtures/'] },
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a cycle through types is still a cycle in the design.
    tsPreCompilationDeps: true,
    skipAnalysisNotInRules: true,
    // Resolve packages' subpath exports (hono/streaming, csv-parse/sync) the way Node and TypeScript do.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'types', 'default'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
