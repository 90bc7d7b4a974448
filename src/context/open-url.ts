// The one place a URL is handed to the system's opener (`--open` of redirect sessions, checkout and logout, the
// browser login, `o` in browse and the cart screen). Those URLs come from the store's answers, so only http(s) is
// opened: `file:///etc/passwd`, `javascript:`, `ssh:` or an app's own scheme would make the browser or the desktop
// act on the server's behalf. Where the user set BROWSER (VS Code Remote, Codespaces, SSH), that command opens it.
import { StoreError } from '../client/errors.js';
import { oneLine } from '../io/terminal-text.js';
import { shellWords } from './shell-words.js';

/** Hands a URL to the desktop (the `open` package by default; tests pass their own). */
export type UrlOpener = (url: string) => Promise<void>;

type Env = Record<string, string | undefined>;

/**
 * Why no browser can be opened here, if that is known before trying: on Linux (not WSL, which opens the Windows
 * browser) a desktop browser needs a display, and `xdg-open` without one fails after `open` has already said yes.
 * A BROWSER the user set needs none (VS Code Remote, Codespaces and SSH set it to a command that reaches their
 * browser).
 */
export function noDisplayReason(env: Env, platform: NodeJS.Platform = process.platform): string | undefined {
  if (platform !== 'linux' || env.WSL_DISTRO_NAME || browserCommandLine(env)) return undefined;
  if (env.DISPLAY || env.WAYLAND_DISPLAY) return undefined;
  return 'no display: DISPLAY and WAYLAND_DISPLAY are unset, and BROWSER is not set';
}

const browserCommandLine = (env: Env): string | undefined => env.BROWSER?.trim() || undefined;

/**
 * BROWSER read as gh reads it: one command line, split into words as sh would but with nothing expanded (no `$`,
 * no backticks, no globs: no shell runs it). Where a word holds `%s` the URL goes there (as xdg-open and Python's
 * webbrowser read it), else it is the last argument — always one argument of its own, never through a shell.
 */
export function browserCommand(env: Env, url: string): { program: string; args: string[] } | undefined {
  const line = browserCommandLine(env);
  if (!line) return undefined;
  let words: string[];
  try {
    words = shellWords(line);
  } catch (error) {
    throw new StoreError(`cannot read BROWSER (${(error as Error).message}): ${oneLine(line)}`, { hint: 'Fix BROWSER, or open the URL yourself.' });
  }
  const [program, ...rest] = words;
  if (!program) return undefined;
  const placed = rest.some((word) => word.includes('%s'));
  // A function replacer: a `$&` or `$1` in the URL stays as it is.
  const args = placed ? rest.map((word) => word.replaceAll('%s', () => url)) : [...rest, url];
  return { program, args };
}

/**
 * Starts the BROWSER command and resolves once it has started (as the `open` package does: a browser that stays
 * open while the login waits must not hold it up); fails when it cannot start (not found, not executable). Its
 * output is dropped: it would write over a screen.
 */
async function startBrowser(command: { program: string; args: string[] }): Promise<void> {
  const { spawn } = await import('node:child_process');
  return new Promise((resolve, reject) => {
    const child = spawn(command.program, command.args, { stdio: 'ignore', detached: true, shell: false });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(new StoreError(`BROWSER (${oneLine(command.program)}) could not start: ${error.code ?? error.message}`, { hint: 'Fix BROWSER, or open the URL yourself.' })),
    );
    child.once('spawn', () => {
      child.unref();
      resolve();
    });
  });
}

/**
 * The desktop's opener: the BROWSER command when the user set one (on every platform, as gh does), else the `open`
 * package — refusing at once where there is no display to open a browser on.
 */
export function systemOpener(env: Env, platform: NodeJS.Platform = process.platform): UrlOpener {
  return async (url) => {
    const command = browserCommand(env, url);
    if (command) return startBrowser(command);
    const reason = noDisplayReason(env, platform);
    if (reason) throw new StoreError(`cannot open a browser here (${reason})`, { hint: 'Set BROWSER to a browser command, or open the URL yourself.' });
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
