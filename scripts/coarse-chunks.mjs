// Few, larger chunks for the commands that must start fast. esbuild makes every `import()` a split point and puts a
// module in a chunk of its own for each set of split points that reach it: an API command loaded ~110 files of a kB
// or two, and Node's module loader costs about as much per file as for one of 100 kB. This plugin groups the modules
// of the start-up path into one chunk per family (all of the CLI's light modules; each catalog version's), in two
// steps, decided from a first pass's metafile:
// - an `import()` from one module of a family to another of the same family becomes a lazily initialised module of
//   the same chunk (what esbuild does for every `import()` when it does not split): the module's body still runs
//   only when it is first imported, but no chunk is cut there;
// - every split point that reaches a family imports the family's member list, so every member is reached from the
//   same set of split points and esbuild puts them all in one chunk.
// A module is in a family only if everything it imports statically is too (`light`): a command that imports zod,
// Ink or an engine stays behind its own split point, loaded only when it runs.
import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';

/**
 * Packages the CLI's light modules may hold: commander, which every command line parses with. Every other package
 * stays behind a split point, string-width too (a table measures with it only on a terminal: io/display-width.ts).
 */
const CORE_PACKAGES = /(^|\/)node_modules\/commander\//;

/** The family a bundled module may belong to (undefined: none, esbuild chunks it as usual). */
function familyCandidate(path) {
  if (path.startsWith('builtin:') || path === 'package.json' || CORE_PACKAGES.test(path)) return 'core';
  if (!path.startsWith('src/')) return undefined;
  const rel = path.slice('src/'.length);
  if (/^(ui\/(?!views\/)|sandbox\/|events\/|check\/|catalog\/(core|v1|v3)\/(import|export|bulk|seed)\/)/.test(rel)) return undefined;
  if (rel.startsWith('catalog/v1/')) return 'catalog-v1';
  if (rel.startsWith('catalog/v3/')) return 'catalog-v3';
  return 'core';
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
 * The plan: which `import()`s (importer path → specifiers) become lazy modules of the same chunk, and which
 * families' member lists each remaining split point (and the entry) imports.
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
      if (STATIC.has(record.kind) || (path === entry && !/^src\/commands\/(?!shared\/)/.test(record.path))) start.add(record.path);
    }
  }
  for (const path of start) family.set(path, 'start');
  const inline = new Map();
  const entries = new Set([entry]);
  for (const [path, input] of Object.entries(inputs)) {
    for (const record of input.imports) {
      if (record.kind !== 'dynamic-import' || record.external) continue;
      const shared = family.get(path);
      if (shared !== undefined && family.get(record.path) === shared) {
        if (!inline.has(path)) inline.set(path, new Set());
        inline.get(path).add(record.original);
      } else entries.add(record.path);
    }
  }
  const edges = (path) =>
    inputs[path].imports.filter((record) => !record.external && (STATIC.has(record.kind) || inline.get(path)?.has(record.original))).map((record) => record.path);
  // Every split point joins start and core: a command has loaded both before it reaches any split point, so that
  // costs nothing, and the few modules everything shares (esbuild's helpers, the built-in shims) sit in them too.
  const joins = new Map();
  for (const from of entries) {
    const seen = new Set([from]);
    for (const path of seen) for (const next of edges(path)) seen.add(next);
    const touched = [...seen].map((path) => family.get(path)).filter((name) => name !== undefined);
    joins.set(from, new Set([...(from === entry ? [] : ['start', 'core']), ...touched]));
  }
  const members = new Map();
  for (const [path, name] of family) if (name !== undefined) members.set(name, [...(members.get(name) ?? []), path]);
  return { inline, joins, members };
}

const DYNAMIC_IMPORT = /(?<![\w$.])import\(\s*(['"])([^'"]+)\1\s*\)/g;

/** How a member list names a module: a built-in by its name (the build's shim), a file by its absolute path. */
const requireSpecifier = (root, path) => (path.startsWith('builtin:') ? path.slice('builtin:'.length) : resolve(root, path));

export function coarseChunks(root, plan) {
  return {
    name: 'coarse-chunks',
    setup(build) {
      build.onResolve({ filter: /^store-family:/ }, (args) => ({ path: args.path.slice('store-family:'.length), namespace: 'store-family' }));
      build.onLoad({ filter: /.*/, namespace: 'store-family' }, (args) => ({
        // Assigned, never called: the requires make every member part of this chunk without running any of them.
        contents: `globalThis[Symbol.for('store.family.${args.path}')] = () => [${plan.members
          .get(args.path)
          .map((path) => `require(${JSON.stringify(requireSpecifier(root, path))})`)
          .join(', ')}];`,
        resolveDir: root,
        loader: 'js',
      }));
      build.onLoad({ filter: /\.(tsx?|js|mjs)$/ }, (args) => {
        const path = relative(root, args.path).split(sep).join('/');
        const inline = plan.inline.get(path);
        const joins = plan.joins.get(path);
        if (!inline && !joins) return undefined;
        const source = readFileSync(args.path, 'utf8');
        // A CommonJS package cannot take an `import`; its modules are chunked as esbuild does.
        if (!/\.tsx?$/.test(path) && !/^\s*(import|export)\s/m.test(source)) return undefined;
        const rewritten = source.replace(DYNAMIC_IMPORT, (whole, _quote, specifier, offset) =>
          inline?.has(specifier) && !/typeof\s*$/.test(source.slice(Math.max(0, offset - 20), offset)) ? `Promise.resolve().then(() => require(${JSON.stringify(specifier)}))` : whole,
        );
        const header = [...(joins ?? [])].map((name) => `import 'store-family:${name}';`).join(' ');
        return { contents: `${header}${rewritten}`, loader: path.endsWith('.tsx') ? 'tsx' : path.endsWith('.ts') ? 'ts' : 'js' };
      });
    },
  };
}
