/**
 * Which way imports may point (issue 19, item 3). The front ends are built as bulletproof-react
 * describes: shared pieces (`src/lib`, `src/components`) → features → the app that composes them.
 * A feature that needs another's code is a sign the code is shared, or that the page in `src/app`
 * should compose the two. No exception lists: a violation is fixed, not recorded.
 *
 * `npm run check:deps` (in CI) checks apps/web, apps/admin and the server's modules (decision 014:
 * no cycle between domains). It runs scripts/check-deps.mjs, which cruises each app on its own,
 * because both front ends name their own `src` `@/`.
 */

/** The two front ends, as a regex group. */
const FRONT_END = '^apps/(web|admin)/src/'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-feature-import',
      comment:
        'A feature imports nothing from another feature. Move what both need to src/lib or src/components, ' +
        'or let a page in src/app compose the two.',
      severity: 'error',
      from: { path: `${FRONT_END}features/([^/]+)/` },
      to: { path: '^apps/$1/src/features/', pathNot: '^apps/$1/src/features/$2/' },
    },
    {
      name: 'no-shared-to-feature-or-app',
      comment:
        'src/lib and src/components are shared by the features: they import neither a feature nor the app.',
      severity: 'error',
      from: { path: `${FRONT_END}(lib|components)/` },
      to: { path: '^apps/$1/src/(features|app)/' },
    },
    {
      name: 'no-feature-to-app',
      comment: 'The app composes the features, never the other way round.',
      severity: 'error',
      from: { path: `${FRONT_END}features/` },
      to: { path: '^apps/$1/src/app/' },
    },
    {
      name: 'no-front-end-cycle',
      comment:
        'No circular imports in the front ends. A cycle closed only by `import type` is left alone: it is ' +
        'erased at build time, so it can neither load a module half-initialised nor tangle the bundle ' +
        "(a feature's api/keys.ts typing its keys with the queries of the files that use them).",
      severity: 'error',
      from: { path: FRONT_END },
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
    {
      name: 'no-server-module-cycle',
      comment:
        'No cycle between server modules (src/modules/<a> → <b> → … → <a>): a module should be ' +
        'understood, and changed, without the ones that depend on it. Nor between the rooms of a module ' +
        '(src/modules/orders/hall, …/disputes): each is read without the ones that use it. Checked on the ' +
        'production code: scripts/check-deps.mjs leaves the tests and their helpers out, which may use any module.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/[^/]+(|/[^/]+)$' },
      to: { path: '^apps/server/src/modules/[^/]+(|/[^/]+)$', circular: true },
    },
    {
      name: 'no-module-root-to-room',
      comment:
        "A module's rooms (src/modules/orders/hall, …/checkout) build on the files at its root (the " +
        'rulebook, the transitions, the reads they share), never the other way round: what a root file ' +
        'needs from a room belongs at the root. Production code only.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/[^/]+$' },
      to: { path: '^apps/server/src/modules/$1/[^/]+/' },
    },
    {
      name: 'no-other-domain-repo',
      comment:
        "A server domain reads and changes another domain's state through that domain's service, never its " +
        'repo (decision 014): the owner decides, and its repos hold queries only. Production code only.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/(|[^/]+/)(repo|[^/]+-repo)\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
  ],
  options: {
    // Type-only imports couple features just as much as value imports do.
    tsPreCompilationDeps: true,
    doNotFollow: { path: ['node_modules', '^packages/'] },
    exclude: { path: ['/dist/', '\\.d\\.ts$'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
}
