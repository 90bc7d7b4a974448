// `--concurrency <n>` of the verbs that send many requests at once (products import, seed): one set of bounds.
import * as z from 'zod';

/** Requests in flight at most: a whole number 1–64, default 8. */
export const concurrencyFlag = z
  .string()
  .regex(/^\d+$/, 'expected a whole number')
  .transform(Number)
  .pipe(z.number().min(1, 'expected at least 1').max(64, 'expected at most 64'))
  .default(8);
