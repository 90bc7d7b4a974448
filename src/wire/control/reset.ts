// `POST /__sandbox/reset`: throw away every change; `demo: false` leaves an empty catalog. Answers `{}`.
import * as z from 'zod';

export const ResetRequestSchema = z.object({ demo: z.boolean().optional() });
export type ResetRequest = z.infer<typeof ResetRequestSchema>;
