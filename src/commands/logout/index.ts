// `store logout`: ends the member session — on the server (the session's refresh token is revoked) and here (the
// tokens are dropped: role none). `--open` also signs the browser out through a logout redirect session.
import type { Command } from 'commander';
import * as z from 'zod';
import type { Context } from '../../context.js';
import { printEntity } from '../../io/present.js';
import { memberSession, pendingLogins } from '../auth/member-session.js';
import { withExamples } from '../shared/help.js';
import { parseFlags } from '../shared/parse-flags.js';

export interface LogoutFlags {
  open?: boolean;
  postFlowUrl?: string;
}

const FlagsSchema = z.object({ open: z.boolean().optional(), postFlowUrl: z.url().optional() });

export function register(program: Command, ctx: Context): Command {
  const command = program
    .command('logout')
    .description('Log out: end the member session on the server and forget its tokens (role none)')
    .option('--open', 'also open the hosted logout page in the browser (signs the browser out)')
    .option('--post-flow-url <url>', 'where the hosted logout page sends the browser afterwards');
  withExamples(command, 'store logout', 'store logout --open --post-flow-url https://shop.example/');
  command.action((flags: LogoutFlags) => runLogout(flags, ctx));
  return command;
}

export async function runLogout(raw: LogoutFlags, ctx: Context): Promise<void> {
  const flags = parseFlags(FlagsSchema, raw);
  const session = await memberSession(ctx);
  const before = await session.auth.role();
  let logoutUrl: string | undefined;
  if (before !== 'none') {
    // The logout page needs the session's own token, so it is created before the session ends.
    const redirect = await session.client.redirects.createSession({
      logout: { clientId: session.auth.clientId },
      ...(flags.postFlowUrl ? { callbacks: { postFlowUrl: flags.postFlowUrl } } : {}),
    });
    logoutUrl = redirect.fullUrl;
    await session.client.identity.logout({ clientId: session.auth.clientId, postLogoutRedirectUri: flags.postFlowUrl });
  }
  await session.auth.clear();
  await (await pendingLogins(ctx)).clear();
  if (flags.open && logoutUrl) await ctx.openUrl(logoutUrl);
  const message = before === 'none' ? 'Not logged in; nothing to do.' : `Logged out (was ${before}).`;
  await printEntity(ctx.output(), { role: 'none', previousRole: before, ...(logoutUrl ? { logoutUrl } : {}) }, { view: [['status', message], ...(logoutUrl && flags.open ? [['logout page', logoutUrl] as [string, unknown]] : [])] });
}
