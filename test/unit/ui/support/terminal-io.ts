// An IO that looks like a terminal to Ink (TTY flags, raw mode, columns) but lives in memory: keys are written
// to `stdin`, frames collected from stdout/stderr. Lets render.ts run end to end in-process.
import { PassThrough, Writable } from 'node:stream';
import type { IO } from '../../../../src/io/io.js';
import { stripControl } from '../../../../src/io/terminal-text.js';
import type { Context } from '../../../../src/context.js';

class FakeTtyStdin extends PassThrough {
  isTTY = true;
  isRaw = false;
  setRawMode(raw: boolean) {
    this.isRaw = raw;
    return this;
  }
  ref() {
    return this;
  }
  unref() {
    return this;
  }
}

class FakeTtyOut extends Writable {
  isTTY = true;
  columns = 80;
  rows = 24;
  readonly chunks: string[] = [];
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void) {
    this.chunks.push(String(chunk));
    done();
  }
  text() {
    return this.chunks.join('');
  }
}

export interface TerminalIo extends IO {
  stdin: FakeTtyStdin;
  stdout: FakeTtyOut;
  stderr: FakeTtyOut;
}

export function terminalIo(options: { color?: boolean } = {}): TerminalIo {
  return {
    stdin: new FakeTtyStdin(),
    stdout: new FakeTtyOut(),
    stderr: new FakeTtyOut(),
    isStdinTTY: true,
    isStdoutTTY: true,
    isStderrTTY: true,
    color: options.color ?? false,
    columns: 80,
  };
}

export type ScreenContext = Pick<Context, 'io' | 'env' | 'canPrompt' | 'output'>;

/** A context whose prompt conditions are as given (a terminal that can prompt, unless told otherwise). */
export function screenContext(io: IO, options: { env?: Record<string, string>; canPrompt?: boolean; format?: 'table' | 'json' } = {}): ScreenContext {
  return {
    io,
    env: options.env ?? {},
    canPrompt: () => options.canPrompt ?? true,
    output: () => ({ io, format: options.format ?? 'table' }),
  };
}

/** Resolves once `stream` has printed `text` (escape codes removed); the limit is a guard for a loaded machine, not a measure. */
export function printed(stream: FakeTtyOut, text: string, limitMs = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      if (stripControl(stream.text()).includes(text)) {
        clearInterval(poll);
        resolve();
      } else if (Date.now() - started > limitMs) {
        clearInterval(poll);
        reject(new Error(`never printed ${text}:\n${stripControl(stream.text()).slice(-2000)}`));
      }
    }, 5);
  });
}

export const pause = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));
