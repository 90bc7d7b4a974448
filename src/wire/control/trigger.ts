// `POST /__sandbox/events/trigger`: record one synthetic event of a type (name or alias), delivered like any other.
import * as z from 'zod';

export const TriggerRequestSchema = z.object({
  type: z.string().min(1),
  entityId: z.string().min(1).optional(),
  changedFields: z.array(z.string().min(1)).optional(),
});
export type TriggerRequest = z.infer<typeof TriggerRequestSchema>;

export interface TriggerResult {
  eventId: string;
  eventType: string;
  entityId: string;
  synthetic: true;
}
