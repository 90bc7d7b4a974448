// The bulk preview and its question as one screen on a terminal (src/ui/render.ts), or printed and asked the plain
// way anywhere else (where a question without --yes is an error naming the flag).
import type { PlanRow } from '../../catalog/bulk/plan.js';
import { previewLine } from '../../catalog/bulk/preview.js';
import type { Context } from '../../context.js';
import { canRenderScreens, renderConfirm } from '../../ui/render.js';

/** Whether the preview is drawn as a screen: on a terminal, when a question is going to be asked. */
export function previewOnScreen(ctx: Context, options: { dryRun?: boolean; changes: number }): boolean {
  return !options.dryRun && !ctx.globals.yes && options.changes > 0 && canRenderScreens(ctx);
}

/** The answer to `question`: on the preview screen when `onScreen`, otherwise through ctx.confirm. */
export function confirmChange(ctx: Context, onScreen: boolean, preview: { summary: string; rows: readonly PlanRow[] }, question: string): Promise<boolean> {
  const ask = () => ctx.confirm(question, { flag: '--yes' });
  if (!onScreen) return ask();
  return renderConfirm(ctx, { summary: preview.summary, lines: preview.rows.map(previewLine), question }, ask);
}
