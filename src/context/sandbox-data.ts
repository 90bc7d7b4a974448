// Which sandbox database a sandbox command works on (`--data FILE | --memory`, default: the XDG data dir's), and the
// catalog version it gives a new or reset site.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { defaultSandboxFile } from '../config/paths.js';
import type { Context } from '../context.js';
import { UsageError } from '../io/cli-errors.js';
import type { CatalogVersion } from '../wire/api/catalog-version.js';

export interface DataFlags {
  data?: string;
  memory?: boolean;
}

export const IN_MEMORY = ':memory:';

/**
 * The catalog version a sandbox command should give a new (or reset) site: the global `--catalog v1|v3` (the same
 * flag that tells other commands which catalog a store speaks; `auto` or absent = the sandbox's default or, for an
 * existing data file, its own version). `flags.catalog` lets code call the command directly.
 */
export function sandboxCatalog(flags: { catalog?: string }, ctx: Context): CatalogVersion | undefined {
  const value = flags.catalog ?? ctx.globals.catalog;
  if (value === undefined || value === 'auto') return undefined;
  if (value === 'v1' || value === 'v3') return value;
  throw new UsageError(`--catalog must be v1, v3 or auto, not "${value}"`, { hint: 'A sandbox site is Catalog V1 or V3: pass --catalog v1 or --catalog v3.' });
}

/** The database path, with its directory created (0700: it holds the sandbox's admin key). */
export function sandboxDataFile(flags: DataFlags, ctx: Context): string {
  if (flags.memory) return IN_MEMORY;
  const file = flags.data ?? defaultSandboxFile(ctx.env);
  mkdirSync(dirname(file), { recursive: true, mode: flags.data ? 0o777 : 0o700 });
  return file;
}
