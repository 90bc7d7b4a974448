// `--data FILE | --memory`: which sandbox database a sandbox command works on (default: the XDG data dir's).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Option, type Command } from 'commander';
import { defaultSandboxFile } from '../../config/paths.js';
import type { Context } from '../../context.js';

export interface DataFlags {
  data?: string;
  memory?: boolean;
}

export const IN_MEMORY = ':memory:';

export function addDataFlags(command: Command): Command {
  return command
    .addOption(new Option('--data <file>', 'sandbox database file (default: sandbox.db in the XDG data dir)').conflicts('memory'))
    .option('--memory', 'an in-memory database (gone when the command ends)');
}

/** `--catalog v1|v3`: the catalog version of a new (or reset) sandbox site. */
export function addCatalogFlag(command: Command, what: string): Command {
  return command.addOption(new Option('--catalog <version>', what).choices(['v1', 'v3']));
}

/** The database path, with its directory created (0700: it holds the sandbox's admin key). */
export function sandboxDataFile(flags: DataFlags, ctx: Context): string {
  if (flags.memory) return IN_MEMORY;
  const file = flags.data ?? defaultSandboxFile(ctx.env);
  mkdirSync(dirname(file), { recursive: true, mode: flags.data ? 0o777 : 0o700 });
  return file;
}
