// Few, larger chunks for the commands that must start fast. esbuild makes every `import()` a split point and puts a
// module in a chunk of its own for each set of split points that reach it: an API command loaded ~110 files of a kB
// or two, and Node's module loader costs about as much per file as for one of 100 kB. This plugin groups the modules
// of the start-up path into one chunk per family (`start`, `core`, each catalog version), decided from a first
// pass's metafile:
// - an `import()` from one module of a family to another of the same family becomes a lazily initialised module of
//   the same chunk (what esbuild does for every `import()` when it does not split): the module's body still runs
//   only when it is first imported, but no chunk is cut there;
// - an `import()` of a family's module from outside it goes through the family's gateway (`store-family:NAME`), which
//   requires each member on first use: one split point per family instead of one per module imported;
// - every split point imports the gateways of the families it reaches, so every member is reached from the same set
//   of split points and esbuild puts them all in one chunk.
// A module is in a family only if everything it imports statically is too (`light`): a command that imports zod,
// Ink or an engine stays behind its own split point, loaded only when it runs.
import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';
import ts from 'typescript';

/**
 * The start-up families, by room: a folder under `src/` (`.`: the files of `src/` itself), with `/**` every folder
 * below it too; the most specific entry names a module's family. A room not listed — the sandbox, the screens, the
 * engines (`catalog/<version>/{import,export,bulk,seed}`), events, check, and any room added later — is in no family:
 * esbuild chunks it as usual, behind split points of its own, so a new room never joins the chunk every command loads
 * until it is listed here. `start: false`: the entry's `import()` of one of its modules loads a command (a noun and its
 * verbs), which is not start-up (see `planChunks`).
 */
export const ROOM_FAMILIES = {
  '.': { family: 'core' },
  auth: { family: 'core' },
  'catalog/core': { family: 'core' },
  'catalog/core/model': { family: 'core' },
  'catalog/v1': { family: 'catalog-v1' },
  'catalog/v3': { family: 'catalog-v3' },
  'client/**': { family: 'core' },
  'commands/shared': { family: 'core' },
  'commands/**': { family: 'core', start: false },
  config: { family: 'core' },
  context: { family: 'core' },
  io: { family: 'core' },
  'ui/views': { family: 'core' },
  'wire/**': { family: 'core' },
};

/**
 * Packages the CLI's light modules may hold: commander, which every command line parses with. Every other package
 * stays behind a split point, string-width too (a table measures with it only on a terminal: io/display-width.ts).
 */
const CORE_PACKAGES = new Set(['commander']);

/** The package a bundled file belongs to (`node_modules/<name>/…` or `node_modules/@scope/<name>/…`, the innermost). */
function packageOf(path) {
  const parts = path.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at === -1) return undefined;
  return parts[at + 1]?.startsWith('@') ? parts.slice(at + 1, at + 3).join('/') : parts[at + 1];
}

/** The table's entry for a module under `src/`: its folder's own entry, else the nearest folder above listed with `/**`. */
function roomEntry(path) {
  if (!path.startsWith('src/')) return undefined;
  const folders = path.split('/').slice(1, -1);
  const own = ROOM_FAMILIES[folders.length === 0 ? '.' : folders.join('/')];
  if (own) return own;
  for (let depth = folders.length; depth > 0; depth--) {
    const above = ROOM_FAMILIES[`${folders.slice(0, depth).join('/')}/**`];
    if (above) return above;
  }
  return undefined;
}

/** The family a bundled module may belong to (undefined: none, esbuild chunks it as usual). */
function familyCandidate(path) {
  if (path.startsWith('builtin:') || path === 'package.json' || CORE_PACKAGES.has(packageOf(path))) return 'core';
  if (!path.startsWith('src/') || packageOf(path) !== undefined) return undefined;
  return roomEntry(path)?.family;
}

const STATIC = new Set(['import-statement', 'require-call']);

/** Each module's family: a candidate stays in its family only if its static imports stay in it or in core. */
function familiesOf(inputs) {
  const family = new Map(Object.keys(inputs).map((path) => [path, familyCandidate(path)]));
  for (let changed = true; changed; ) {
    changed = false;
    for (const [path, input] of Object.entries(inputs)) {
      const own = family.get(path);
      if (own === undefined) continue;
      const leaves = input.imports.some((record) => STATIC.has(record.kind) && !record.external && ![own, 'core'].includes(family.get(record.path)));
      if (leaves) {
        family.set(path, undefined);
        changed = true;
      }
    }
  }
  return family;
}

/**
 * The plan: which `import()`s (importer path → specifier → target) become lazy modules of the same chunk (`inline`)
 * or go through a family's gateway (`gateway`), which gateways each split point and each gateway imports (`joins`,
 * `gatewayJoins`), and each family's members.
 */
export function planChunks(metafile, entry) {
  const { inputs } = metafile;
  const family = familiesOf(inputs);
  // `start`: what every command line runs before a command loads (`store --help` runs nothing else): the entry, what
  // it imports (a noun's commands apart), and what those import statically. The rest of the light modules is `core`.
  const start = new Set([entry]);
  for (const path of start) {
    for (const record of inputs[path].imports) {
      if (record.external || family.get(record.path) !== 'core') continue;
      if (STATIC.has(record.kind) || (path === entry && roomEntry(record.path)?.start !== false)) start.add(record.path);
    }
  }
  for (const path of start) family.set(path, 'start');
  // Each `import()` of a family's module: from the same family, a lazy module of the same chunk (`inline`); from
  // elsewhere, through the family's one gateway (`gateway`), so a family is one split point, not one per module.
  const inline = new Map();
  const gateway = new Map();
  const wrapped = new Map();
  const entries = new Set([entry]);
  const rewrite = (table, path, specifier, value) => {
    if (!table.has(path)) table.set(path, new Map());
    table.get(path).set(specifier, value);
  };
  for (const [path, input] of Object.entries(inputs)) {
    for (const record of input.imports) {
      if (record.kind !== 'dynamic-import' || record.external) continue;
      const target = family.get(record.path);
      // A CommonJS package cannot import a gateway itself: a small ES module does it and hands on its export.
      if (target === undefined && inputs[record.path]?.format === 'cjs') rewrite(wrapped, path, record.original, record.path);
      else if (target === undefined) entries.add(record.path);
      else if (target === family.get(path)) rewrite(inline, path, record.original, record.path);
      else rewrite(gateway, path, record.original, { family: target, path: record.path });
    }
  }
  const members = new Map();
  for (const [path, name] of family) if (name !== undefined) members.set(name, [...(members.get(name) ?? []), path]);
  const edges = (path) =>
    (inputs[path]?.imports ?? []).filter((record) => !record.external && (STATIC.has(record.kind) || inline.get(path)?.has(record.original))).map((record) => record.path);
  // Every split point joins the families it reaches, and start and core: a command has loaded both before it reaches
  // any split point, so that costs nothing, and what everything shares (esbuild's helpers, built-in shims) sits there.
  const familiesReached = (from) => {
    const seen = new Set(from);
    for (const path of seen) for (const next of edges(path)) seen.add(next);
    return [...seen].map((path) => family.get(path)).filter((name) => name !== undefined);
  };
  const joins = new Map([[entry, new Set(familiesReached([entry]))]]);
  for (const from of entries) if (from !== entry) joins.set(from, new Set(['start', 'core', ...familiesReached([from])]));
  // A gateway joins the families its members reach, start before core before a catalog version (never itself).
  const ORDER = ['start', 'core'];
  const gatewayJoins = new Map(
    [...members].map(([name, paths]) => [name, new Set([...ORDER.slice(0, ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length), ...familiesReached(paths)].filter((other) => other !== name))]),
  );
  // The modules an `import` may be added to: TypeScript and ES modules (a CommonJS package's are left as they are).
  const esm = new Set(Object.entries(inputs).filter(([path, input]) => input.format === 'esm' || /\.tsx?$/.test(path)).map(([path]) => path));
  return { inline, gateway, wrapped, joins, gatewayJoins, members, esm };
}

/**
 * Each `import('…')` of `source` with a literal specifier, found by TypeScript's parser (an `import(` in a string, a
 * comment or a type is none): the specifier and where the call starts and ends.
 */
export function dynamicImports(source, fileName) {
  const kind = /\.tsx$/.test(fileName) ? ts.ScriptKind.TSX : /\.ts$/.test(fileName) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments.length >= 1 && ts.isStringLiteralLike(node.arguments[0])) {
      found.push({ specifier: node.arguments[0].text, start: node.getStart(file), end: node.end });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** `source` with each call `replace({ specifier })` answers (a string) put in place of the `import()` it stands for. */
function rewriteDynamicImports(source, fileName, replace) {
  let out = '';
  let at = 0;
  for (const call of dynamicImports(source, fileName)) {
    const replacement = replace(call);
    if (replacement === undefined) continue;
    out += source.slice(at, call.start) + replacement;
    at = call.end;
  }
  return out + source.slice(at);
}

/** How a gateway names a module: a built-in by its name (the build's shim), a file by its absolute path. */
const requireSpecifier = (root, path) => (path.startsWith('builtin:') ? path.slice('builtin:'.length) : resolve(root, path));

const joinLines = (names) => [...names].map((name) => `import 'store-family:${name}';`).join(' ');

export function coarseChunks(root, plan) {
  return {
    name: 'coarse-chunks',
    setup(build) {
      build.onResolve({ filter: /^store-family:/ }, (args) => ({ path: args.path.slice('store-family:'.length), namespace: 'store-family' }));
      // A family's gateway: `load(path)` runs a member on first use. Reaching it (a split point's `import` of it) puts
      // every member in this chunk without running any; the global keeps the function when nothing imports `load`.
      build.onLoad({ filter: /.*/, namespace: 'store-family' }, (args) => ({
        contents: [
          joinLines(plan.gatewayJoins.get(args.path)),
          'const members = {',
          ...plan.members.get(args.path).map((path) => `  ${JSON.stringify(path)}: () => require(${JSON.stringify(requireSpecifier(root, path))}),`),
          '};',
          'export const load = (path) => members[path]();',
          `globalThis[Symbol.for('store.family.${args.path}')] = load;`,
        ].join('\n'),
        resolveDir: root,
        loader: 'js',
      }));
      build.onResolve({ filter: /^store-entry:/ }, (args) => ({ path: args.path.slice('store-entry:'.length), namespace: 'store-entry' }));
      build.onLoad({ filter: /.*/, namespace: 'store-entry' }, (args) => ({
        contents: `${joinLines(['start', 'core'])}\nexport { default } from ${JSON.stringify(resolve(root, args.path))};`,
        resolveDir: root,
        loader: 'js',
      }));
      build.onLoad({ filter: /\.(tsx?|js|mjs)$/ }, (args) => {
        const path = relative(root, args.path).split(sep).join('/');
        const inline = plan.inline.get(path);
        const gateway = plan.gateway.get(path);
        const wrapped = plan.wrapped.get(path);
        const joins = plan.joins.get(path);
        if (!inline && !gateway && !wrapped && !joins) return undefined;
        // A CommonJS package (the metafile says which) cannot take an `import`; its modules are chunked as esbuild does.
        if (!plan.esm.has(path)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        const rewritten = !inline && !gateway && !wrapped ? source : rewriteDynamicImports(source, path, ({ specifier }) => {
          if (inline?.has(specifier)) return `Promise.resolve().then(() => require(${JSON.stringify(specifier)}))`;
          const through = gateway?.get(specifier);
          if (through) return `import('store-family:${through.family}').then((family) => family.load(${JSON.stringify(through.path)}))`;
          if (wrapped?.has(specifier)) return `import(${JSON.stringify(`store-entry:${wrapped.get(specifier)}`)})`;
          return undefined;
        });
        return { contents: `${joinLines(joins ?? [])}${rewritten}`, loader: path.endsWith('.tsx') ? 'tsx' : path.endsWith('.ts') ? 'ts' : 'js' };
      });
    },
  };
}

/**
 * esbuild with `options` (bundle, splitting, `absWorkingDir`, `plugins`), chunked as above: a first pass's metafile
 * plans the families of `entry` (a path relative to `absWorkingDir`), the second pass writes the bundle. Returns
 * the second pass's result.
 */
export async function chunkedBuild(options, entry) {
  const { metafile } = await build({ ...options, write: false, metafile: true });
  return build({ ...options, plugins: [...(options.plugins ?? []), coarseChunks(options.absWorkingDir, planChunks(metafile, entry))] });
}
