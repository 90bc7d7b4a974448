#!/usr/bin/env node
// The `store` launcher: kept tiny because it runs on every invocation (start-up budget). The CLI itself is the
// bundled dist/cli.js; it returns the exit code and prints its own errors.

// Before anything else loads: on an older Node the bundle fails with some unrelated-looking error (e.g. "No such
// built-in module: node:sqlite"), so say plainly which Node is needed and which one is running. Keep this file's
// syntax loadable by old Nodes (no static imports of newer modules above this check).
const REQUIRED_NODE_MAJOR = 22;
const found = process.versions.node;
if (Number(found.split('.')[0]) < REQUIRED_NODE_MAJOR) {
  process.stderr.write(`error: store needs Node.js ${REQUIRED_NODE_MAJOR} or newer; this is Node.js ${found} (${process.execPath}). Install a newer Node, or run it from the repository with \`npm start -- …\`.\n`);
  process.exit(1);
}

// `store --version` answers here, before the bundle loads: the bundle's first file holds the whole command core.
const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  const { readFileSync } = await import('node:fs');
  process.stdout.write(`${JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version}\n`);
} else {
  // `store --help` prints the text this build rendered before for the same terminal (bin/help-cache.js).
  const helpCache = args.length === 1 ? (await import('./help-cache.js')).helpCacheFor(args, process.env) : undefined;
  const cached = helpCache?.read();
  if (cached !== undefined) {
    // `store --help | head`: the reader has what it wanted (as src/io/tty.ts does for the bundle's output).
    process.stdout.on('error', (error) => {
      if (error.code !== 'EPIPE') throw error;
    });
    process.stdout.write(cached);
  }
  else await run(helpCache);
}

async function run(helpCache) {
  // Node's compile cache keeps V8's compiled code of the bundle, which later runs execute: only in the user's own
  // private folder (bin/cache-folder.js), never in the shared temporary folder Node picks when given none.
  const [{ default: module }, { compileCacheDir }] = await Promise.all([import('node:module'), import('./cache-folder.js')]);
  const compileCache = module.enableCompileCache && compileCacheDir(process.env);
  if (compileCache) module.enableCompileCache(compileCache);

  // Node 22 flags node:sqlite (the sandbox's storage) as experimental; that one warning is noise for users.
  const emitWarning = process.emitWarning;
  process.emitWarning = function (warning, ...rest) {
    const type = typeof rest[0] === 'string' ? rest[0] : rest[0]?.type;
    if (type === 'ExperimentalWarning' && String(warning?.message ?? warning).includes('SQLite')) return;
    return emitWarning.call(this, warning, ...rest);
  };

  // Ctrl-C ends the process with 130, unless a running command (e.g. `sandbox serve`) handles SIGINT to close cleanly.
  process.on('SIGINT', () => {
    if (process.listenerCount('SIGINT') === 1) process.exit(130);
  });

  const { main } = await import('../dist/cli.js');
  if (!helpCache) {
    process.exitCode = await main(args);
    return;
  }
  // The help is kept exactly as written to stdout, and only when that was all the run printed.
  const written = [];
  let clean = true;
  const writeOut = process.stdout.write;
  const writeErr = process.stderr.write;
  process.stdout.write = function (chunk, ...rest) {
    written.push(String(chunk));
    return writeOut.call(this, chunk, ...rest);
  };
  process.stderr.write = function (...params) {
    clean = false;
    return writeErr.apply(this, params);
  };
  process.exitCode = await main(args);
  process.stdout.write = writeOut;
  process.stderr.write = writeErr;
  if (process.exitCode === 0 && clean) helpCache.write(written.join(''));
}
