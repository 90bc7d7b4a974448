// Bundles src/ into dist/ with esbuild. `--if-stale` skips the build when dist/ is newer than every source file,
// so `npm start` stays fast on repeated runs.
import { readdirSync, readFileSync, statSync, existsSync, rmSync, renameSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtinModules } from 'node:module';
import { chunkedBuild } from './coarse-chunks.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'src', 'cli.ts');
const outMarker = join(root, 'dist', 'cli.js');

/** Files under `dir`, as paths relative to it, sorted. */
function filesUnder(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(dir, join(prefix, entry.name)) : [join(prefix, entry.name)]))
    .sort();
}

/** A hash of the bundle's files (names and content): bin/help-cache.js keys rendered help by it, so a new build never prints an old help. */
function buildId(dir) {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) hash.update(`${file}\0`).update(readFileSync(join(dir, file))).update('\0');
  return hash.digest('hex').slice(0, 32);
}

function newestMtime(dir) {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    newest = Math.max(newest, stat.isDirectory() ? newestMtime(path) : stat.mtimeMs);
  }
  return newest;
}

/**
 * Everything is bundled: the package installs with no dependencies (SPEC: installed footprint ≤ 10 MB). Ink's
 * devtools hook imports react-devtools-core only when DEV=true; that optional package is not shipped, and importing
 * it says so.
 */
const notShipped = {
  name: 'not-shipped',
  setup(build) {
    build.onResolve({ filter: /^react-devtools-core$/ }, (args) => ({ path: args.path, namespace: 'not-shipped' }));
    build.onLoad({ filter: /.*/, namespace: 'not-shipped' }, (args) => ({
      contents: `throw new Error(${JSON.stringify(`${args.path} is not part of the store package`)});`,
      loader: 'js',
    }));
  },
};

/**
 * Node's built-ins reached through `require`, not an ES `import`: importing one as an ES module builds its export
 * facade, which reads every export — and `node:http`'s lazy `WebSocket`/`MessageEvent` getters then load Node's
 * whole internal undici (~20 ms on every command that touches HTTP). `require` reads nothing it is not asked for.
 */
const BUILTIN = new RegExp(`^(node:.*|${builtinModules.map((name) => name.replace(/[/]/g, '\\/')).join('|')})$`);

/**
 * Built-ins that cost milliseconds to load and that most commands never call (commander requires child_process for
 * executable subcommands we have none of; crypto, ~3 ms of `--help`, serves the sandbox, OAuth and webhooks only;
 * util, which commander reads only to print help, brings 14 more of Node's internal modules, worker_threads among
 * them): each is loaded on its first use instead. Their export names are listed at build time, so a module importing one
 * sees the same names without loading it.
 */
const LAZY_BUILTINS = new Set(['child_process', 'crypto', 'http2', 'https', 'tls', 'zlib', 'worker_threads', 'readline', 'readline/promises', 'dgram', 'http', 'os', 'sqlite', 'inspector', 'util']);

function builtinModuleSource(specifier) {
  const name = specifier.replace(/^node:/, '');
  const real = process.getBuiltinModule(specifier);
  // A module that is itself a function (assert) is called, not read: it loads as usual.
  if (!LAZY_BUILTINS.has(name) || typeof real !== 'object') return `module.exports = require(${JSON.stringify(specifier)});`;
  const keys = Object.keys(real);
  // Tables of constants (http2.constants, which undici reads as it loads) are copied in: reading them loads nothing.
  const constants = Object.fromEntries(keys.filter((key) => key === 'constants').map((key) => [key, real[key]]));
  return `let loaded;
const load = () => (loaded ??= require(${JSON.stringify(specifier)}));
const keys = ${JSON.stringify(keys)};
const constants = ${JSON.stringify(constants)};
module.exports = new Proxy({}, {
  get: (_, key) => (Object.hasOwn(constants, key) ? constants[key] : load()[key]),
  set: (_, key, value) => ((load()[key] = value), true),
  has: (_, key) => key in load(),
  ownKeys: () => keys,
  getOwnPropertyDescriptor: (_, key) => (keys.includes(key) ? { configurable: true, enumerable: true, get: () => load()[key] } : undefined),
});`;
}

const builtinsViaRequire = {
  name: 'builtins-via-require',
  setup(build) {
    build.onResolve({ filter: BUILTIN }, (args) => {
      if (args.namespace === 'builtin') return { path: args.path, external: true };
      const lazy = LAZY_BUILTINS.has(args.path.replace(/^node:/, ''));
      if (args.kind === 'import-statement' || args.kind === 'dynamic-import' || (lazy && args.kind === 'require-call')) return { path: args.path, namespace: 'builtin' };
      return undefined;
    });
    build.onLoad({ filter: /.*/, namespace: 'builtin' }, (args) => ({ contents: builtinModuleSource(args.path), loader: 'js' }));
  },
};

/**
 * string-width sets itself up as it loads: an Intl.Segmenter (ICU's break-iterator data) and Unicode property
 * regexes (`\p{RGI_Emoji}` with the v flag compiles its whole emoji set) — milliseconds that every command printing
 * anything paid, `--json` output too, which never measures text. Its module body is run on the first call instead.
 * The module must still be what this expects (its imports, then one `export default function stringWidth`), or the
 * build fails, so a changed string-width is never wrapped wrongly.
 */
const lazyStringWidth = {
  name: 'lazy-string-width',
  setup(build) {
    build.onLoad({ filter: /[\\/]string-width[\\/]index\.js$/ }, (args) => {
      const lines = readFileSync(args.path, 'utf8').split('\n');
      const imports = lines.filter((line) => line.startsWith('import '));
      const body = lines.filter((line) => !line.startsWith('import '));
      const exported = body.filter((line) => line.startsWith('export '));
      if (exported.length !== 1 || !exported[0].startsWith('export default function stringWidth(')) {
        throw new Error(`lazy-string-width: ${args.path} no longer has one \`export default function stringWidth\`; update scripts/build.mjs`);
      }
      const setUp = body.map((line) => line.replace(/^export default function stringWidth\(/, 'function stringWidth('));
      return {
        contents: [...imports, 'let loaded;', 'function load() {', ...setUp, 'return stringWidth;', '}', 'export default function lazyStringWidth(input, options) {', '  return (loaded ??= load())(input, options);', '}'].join('\n'),
        loader: 'js',
      };
    });
  },
};

const ifStale = process.argv.includes('--if-stale');
/** `npm pack` (prepack) builds without source maps: they would be most of the package. */
const release = process.argv.includes('--release');
if (ifStale && existsSync(outMarker)) {
  const built = statSync(outMarker).mtimeMs;
  const sources = Math.max(newestMtime(join(root, 'src')), statSync(join(root, 'package.json')).mtimeMs);
  if (built >= sources) process.exit(0);
}

// Build into a fresh folder and swap it in, so a process running dist/ never sees it half-written.
const dist = join(root, 'dist');
const staging = join(root, `.dist-${process.pid}`);
rmSync(staging, { recursive: true, force: true });
const options = {
  absWorkingDir: root,
  entryPoints: { cli: entry },
  outdir: staging,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  // Every dependency is bundled (the package has no runtime dependencies): resolving and loading their many small
  // files cost every API command ~100 ms. Screens (Ink, React) sit in chunks that only interactive commands import.
  sourcemap: release ? false : 'linked',
  jsx: 'automatic',
  // Bundled CommonJS requires Node's built-ins at run time; ES modules have no `require` of their own. One `require`
  // for the whole process: createRequire builds a module record and its node_modules search paths, which cost every
  // one of the ~100 chunks an API command loads a fraction of a millisecond. Only built-ins are required (everything
  // else is bundled), so where the first chunk sits does not matter.
  banner: {
    js: "import { createRequire as __storeCreateRequire } from 'node:module'; const require = (globalThis[Symbol.for('store.require')] ??= __storeCreateRequire(import.meta.url));",
  },
  plugins: [builtinsViaRequire, notShipped, lazyStringWidth],
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
  define: {
    'process.env.STORE_BUILD_VERSION': JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
    // React and Ink's production builds: the development ones are twice the size and print React's dev warnings.
    'process.env.NODE_ENV': '"production"',
  },
};
// A first pass tells which modules the start-up path shares (scripts/coarse-chunks.mjs); the second writes the bundle.
await chunkedBuild(options, 'src/cli.ts');
writeFileSync(join(staging, 'build-id'), `${buildId(staging)}\n`);
const retired = join(root, `.dist-old-${process.pid}`);
if (existsSync(dist)) renameSync(dist, retired);
renameSync(staging, dist);
rmSync(retired, { recursive: true, force: true });
