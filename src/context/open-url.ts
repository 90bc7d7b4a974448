// The one place a URL is handed to the system's opener (`--open` of redirect sessions, checkout and logout, the
// browser login, `o` in browse and the cart screen). Those URLs come from the store's answers, so only http(s) is
// opened: `file:///etc/passwd`, `javascript:`, `ssh:` or an app's own scheme would make the browser or the desktop
// act on the server's behalf.
import { StoreError } from '../client/errors.js';
import { oneLine } from '../io/terminal-text.js';

/** Hands a URL to the desktop (the `open` package by default; tests pass their own). */
export type UrlOpener = (url: string) => Promise<void>;

/**
 * Why no browser can be opened here, if that is known before trying: on Linux (not WSL, which opens the Windows
 * browser) a desktop browser needs a display, and `xdg-open` without one fails after `open` has already said yes.
 */
export function noDisplayReason(env: Record<string, string | undefined>, platform: NodeJS.Platform = process.platform): string | undefined {
  if (platform !== 'linux' || env.WSL_DISTRO_NAME) return undefined;
  if (env.DISPLAY || env.WAYLAND_DISPLAY) return undefined;
  return 'no display: DISPLAY and WAYLAND_DISPLAY are unset';
}

/** The desktop's opener (the `open` package), refusing at once where there is no display to open a browser on. */
export function systemOpener(env: Record<string, string | undefined>, platform: NodeJS.Platform = process.platform): UrlOpener {
  return async (url) => {
    const reason = noDisplayReason(env, platform);
    if (reason) throw new StoreError(`cannot open a browser here (${reason})`, { hint: 'Open the URL yourself.' });
    const { default: open } = await import('open');
    await open(url);
  };
}

/** The line that replaces "opened" when the opener failed: why, and what to do instead. */
export function notOpenedNote(error: unknown): string {
  const why = error instanceof Error ? error.message.replace(/^cannot open a browser here \((.*)\)$/, '$1') : String(error);
  return `Could not open a browser (${oneLine(why)}): open the URL above yourself.`;
}

/** The URL parsed, when it is an absolute http(s) URL; otherwise undefined. */
export function browserUrl(text: string): URL | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
}

/** `opener`, refusing (exit 1, nothing opened) every URL that is not http(s). */
export function httpOnly(opener: UrlOpener): UrlOpener {
  return async (text) => {
    const url = browserUrl(text);
    if (!url) {
      throw new StoreError(`refusing to open "${oneLine(text).slice(0, 200)}": only http(s) URLs are opened`, {
        hint: 'The store answered with this URL; nothing was opened.',
      });
    }
    // The parsed form: what is opened is exactly what was checked.
    await opener(url.href);
  };
}
