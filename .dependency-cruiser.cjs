// The import rules of ARCHITECTURE.md ("Rooms, and what each may import"), checked on every `npm test`
// (test/unit/architecture/dependency-rules.test.ts) and by hand with `npx depcruise src`.
// A room is a folder under src/ (plus src/cli.ts and src/context.ts). Paths are matched with an optional prefix so
// the same rules run on the test's small example tree (test/fixtures/architecture/src/…).

/** A path under a src/ folder, with an optional prefix (no capture: rules refer to their own groups as $1). */
const src = (rest) => `(?:^|/)src/${rest}`;
/** One of these rooms (folders, or `context` = src/context.ts and src/context/). */
const rooms = (...names) => src(`(${names.map((n) => (n === 'context' ? 'context(/|\\.ts$)' : `${n}/`)).join('|')})`);

/** What each room may import besides itself (ARCHITECTURE.md's table). cli.ts may import everything. */
const TABLE = {
  commands: ['context', 'ui', 'catalog/core', 'events', 'client', 'auth', 'config', 'io', 'wire', 'check'],
  context: ['client', 'auth', 'config', 'io', 'wire', 'sandbox/server\\.ts$'],
  ui: ['io', 'client', 'wire', 'context', 'catalog/core'],
  catalog: ['client', 'io', 'wire', 'config'],
  events: ['client', 'io', 'wire'],
  auth: ['client', 'io', 'wire'],
  config: ['client', 'io', 'wire'],
  check: ['client', 'io', 'wire'],
  io: ['client', 'wire'],
  client: ['wire'],
  sandbox: ['wire'],
  wire: [],
};

const allowed = (names) => `(?:^|/)src/(${names.map((n) => (n === 'context' ? 'context(/|\\.ts$)' : n.endsWith('$') ? n : `${n}/`)).join('|')})`;

const roomRules = Object.entries(TABLE).map(([room, may]) => ({
  name: `room-${room.replace('/', '-')}`,
  comment: `src/${room} may import only ${may.length ? may.join(', ') : 'itself'} (ARCHITECTURE.md)`,
  severity: 'error',
  from: { path: rooms(room) },
  to: { path: src(''), pathNot: allowed([room, ...may]) },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles (ARCHITECTURE.md): every room and file stands above what it imports.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...roomRules,
    {
      name: 'catalog-versions-inside-catalog',
      comment: 'Nothing outside src/catalog imports catalog/v1 or catalog/v3: commands and screens speak to the StoreCatalog interface.',
      severity: 'error',
      from: { pathNot: src('catalog/') },
      to: { path: src('catalog/(v1|v3)/') },
    },
    {
      name: 'catalog-v1-v3-apart',
      comment: 'One catalog version never imports the other; what both need lives in catalog/core.',
      severity: 'error',
      from: { path: src('catalog/(v1|v3)/') },
      to: { path: src('catalog/(v1|v3)/'), pathNot: src('catalog/$1/') },
    },
    {
      name: 'catalog-core-version-neutral',
      comment:
        'catalog/core holds the StoreCatalog interface and version-neutral engines: it imports no catalog version, except ' +
        'catalog-for.ts (the factory that picks one), file-limits.ts (what every version keeps, before the store is known) ' +
        'and import/json-source.ts (a JSON file may hold either version\'s product shape).',
      severity: 'error',
      from: { path: src('catalog/core/'), pathNot: src('catalog/core/(catalog-for|file-limits|import/json-source)\\.ts$') },
      to: { path: src('catalog/(v1|v3)/') },
    },
    {
      name: 'catalog-v1-wire-in-v1-only',
      comment:
        'The V1 wire contract is V1\'s edge: catalog/core speaks the model (catalog/core/model/) and V3 speaks its own ' +
        'contract, so neither imports wire/api/catalog-v1 (issue #38).',
      severity: 'error',
      from: { path: src('catalog/(core|v3)/') },
      to: { path: src('wire/api/catalog-v1/') },
    },
    {
      name: 'undici-public-api-only',
      comment: "src/ uses undici's public exports (its package index), never its internal lib/ files.",
      severity: 'error',
      from: { path: src('') },
      to: { path: 'node_modules/undici/', pathNot: 'node_modules/undici/index\\.js$' },
    },
    {
      name: 'no-sdk-in-src',
      comment: 'The official SDK is a devDependency for conformance tests; src/ never imports it.',
      severity: 'error',
      from: { path: src('') },
      to: { path: 'node_modules/@wix/' },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  },
};
