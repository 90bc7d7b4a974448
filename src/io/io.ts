// The one seam between commands and the terminal. cli.ts builds it from `process`; tests build it in memory.

export interface IO {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  stdin: NodeJS.ReadableStream;
  isStdoutTTY: boolean;
  isStderrTTY: boolean;
  isStdinTTY: boolean;
  /** Whether ANSI styling may be written (already accounts for NO_COLOR, FORCE_COLOR, TERM=dumb, --no-color). */
  color: boolean;
  /** Terminal width used to truncate tables; only meaningful when stdout is a TTY. */
  columns: number;
}

/** Writes and waits for `drain` when the stream buffers, so streamed output (`--jsonl --all`) stays bounded. */
export async function write(stream: NodeJS.WritableStream, text: string): Promise<void> {
  if (stream.write(text)) return;
  await new Promise<void>((resolve) => stream.once('drain', resolve));
}
