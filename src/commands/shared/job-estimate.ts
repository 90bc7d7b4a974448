// A job's request count as the estimate previews and dry runs print: at the rate limit this run's client keeps to,
// or at the platform's limit when none is set (catalog/core/request-estimate.ts).
import { activeRateLimit } from '../../config/settings.js';
import { estimateText, requestEstimate, type RequestEstimate } from '../../catalog/core/request-estimate.js';
import type { Context } from '../../context.js';

export async function jobEstimate(ctx: Context, requests: number): Promise<RequestEstimate> {
  return requestEstimate(requests, activeRateLimit(await ctx.settings()));
}

/** The preview's line: `Running it: ≈ …` after a dry run (the whole job), `Writing it: ≈ …` before the question (what is to come). */
export const costLine = (estimate: RequestEstimate, dryRun: boolean): string => `${dryRun ? 'Running it' : 'Writing it'}: ${estimateText(estimate)}`;
