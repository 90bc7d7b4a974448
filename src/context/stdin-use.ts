// Whether this run has read its standard input (a file piped to `products import -`, a piped value, the answer to a
// question, a screen's keys): such a run cannot be run again as it was — what it read is gone. The IO is watched, not
// changed: only handing out `stdin` is noted (process.stdin stays unbuilt until a command asks for it), and whether
// the stream was then read is asked of the stream.
import type { IO } from '../io/io.js';

export interface WatchedIo {
  io: IO;
  /** Some of stdin was read (or it was read to its end), so a second run would not get it. */
  stdinRead(): boolean;
}

export function watchStdin(io: IO): WatchedIo {
  let handedOut = false;
  const watched = new Proxy(io, {
    get(target, key) {
      if (key === 'stdin') handedOut = true;
      return Reflect.get(target, key);
    },
  });
  return {
    io: watched,
    stdinRead() {
      if (!handedOut) return false;
      const stdin = io.stdin as NodeJS.ReadableStream & { readableDidRead?: boolean; readableEnded?: boolean; destroyed?: boolean };
      return stdin.readableDidRead === true || stdin.readableEnded === true || stdin.destroyed === true;
    },
  };
}
