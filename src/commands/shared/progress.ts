// The progress line a command shows while it works (io/count-progress.ts), where a person watches: stderr is a
// terminal, --quiet is not given, and the command's data is not being printed to the same terminal meanwhile.
import type { Context } from '../../context.js';
import { countProgress, type CountProgress } from '../../io/count-progress.js';

export function progressFor(ctx: Context, label: string, unit: string, options: { total?: number; dataOnStdout?: boolean } = {}): CountProgress {
  const sharesTheTerminal = options.dataOnStdout === true && ctx.io.isStdoutTTY;
  return countProgress(ctx.io, ctx.clock, { label, unit, total: options.total, quiet: ctx.globals.quiet === true || sharesTheTerminal });
}
