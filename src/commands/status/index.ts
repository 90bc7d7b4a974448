// `store status`: which store a command would act on and why (docs/product.md §2). Reads settings and the profile's token
// file only: no request is sent and no sandbox is started, so it answers at once and works offline.
import type { Command } from 'commander';
import { sessionTokenStore } from '../../context/session-tokens.js';
import { readerFor } from '../../context/reader.js';
import { CatalogVersionMemory, catalogVersionsFile, storeKeyOf } from '../../config/catalog-version-memory.js';
import { storeStatus, statusView, type StoreStatus } from '../../config/store-status.js';
import type { Context } from '../../context.js';
import type { Settings } from '../../config/settings.js';
import { printEntity } from '../../io/present.js';
import { withExamples } from '../shared/help.js';

export function register(program: Command, ctx: Context): Command {
  const command = program
    .command('status')
    .description('Show which store commands act on (profile, API URL, site, sandbox), the credentials present, the session, and where each setting came from');
  withExamples(command, 'store status', 'store status --json', 'STORE_PROFILE=prod store status');
  command.action(() => runStatus(ctx));
  return command;
}

async function sessionOf(ctx: Context, settings: Settings): Promise<StoreStatus['session']> {
  const tokens = await sessionTokenStore(ctx.env, settings).load();
  if (!tokens) return { role: 'none', expiresAt: null };
  // expiresAt is epoch seconds (the wire's unit).
  return { role: tokens.refreshToken.role, expiresAt: new Date(tokens.accessToken.expiresAt * 1000).toISOString() };
}

export async function runStatus(ctx: Context): Promise<void> {
  const settings = await ctx.settings();
  const remembered = settings.mode === 'remote' ? await new CatalogVersionMemory(catalogVersionsFile(ctx.env), () => ctx.clock.now()).recall(storeKeyOf(settings)) : undefined;
  const session = await sessionOf(ctx, settings);
  const status = storeStatus(settings, session, readerFor(settings, session.role), remembered);
  await printEntity(ctx.output(), status, { view: statusView(status) });
}
