// Passwords never come from argv: a hidden prompt on a terminal, or the first line piped on stdin.
import { UsageError } from '../../io/cli-errors.js';
import type { Context } from '../../context.js';
import { readAll } from '../../io/prompt.js';

const piped = new WeakMap<Context, Promise<string[]>>();

/** Lines piped on stdin, read once per invocation (a command may need two secrets). */
function pipedLines(ctx: Context): Promise<string[]> {
  let lines = piped.get(ctx);
  if (!lines) {
    lines = readAll(ctx.io.stdin).then((text) => text.split(/\r?\n/));
    piped.set(ctx, lines);
  }
  return lines;
}

export async function readSecret(ctx: Context, question: string, options: { confirm?: boolean } = {}): Promise<string> {
  if (!ctx.io.isStdinTTY) {
    const value = (await pipedLines(ctx)).shift() ?? '';
    if (value === '') throw new UsageError('a password is required: pipe it on stdin (one line), or run on a terminal to be asked');
    return value;
  }
  const flag = 'the password on stdin (e.g. `printf %s "$PASSWORD" | store …`)';
  const value = await ctx.prompt(question, { flag, hidden: true });
  if (value === '') throw new UsageError('an empty password is not accepted');
  if (options.confirm && (await ctx.prompt('Repeat it: ', { flag, hidden: true })) !== value) {
    throw new UsageError('the two passwords differ; nothing was changed');
  }
  return value;
}

/** A flag's value, or a prompt for it on a terminal. */
export async function valueOrPrompt(ctx: Context, value: string | undefined, question: string, flag: string): Promise<string> {
  if (value) return value;
  const answer = (await ctx.prompt(question, { flag })).trim();
  if (!answer) throw new UsageError(`${flag} is required`);
  return answer;
}
