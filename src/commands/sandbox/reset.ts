import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { printEntity, printMessage } from '../../io/present.js';
import { sandboxInSettings } from '../../context/sandbox-target.js';
import { withExamples } from '../shared/help.js';
import { addDataFlags } from './data-flags.js';
import { sandboxCatalog, type DataFlags } from '../../context/sandbox-data.js';
import { CatalogVersionMemory, catalogVersionsFile, storeKeyOf } from '../../config/catalog-version-memory.js';
import type { CatalogVersion } from '../../wire/api/catalog-version.js';

export interface SandboxResetFlags extends DataFlags {
  empty?: boolean;
  /** Programmatic callers; on the command line the global --catalog. */
  catalog?: string;
}

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('reset')
    .description('Throw away every change: back to the demo catalog (or an empty one with --empty)')
    .option('--empty', 'no demo catalog afterwards');
  addDataFlags(command);
  withExamples(command, 'store sandbox reset --yes', 'store sandbox reset --empty --yes', 'store sandbox reset --catalog v3 --yes    # start over as a Catalog V3 site');
  command.action((flags: SandboxResetFlags) => runSandboxReset(flags, ctx));
}

export async function runSandboxReset(flags: SandboxResetFlags, ctx: Context): Promise<void> {
  const catalog = sandboxCatalog(flags, ctx);
  const what = flags.empty ? 'an empty catalog' : 'the demo catalog';
  // No `catalog` at start: a data file may hold the other version, which this reset replaces.
  const sandbox = await sandboxInSettings(ctx, flags, 'store sandbox reset', { demo: !flags.empty });
  let catalogVersion: CatalogVersion;
  try {
    if (!(await ctx.confirm(`Reset ${sandbox.where} to ${what}? Every change is lost.`, { flag: '--yes', store: false }))) {
      await printMessage(ctx.output(), 'Nothing changed.');
      return;
    }
    await sandbox.control.reset({ demo: !flags.empty, ...(catalog ? { catalog } : {}) });
    catalogVersion = (await sandbox.control.info()).catalogVersion;
  } finally {
    await sandbox.close();
  }
  // A served sandbox is a store the other commands remember the version of: they now read the new one.
  if (sandbox.baseUrl !== undefined) {
    const settings = await ctx.settings();
    await new CatalogVersionMemory(catalogVersionsFile(ctx.env), () => ctx.clock.now()).rememberForApiUrl(storeKeyOf(settings), catalogVersion);
  }
  const out = ctx.output();
  const { dataFile, baseUrl } = sandbox;
  if (out.format === 'table') await printMessage(out, `Reset ${sandbox.where} to ${what} on Catalog ${catalogVersion.toUpperCase()}`);
  else await printEntity(out, { ...(dataFile !== undefined ? { dataFile } : { baseUrl }), demo: !flags.empty, catalogVersion });
}
