// The one place a URL is handed to the system's opener (`--open` of redirect sessions, checkout and logout, the
// browser login, `o` in browse and the cart screen). Those URLs come from the store's answers, so only http(s) is
// opened: `file:///etc/passwd`, `javascript:`, `ssh:` or an app's own scheme would make the browser or the desktop
// act on the server's behalf.
import { StoreError } from '../client/errors.js';
import { oneLine } from '../io/terminal-text.js';

/** Hands a URL to the desktop (the `open` package by default; tests pass their own). */
export type UrlOpener = (url: string) => Promise<void>;

export const systemOpener: UrlOpener = async (url) => {
  const { default: open } = await import('open');
  await open(url);
};

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
