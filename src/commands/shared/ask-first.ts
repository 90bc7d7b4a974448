// The rule for every destructive verb (docs/product.md §3): without --yes and without a person to answer, fail before any
// request is sent; otherwise show what will change (and on which store) and ask. Declining changes nothing.
import { confirmationRequired, type Context } from '../../context.js';
import { printMessage } from '../../io/present.js';

/** Call first: a script without --yes fails here, before it has sent anything. */
export function refuseUnlessAnswerable(ctx: Context): void {
  if (!ctx.globals.yes && !ctx.canPrompt()) throw confirmationRequired('--yes');
}

/** Asks `question` (naming the store unless `store: false`); on "no" says so and returns false. */
export async function confirmOrStop(ctx: Context, question: string, options: { store?: boolean; declined?: string } = {}): Promise<boolean> {
  if (await ctx.confirm(question, { flag: '--yes', store: options.store })) return true;
  await printMessage(ctx.output(), options.declined ?? 'Nothing changed.');
  return false;
}
