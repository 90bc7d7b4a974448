// Line prompts on the terminal (questions go to stderr so stdout stays data). Callers check canPrompt() first.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { InterruptedError, UsageError } from './cli-errors.js';
import type { IO } from './io.js';
import { stripControl } from './terminal-text.js';

/** Asks one question; with `hidden` the typed characters are not echoed (for secrets). */
export async function promptLine(io: IO, question: string, options: { hidden?: boolean } = {}): Promise<string> {
  // A question names what it acts on (a product, a collection, a store): never a way to drive the terminal.
  io.stderr.write(stripControl(question));
  // readline echoes what is typed to its output; a muted output hides a secret while it is typed.
  const output = options.hidden
    ? new Writable({ write: (_chunk, _encoding, done) => done() })
    : io.stderr;
  const rl = createInterface({ input: io.stdin, output, terminal: io.isStdinTTY });
  try {
    return await new Promise<string>((resolve, reject) => {
      rl.once('line', resolve);
      rl.once('close', () => reject(new UsageError('no answer: the input closed')));
      rl.once('SIGINT', () => {
        // The terminal shows ^C after the question; end that line so the shell's prompt starts on its own.
        if (!options.hidden) io.stderr.write('\n');
        reject(new InterruptedError('interrupted'));
      });
    });
  } finally {
    rl.close();
    if (options.hidden) io.stderr.write('\n');
  }
}

/** The one rule for a y/N answer, on a line prompt and on a screen (ui/components/ConfirmBar.tsx): y or yes, nothing else. */
export const isYes = (answer: string): boolean => /^y(es)?$/i.test(answer.trim());

/** y/N question answered with Enter; anything but y/yes is a no. */
export async function promptConfirm(io: IO, question: string): Promise<boolean> {
  return isYes(await promptLine(io, `${question} [y/N] `));
}

/** Everything piped on stdin, as text (for `--from -` and secrets passed through a pipe). */
export async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
