// Writing a V3 bulk run's products a window at a time (the change's from its spool, the undo's from its own): each
// window planned on its own (writes.ts), its calls made as the senders need them, so only one window is held.
import type { StoreClient } from '../../../client/index.js';
import type { ChangeField } from '../../core/model/change.js';
import { sendCallStream, type ApplyOptions, type BulkCall, type SendResult } from '../../core/bulk/apply.js';
import { planWrites, writeCalls, type ProductWrite } from './writes.js';

/**
 * Sends the writes a window at a time: each window planned on its own (jobs or bulk update), its calls made as the
 * senders need them, so only the window being written is held. Brand and ribbon names are looked up once per run.
 */
export async function sendWrites(client: StoreClient, windows: AsyncIterable<ProductWrite[]> | Iterable<ProductWrite[]>, products: number, field: ChangeField, options: ApplyOptions): Promise<SendResult> {
  const referenceIds = new Map<string, string>();
  let made = 0;
  let planned = 0;
  let finished = false;
  async function* calls(halted: () => boolean): AsyncGenerator<BulkCall> {
    for await (const writes of windows) {
      planned += writes.length;
      // Nothing more will be sent: the rest are named only (not sent, or not attempted).
      const part = halted() ? [{ ids: writes.map((w) => w.target.id), send: () => Promise.reject(new Error('not sent')) }] : await writeCalls(client, planWrites(writes, field), field, { onJob: options.onJob, referenceIds });
      made += part.length;
      yield* part;
    }
    finished = true;
  }
  // Calls in all, for progress: exact once the last window is planned, estimated from the windows so far until then.
  const total = () => (finished || planned === 0 ? made : Math.round((made * Math.max(products, planned)) / planned));
  return sendCallStream(calls, { ...options, total });
}
