// Drives the BUILT `store` in a real terminal: a private tmux server (its own socket), keys sent with
// `tmux send-keys`, the screen read with `tmux capture-pane -p` (text) or `-e` (with the escape codes for styles).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STORE_BIN } from '../../helpers/run-store.js';

export const hasTmux = spawnSync('tmux', ['-V']).status === 0;

export interface TmuxSession {
  /**
   * Sends tmux key names (Down, Enter, Escape, q…) one at a time, each once the app has drawn what the one before did
   * (the pane changed), so two keys never arrive in one read however slow the machine: every key must change the pane.
   */
  keys(...names: string[]): Promise<void>;
  /** Types text literally, one character at a time, each once the pane shows the one before. */
  type(text: string): Promise<void>;
  /** The pane as text. */
  pane(): string;
  /** The pane with escape codes for colours and styles. */
  styledPane(): string;
  /** Resolves with the pane once it shows `text` (or satisfies `test`). */
  waitFor(test: string | ((pane: string) => boolean), what?: string): Promise<string>;
  kill(): void;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// A guard, not a measure: a loaded machine (load 4 on 2 cores and more) takes seconds where a quiet one takes 100 ms.
const WAIT_LIMIT_MS = 20_000;

/** Runs `store ARGS…`; once it ends the pane shows `EXIT=<code>` (and stays open to be read). */
export function startTmux(args: string[], env: Record<string, string>, size = { columns: 100, rows: 30 }): TmuxSession {
  const socket = join(mkdtempSync(join(tmpdir(), 'store-tmux-')), 'socket');
  const tmux = (...tmuxArgs: string[]) => execFileSync('tmux', ['-S', socket, ...tmuxArgs], { env, encoding: 'utf8' });
  const quoted = [process.execPath, STORE_BIN, ...args].map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
  tmux('new-session', '-d', '-s', 'tui', '-x', String(size.columns), '-y', String(size.rows), `${quoted}; echo EXIT=$?; sleep 600`);
  const session: TmuxSession = {
    async keys(...names) {
      for (const name of names) await sendThenChange(() => tmux('send-keys', '-t', 'tui', name), name);
    },
    async type(text) {
      for (const char of text) await sendThenChange(() => tmux('send-keys', '-t', 'tui', '-l', char), `'${char}'`);
    },
    pane: () => tmux('capture-pane', '-p', '-t', 'tui'),
    styledPane: () => tmux('capture-pane', '-p', '-e', '-t', 'tui'),
    async waitFor(test, what = String(test)) {
      const started = Date.now();
      for (;;) {
        const pane = session.pane();
        if (typeof test === 'string' ? pane.includes(test) : test(pane)) return pane;
        if (Date.now() - started > WAIT_LIMIT_MS) throw new Error(`the pane never showed ${what}:\n${pane}`);
        await pause(50);
      }
    },
    kill() {
      spawnSync('tmux', ['-S', socket, 'kill-server'], { env });
    },
  };
  /** Sends one key and waits for the pane to change: the app has read the key on its own and drawn its effect. */
  async function sendThenChange(send: () => void, key: string): Promise<void> {
    const before = session.pane();
    send();
    await session.waitFor((pane) => pane !== before, `a change after the key ${key}`);
  }
  return session;
}
