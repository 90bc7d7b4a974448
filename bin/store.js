#!/usr/bin/env node
// The `store` launcher: kept tiny because it runs on every invocation (start-up budget). The CLI itself is the
// bundled dist/cli.js; it returns the exit code and prints its own errors.
import module from 'node:module';

module.enableCompileCache?.();

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
process.exitCode = await main(process.argv.slice(2));
