// `POST /__sandbox/reset`: throw away every change; `demo: false` leaves an empty catalog; `catalog` switches the site's catalog version. Answers `{}`.
import * as z from 'zod';

export const ResetRequestSchema = z.object({
  demo: z.boolean().optional(),
  /** Start the site over on this catalog version (default: keep its version). */
  catalog: z.enum(['v1', 'v3']).optional(),
});
export type ResetRequest = z.infer<typeof ResetRequestSchema>;
