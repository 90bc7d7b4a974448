// Drives an Ink tree the way a person would: keys in, frames out. Frames are ANSI-stripped; `waitForFrame` waits
// for the next frame that satisfies a condition (never for a fixed time), so tests do not depend on speed.
import { createRequire } from 'node:module';
import { render } from 'ink-testing-library';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { stripControl } from '../../../../src/io/terminal-text.js';
import { ThemeContext } from '../../../../src/ui/hooks/use-theme.js';

export const KEYS = {
  up: '\u001B[A',
  down: '\u001B[B',
  right: '\u001B[C',
  left: '\u001B[D',
  pageDown: '\u001B[6~',
  pageUp: '\u001B[5~',
  enter: '\r',
  escape: '\u001B',
  backspace: '\u007F',
  tab: '\t',
  space: ' ',
  ctrlC: '\u0003',
} as const;

export interface Screen {
  /** The last frame, without escape codes. */
  frame(): string;
  /** Every frame so far, without escape codes. */
  frames(): string[];
  /** The last frame as written, escape codes included (to check NO_COLOR). */
  rawFrame(): string;
  /** Resolves with the first frame (current or later) that contains `text` / satisfies `test`. */
  waitForFrame(test: string | RegExp | ((frame: string) => boolean), what?: string): Promise<string>;
  /** Types keys one at a time, letting the app re-render between them. */
  press(...keys: string[]): Promise<void>;
  /**
   * Presses `key` again and again until a frame satisfies `test` (moving down a list until its last page is in: a
   * key pressed while a page loads may move nothing, so no fixed count of presses is right at every speed).
   */
  pressUntil(key: string, test: string | RegExp | ((frame: string) => boolean), what?: string): Promise<string>;
  /** Types text one character at a time. */
  type(text: string): Promise<void>;
  /** Renders a new tree in place (new props for the same screen). */
  rerenderWith(element: ReactElement): void;
  unmount(): void;
}

const mounted: Array<() => void> = [];
afterEach(() => {
  while (mounted.length) mounted.pop()!();
});

// A lone Escape is held ~20 ms by Ink in case more of an escape sequence follows; wait past that.
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Ink renders in React's legacy mode: the effects that (re)attach a screen's key handlers after a key run later, as
// scheduler tasks. A task of idle priority runs once every such task has, however slow the machine: the next key
// then finds the handlers its screen now has. (React's own scheduler, the instance react-reconciler uses.)
const scheduler = createRequire(import.meta.url)('scheduler') as { unstable_scheduleCallback(priority: number, callback: () => void): unknown; unstable_IdlePriority: number };
const reactIdle = () => new Promise<void>((resolve) => scheduler.unstable_scheduleCallback(scheduler.unstable_IdlePriority, () => resolve()));

/** After writing `key` to a screen's stdin: resolves once the screen has handled it and is ready for the next key. */
export async function afterKey(key: string): Promise<void> {
  await settle(key === KEYS.escape ? 50 : 15);
  await reactIdle();
}
// A guard, not a measure: on a loaded machine (load 4 on 2 cores and more) a frame a quiet one draws in 50 ms can take
// seconds; the limit stays under the test's own 30 s so the error names the frame it waited for.
const WAIT_LIMIT_MS = 20_000;
const AFTER_MATCH_MS = 15;

export function renderScreen(element: ReactElement, options: { color?: boolean } = {}): Screen {
  const themed = (tree: ReactElement) => <ThemeContext.Provider value={{ color: options.color ?? false }}>{tree}</ThemeContext.Provider>;
  const instance = render(themed(element));
  mounted.push(() => instance.unmount());
  const frame = () => stripControl(instance.lastFrame() ?? '');
  const matches = (test: string | RegExp | ((frame: string) => boolean), text: string) =>
    typeof test === 'string' ? text.includes(test) : test instanceof RegExp ? test.test(text) : test(text);
  const screen: Screen = {
    frame,
    frames: () => instance.frames.map((f) => stripControl(f)),
    rawFrame: () => instance.lastFrame() ?? '',
    waitForFrame(test, what = String(test)) {
      // A frame is drawn before React runs the effects that attach its input handlers (a screen that just
      // appeared, e.g. a form after a load): keys pressed at once would be lost, so resolve a moment after it.
      const settled = (now: string) => settle(AFTER_MATCH_MS).then(() => now);
      return new Promise((resolve, reject) => {
        if (matches(test, frame())) return resolve(settled(frame()));
        const started = Date.now();
        const poll = setInterval(() => {
          const now = frame();
          if (matches(test, now)) {
            clearInterval(poll);
            resolve(settled(now));
          } else if (Date.now() - started > WAIT_LIMIT_MS) {
            clearInterval(poll);
            reject(new Error(`no frame showed ${what}; last frame:\n${now}`));
          }
        }, 5);
      });
    },
    async press(...keys) {
      for (const key of keys) {
        instance.stdin.write(key);
        await afterKey(key);
      }
    },
    async pressUntil(key, test, what = String(test)) {
      const started = Date.now();
      while (!matches(test, frame())) {
        if (Date.now() - started > WAIT_LIMIT_MS) throw new Error(`pressing ${JSON.stringify(key)} never showed ${what}; last frame:\n${frame()}`);
        await screen.press(key);
      }
      return frame();
    },
    async type(text) {
      await screen.press(...text.split(''));
    },
    rerenderWith: (next) => instance.rerender(themed(next)),
    unmount: () => instance.unmount(),
  };
  return screen;
}
