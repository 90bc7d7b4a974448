// What every `store redirect-session <type>` (and `store cart checkout`) shares: the callback flags, creating the
// session with the shopper's tokens, and printing or opening its URL.
import type { Command } from 'commander';
import { UsageError } from '../../io/cli-errors.js';
import type { RedirectCallbacks, RedirectSession, RedirectSessionRequest } from '../../wire/api/redirects/redirect-session.js';
import type { Context } from '../../context.js';
import { write } from '../../io/io.js';
import { printEntity, printMessage } from '../../io/present.js';

/** Callback flags by wire name: the flag, and the option name commander gives its value. */
const CALLBACK_FLAGS = {
  postFlowUrl: { flag: '--post-flow-url <url>', option: 'postFlowUrl', description: 'where the flow returns when it ends' },
  thankYouPageUrl: { flag: '--thank-you-url <url>', option: 'thankYouUrl', description: 'the thank-you page after a purchase (the order id is appended)' },
  cartPageUrl: { flag: '--cart-page-url <url>', option: 'cartPageUrl', description: "the site's cart page" },
  loginUrl: { flag: '--login-url <url>', option: 'loginUrl', description: "the site's login page" },
  planListUrl: { flag: '--plan-list-url <url>', option: 'planListUrl', description: "the site's plan list" },
  bookingsServiceListUrl: { flag: '--bookings-service-list-url <url>', option: 'bookingsServiceListUrl', description: "the site's list of bookable services" },
} as const;
export type CallbackName = keyof typeof CALLBACK_FLAGS;
type CallbackOption = (typeof CALLBACK_FLAGS)[CallbackName]['option'];

export type SessionFlags = Partial<Record<CallbackOption, string>> & { open?: boolean };

/** Adds the named callback flags plus `--open`. */
export function addSessionOptions(command: Command, callbacks: readonly CallbackName[]): Command {
  for (const name of callbacks) command.option(CALLBACK_FLAGS[name].flag, CALLBACK_FLAGS[name].description);
  return command.option('--open', 'open the URL in the browser');
}

export function callbacksFrom(flags: SessionFlags): RedirectCallbacks | undefined {
  const callbacks: Record<string, string> = {};
  for (const [name, { flag, option }] of Object.entries(CALLBACK_FLAGS)) {
    const value = flags[option];
    if (value === undefined) continue;
    if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
      throw new UsageError(`${flag.split(' ')[0]}: expected an http(s) URL, got "${value}"`);
    }
    callbacks[name] = value;
  }
  return Object.keys(callbacks).length > 0 ? callbacks : undefined;
}

export const SANDBOX_URL_NOTE =
  'Note: this URL works only while a sandbox serves it, and the embedded one stopped with this command.\n' +
  'To keep one: run `store sandbox serve` in another terminal and point commands at it (--api-url with STORE_API_KEY/STORE_CLIENT_ID from `store sandbox info`), or pass --open to serve this page until Ctrl-C.\n';

/**
 * Opens `url` when asked. The embedded sandbox lives only as long as this process, so then the command keeps
 * serving the page until Ctrl-C; otherwise it says where the URL stops working.
 */
export async function offerUrl(ctx: Context, url: string, open: boolean | undefined): Promise<void> {
  const embedded = (await ctx.settings()).mode === 'sandbox';
  if (open) await ctx.openUrl(url);
  if (embedded && open) {
    await write(ctx.io.stderr, 'Serving the page from the embedded sandbox; press Ctrl-C when done.\n');
    await ctx.untilSignal();
  } else if (embedded) {
    // Piped too: a script that hands the URL on must learn it is dead once this process ends.
    await write(ctx.io.stderr, SANDBOX_URL_NOTE);
  }
}

/** Creates the session as the visitor/member of this profile, prints it (`--json`: the session) and offers its URL. */
export async function createSession(ctx: Context, request: RedirectSessionRequest, flags: SessionFlags): Promise<RedirectSession> {
  const client = await ctx.client({ shopper: true });
  const callbacks = callbacksFrom(flags);
  const session = await client.redirects.createSession(callbacks ? { ...request, callbacks } : request);
  const out = ctx.output();
  if (out.format === 'table') await printMessage(out, session.fullUrl);
  else await printEntity(out, session);
  await offerUrl(ctx, session.fullUrl, flags.open);
  return session;
}
