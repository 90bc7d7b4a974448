// The bulk preview and its question as one screen on a terminal (src/ui/render.ts), or printed and asked the plain
// way anywhere else (where a question without --yes is an error naming the flag).
import type { PlanRow } from '../../catalog/core/bulk/plan.js';
import { previewLine } from '../../catalog/core/bulk/preview.js';
import { confirmationRequired, type Context } from '../../context.js';
import { canRenderScreens, renderConfirm } from '../../ui/render.js';

/** Whether the preview is drawn as a screen: on a terminal, when a question is going to be asked. */
export function previewOnScreen(ctx: Context, options: { dryRun?: boolean; changes: number }): boolean {
  return !options.dryRun && !ctx.globals.yes && options.changes > 0 && canRenderScreens(ctx);
}

/**
 * The answer to `question`: on the preview screen when `onScreen` (the question names the store there), otherwise
 * through ctx.confirm (the printed preview already named the store).
 */
export async function confirmChange(ctx: Context, onScreen: boolean, preview: { summary: string; rows: readonly PlanRow[]; failing?: number }, question: string): Promise<boolean> {
  const ask = () => ctx.confirm(question, { flag: '--yes', store: false });
  if (!onScreen) return ask();
  return renderConfirm(ctx, { summary: preview.summary, lines: preview.rows.map(previewLine), failing: preview.failing, question, store: await ctx.describeStore() }, ask);
}

/**
 * `--all` on a real store: a y/N is too easy to give by habit, so the number of products that will change must be
 * typed back (like typing a repository's name to delete it). --yes skips it; without a terminal --yes is needed.
 */
export async function confirmByTypingCount(ctx: Context, count: number): Promise<boolean> {
  if (ctx.globals.yes) return true;
  if (!ctx.canPrompt()) throw confirmationRequired('--yes');
  const answer = await ctx.prompt(`This changes every product of the store. Type the number of products to change (${count}) to go ahead: `, { flag: '--yes' });
  return answer.trim().replace(/[,_ ]/g, '') === String(count);
}
