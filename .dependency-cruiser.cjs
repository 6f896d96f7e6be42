// The tiers' import rules (docs/architecture.md): web → graph and graph → hub only over HTTP,
// the hub imports no tier, shared packages import no tier. `npm run lint` runs this, so a
// back-edge fails CI. Tests, scripts and bench may reach into every tier.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-imports-only-packages',
      comment: 'The storefront talks to the gateway over HTTP; shared code comes from packages/.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(graph|hub|tests|scripts|bench)/' },
    },
    {
      name: 'graph-imports-only-packages',
      comment: 'The gateway reaches the hub over HTTP (RESTDataSource), never by import.',
      severity: 'error',
      from: { path: '^graph/' },
      to: { path: '^(web|hub|tests|scripts|bench)/' },
    },
    {
      name: 'hub-imports-no-tier',
      comment: 'The hub is the bottom tier: it imports shared packages only.',
      severity: 'error',
      from: { path: '^hub/' },
      to: { path: '^(web|graph|tests|scripts|bench)/' },
    },
    {
      name: 'packages-import-no-tier',
      comment: 'A shared package is imported by the tiers, never the other way round.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(web|graph|hub|tests|scripts|bench)/' },
    },
    {
      name: 'packages-by-name',
      comment:
        'Shared packages are imported by their name (@schaufenster/…), not by a relative path.',
      severity: 'error',
      from: { path: '^(web|graph|hub)/' },
      to: {
        path: '^packages/',
        // By name, the import resolves through the workspace symlink ('aliased-workspace');
        // a relative path is only 'local' (which a by-name import is as well).
        dependencyTypesNot: ['aliased-workspace'],
      },
    },
    {
      name: 'no-foreign-routes',
      comment:
        "A hub feature uses another feature's service, never its routes file. The two apps compose them: hub/src/app.ts and the admin listener's hub/src/admin/app.ts.",
      severity: 'error',
      from: { path: '^hub/src/([^/]+)/', pathNot: '^hub/src/admin/app[.]ts$' },
      to: { path: '^hub/src/[^/]+/[a-z-]*routes[.]ts$', pathNot: '^hub/src/$1/' },
    },
    {
      name: 'no-circular',
      comment: 'Import cycles make load order matter and hide which module owns what.',
      severity: 'error',
      from: { path: '^(web|graph|hub|packages)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|[.]next|__generated__|drizzle)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
}
