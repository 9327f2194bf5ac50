/**
 * Architecture rules of issue #9, checked by `npm run lint:deps` (dependency-cruiser).
 *
 * Layers: app/ (routes) → components/ + lib/ (isomorphic) and server/ (backend).
 * Inside server/: api → services → db; providers (adapters to the outside
 * world) and events (the in-process bus) sit below services, realtime beside
 * them. A rule below names each edge that must never exist.
 *
 * Type-only imports count (tsPreCompilationDeps): a `import type` from server/
 * in lib/ still ties shared code to the backend, and a type-only circle is
 * still two modules that cannot be understood one without the other. The
 * circle rule counts them too; the tree has none, so there is nothing to
 * exempt (see docs/decisions.md, "Architecture rules").
 */
/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle makes load order matter and hides which module owns what; break it with a types.ts or a registration.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'client-not-to-server',
      severity: 'error',
      comment: 'components/ and lib/ run in the browser too; server/ is backend-only (call lib/api instead).',
      from: { path: '^(components|lib)/' },
      to: { path: '^server/' },
    },
    {
      name: 'services-not-to-api-or-realtime',
      severity: 'error',
      comment: 'Services hold domain rules; HTTP lives in server/api, sockets in server/realtime. Services publish events instead.',
      from: { path: '^server/services/' },
      to: { path: '^server/(api|realtime)/' },
    },
    {
      name: 'providers-not-to-services',
      severity: 'error',
      comment: 'Providers adapt the outside world (SMS, e-mail, storage); services call them, never the other way round.',
      from: { path: '^server/providers/' },
      to: { path: '^server/(services|api|realtime)/' },
    },
    {
      name: 'events-not-to-services',
      severity: 'error',
      comment: 'server/events is the seam between publishers and subscribers; it knows neither side.',
      from: { path: '^server/events/' },
      to: { path: '^server/(services|api|realtime|providers)/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing is a typo or a missing package.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next|dist|tests|bench)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

export default config;
