// An IO that keeps everything in memory: for tests and for embedding the CLI in another program.
import { PassThrough, Writable } from 'node:stream';
import type { IO } from './io.js';

export interface MemoryIo extends IO {
  stdoutText(): string;
  stderrText(): string;
  /** The stdin end a test writes piped input into (`end()` it to signal EOF). */
  stdinWriter: PassThrough;
}

function collector(chunks: string[]): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
}

export function createMemoryIo(options: { tty?: boolean; color?: boolean; columns?: number; stdin?: string } = {}): MemoryIo {
  const out: string[] = [];
  const err: string[] = [];
  const stdin = new PassThrough();
  if (options.stdin !== undefined) stdin.end(options.stdin);
  const tty = options.tty ?? false;
  return {
    stdout: collector(out),
    stderr: collector(err),
    stdin,
    stdinWriter: stdin,
    isStdoutTTY: tty,
    isStderrTTY: tty,
    isStdinTTY: tty,
    color: options.color ?? false,
    columns: options.columns ?? 100,
    stdoutText: () => out.join(''),
    stderrText: () => err.join(''),
  };
}
