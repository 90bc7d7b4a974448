// Bundles src/ into dist/ with esbuild. `--if-stale` skips the build when dist/ is newer than every source file,
// so `npm start` stays fast on repeated runs.
import { build } from 'esbuild';
import { readdirSync, statSync, existsSync, rmSync, renameSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'src', 'cli.ts');
const outMarker = join(root, 'dist', 'cli.js');

function newestMtime(dir) {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    newest = Math.max(newest, stat.isDirectory() ? newestMtime(path) : stat.mtimeMs);
  }
  return newest;
}

/** Loaded only for a screen, a browser or a config write — and not bundle-safe as they stand (optional imports). */
const EXTERNAL = ['ink', 'react', 'react/*', '@inkjs/ui', 'open', 'conf'];

const ifStale = process.argv.includes('--if-stale');
if (ifStale && existsSync(outMarker)) {
  const built = statSync(outMarker).mtimeMs;
  const sources = Math.max(newestMtime(join(root, 'src')), statSync(join(root, 'package.json')).mtimeMs);
  if (built >= sources) process.exit(0);
}

// Build into a fresh folder and swap it in, so a process running dist/ never sees it half-written.
const dist = join(root, 'dist');
const staging = join(root, `.dist-${process.pid}`);
rmSync(staging, { recursive: true, force: true });
await build({
  entryPoints: { cli: entry },
  outdir: staging,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  // Dependencies on the hot path (commander, zod, csv-parse, …) are bundled: resolving and loading their many small
  // files cost every API command ~100 ms. Those that only draw screens or open a browser stay in node_modules.
  external: EXTERNAL,
  sourcemap: 'linked',
  jsx: 'automatic',
  // Bundled CommonJS (undici) requires Node's built-ins at run time; ES modules have no `require` of their own.
  banner: { js: "import { createRequire as __storeCreateRequire } from 'node:module'; const require = __storeCreateRequire(import.meta.url);" },
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
  define: { 'process.env.STORE_BUILD_VERSION': JSON.stringify(process.env.npm_package_version ?? '0.0.0') },
});
const retired = join(root, `.dist-old-${process.pid}`);
if (existsSync(dist)) renameSync(dist, retired);
renameSync(staging, dist);
rmSync(retired, { recursive: true, force: true });
