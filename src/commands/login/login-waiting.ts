// While `store login` waits for the browser: the waiting screen (URL, spinner, time left) on a terminal, or the
// command's plain lines anywhere else.
import { OAUTH_FLOW_TIMEOUT_MS } from '../../auth/login-flow.js';
import type { Context } from '../../context.js';
import { notOpenedNote } from '../../context/open-url.js';
import type { LiveScreen } from '../../ui/render.js';
import { renderLoginWaiting } from '../../ui/render.js';
import type { LoginWaitingProps } from '../../ui/components/LoginWaiting.js';

export interface LoginWaiting {
  /** hostedLogin's `onAuthorizeUrl`. */
  onAuthorizeUrl(url: string, redirectUri: string): Promise<void>;
  /** Takes the screen down (after the login finished or failed), leaving `outcome` as its last line. */
  close(outcome: string): Promise<void>;
}

export function loginWaiting(
  ctx: Context,
  options: { browser: boolean; timeoutMs?: number; orElse: (url: string, redirectUri: string) => Promise<void> },
): LoginWaiting {
  let screen: LiveScreen<LoginWaitingProps> | undefined;
  return {
    async onAuthorizeUrl(url, redirectUri) {
      // The loopback server's clock started just before this call.
      const deadline = ctx.clock.now() + (options.timeoutMs ?? OAUTH_FLOW_TIMEOUT_MS);
      screen = await renderLoginWaiting(ctx, { url, address: redirectUri, deadline, now: () => ctx.clock.now(), browser: options.browser });
      if (!screen) return options.orElse(url, redirectUri);
      if (!options.browser) return;
      await ctx.openUrl(url).then(
        () => screen?.update({ note: 'Opened in your browser.' }),
        // Said as --no-browser says it: the URL is the one to open, and why no browser opened.
        (error: unknown) => screen?.update({ note: notOpenedNote(error), browser: false }),
      );
    },
    async close(outcome) {
      screen?.update({ done: outcome });
      await screen?.close();
    },
  };
}
