// The floor of `store --help` for a CLI built on commander: one bundled file (the bench bundles this with esbuild, as
// the CLI's own first chunk holds commander), Node's compile cache on, and a program of the same shape — the global
// options and the commands `store --help` lists, with their descriptions ($STORE_HELP_SHAPE) — printing its help. No
// Context, no configuration, no help layout of our own.
import module from 'node:module';
import { Command } from 'commander';
import { compileCacheDir } from '../../bin/cache-folder.js';

// The cache where bin/store.js keeps it (never the shared temporary folder).
const compileCache = module.enableCompileCache && compileCacheDir(process.env);
if (compileCache) module.enableCompileCache(compileCache);
const { options, commands } = JSON.parse(process.env.STORE_HELP_SHAPE);
const program = new Command('store').description('Command-line client and local sandbox for the online-store platform');
for (const [flags, description] of options) program.option(flags, description);
for (const [name, description] of commands) program.command(name).description(description);
program.parse(['--help'], { from: 'user' });
