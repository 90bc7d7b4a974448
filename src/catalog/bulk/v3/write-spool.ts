// The writes of a bulk change on a Catalog V3 store, kept on disk between reading the targets and writing them: each
// changing product (its revision, its variants as bulk update sends them back, its new values) goes to an owner-only
// temporary file as it is planned, and the write step reads them back a window at a time (≤ 1,000 products, the most
// one by-filter job names, and ≤ 10,000 variants). `--all` over 100,000 products then holds one window, not the store.
import { RowSpool } from '../row-spool.js';
import type { PlanRow } from '../plan.js';
import type { V3Target } from './targets.js';
import { MAX_JOB_IDS, type ProductWrite } from './writes.js';

/** How many products (and their variants) the write step holds at once. */
export const WRITE_WINDOW = { products: MAX_JOB_IDS, variants: 10_000 };

/** A ProductWrite as one JSON line (an absent value is null: JSON has no undefined). */
type Spooled = { target: V3Target; values: Array<[string, number | null]> } | { target: V3Target; text: string | null };

/** What the product should hold: the plan's `after` values (numbers by variant id, or the text). */
export function writeOf(target: V3Target, rows: readonly PlanRow[], text: boolean): ProductWrite {
  if (text) return { target, text: rows[0]?.after as string | undefined };
  return { target, values: new Map(rows.filter((row) => row.variantId).map((row) => [row.variantId!, row.after as number | undefined])) };
}

const encode = (write: ProductWrite): Spooled =>
  'text' in write ? { target: write.target, text: write.text ?? null } : { target: write.target, values: [...write.values].map(([id, value]) => [id, value ?? null]) };

const decode = (line: Spooled): ProductWrite =>
  'text' in line ? { target: line.target, text: line.text ?? undefined } : { target: line.target, values: new Map(line.values.map(([id, value]) => [id, value ?? undefined])) };

export class WriteSpool {
  private constructor(private readonly rows: RowSpool<Spooled>) {}

  static async open(): Promise<WriteSpool> {
    return new WriteSpool(await RowSpool.open<Spooled>());
  }

  get count(): number {
    return this.rows.count;
  }

  add(write: ProductWrite): Promise<void> {
    return this.rows.add(encode(write));
  }

  /** The writes of the products in `ids`, in the order they were added, a window at a time. */
  async *windows(ids: ReadonlySet<string>, window = WRITE_WINDOW): AsyncGenerator<ProductWrite[]> {
    let current: ProductWrite[] = [];
    let variants = 0;
    for await (const line of this.rows.rows()) {
      if (!ids.has(line.target.id)) continue;
      const size = line.target.variants.length;
      if (current.length > 0 && (current.length >= window.products || variants + size > window.variants)) {
        yield current;
        current = [];
        variants = 0;
      }
      current.push(decode(line));
      variants += size;
    }
    if (current.length > 0) yield current;
  }

  discard(): Promise<void> {
    return this.rows.discard();
  }
}
