// The writes of a bulk change on a Catalog V3 store, kept on disk between reading the targets and writing them: each
// changing product (its revision, its variants as bulk update sends them back, its new values) goes to an owner-only
// temporary file as it is planned, and the write step reads them back a window at a time (≤ 1,000 products, the most
// one by-filter job names, and ≤ 10,000 variants). `--all` over 100,000 products then holds one window, not the store;
// writes that fit in one window are simply kept (no file).
import { RowSpool } from '../../core/bulk/row-spool.js';
import type { PlanRow } from '../../core/bulk/plan.js';
import type { V3Target } from './targets.js';
import { MAX_JOB_IDS, type ProductWrite } from './writes.js';

/** How many products (and their variants) the write step holds at once. */
export const WRITE_WINDOW = { products: MAX_JOB_IDS, variants: 10_000 };

/** A ProductWrite as one JSON line (an absent value is null: JSON has no undefined). */
type Spooled = { target: V3Target; values: Array<[string, string | null]>; sales?: Array<[string, string | null]> } | { target: V3Target; text: string | null };

/** What the product should hold: the plan's `after` values (decimal strings by variant id, with sale prices; or the text). */
export function writeOf(target: V3Target, rows: readonly PlanRow[], text: boolean): ProductWrite {
  if (text) return { target, text: rows[0]?.after };
  const variantRows = rows.filter((row) => row.variantId);
  return {
    target,
    values: new Map(variantRows.map((row) => [row.variantId!, row.after])),
    sales: new Map(variantRows.map((row) => [row.variantId!, row.sale?.after])),
  };
}

const pairs = (map: ReadonlyMap<string, string | undefined>): Array<[string, string | null]> => [...map].map(([id, value]) => [id, value ?? null]);
const unpairs = (list: Array<[string, string | null]>) => new Map(list.map(([id, value]) => [id, value ?? undefined]));

const encode = (write: ProductWrite): Spooled =>
  'text' in write ? { target: write.target, text: write.text ?? null } : { target: write.target, values: pairs(write.values), ...(write.sales ? { sales: pairs(write.sales) } : {}) };

const decode = (line: Spooled): ProductWrite =>
  'text' in line ? { target: line.target, text: line.text ?? undefined } : { target: line.target, values: unpairs(line.values), ...(line.sales ? { sales: unpairs(line.sales) } : {}) };

export class WriteSpool {
  /** The writes while they fit in one window (most runs): kept as they are, no file is made. */
  private held: ProductWrite[] | undefined = [];
  private heldVariants = 0;
  private rows: RowSpool<Spooled> | undefined;
  private added = 0;

  static async open(): Promise<WriteSpool> {
    return new WriteSpool();
  }

  get count(): number {
    return this.added;
  }

  async add(write: ProductWrite): Promise<void> {
    this.added++;
    if (this.held) {
      this.held.push(write);
      this.heldVariants += write.target.variants.length;
      if (this.held.length <= WRITE_WINDOW.products && this.heldVariants <= WRITE_WINDOW.variants) return;
      // More than one window: everything goes to the file from now on.
      this.rows = await RowSpool.open<Spooled>();
      for (const held of this.held) await this.rows.add(encode(held));
      this.held = undefined;
      return;
    }
    await this.rows!.add(encode(write));
  }

  /** The writes of the products in `ids`, in the order they were added, a window at a time. */
  async *windows(ids: ReadonlySet<string>, window = WRITE_WINDOW): AsyncGenerator<ProductWrite[]> {
    let current: ProductWrite[] = [];
    let variants = 0;
    const all = this.held ?? this.read();
    for await (const write of all) {
      if (!ids.has(write.target.id)) continue;
      const size = write.target.variants.length;
      if (current.length > 0 && (current.length >= window.products || variants + size > window.variants)) {
        yield current;
        current = [];
        variants = 0;
      }
      current.push(write);
      variants += size;
    }
    if (current.length > 0) yield current;
  }

  private async *read(): AsyncGenerator<ProductWrite> {
    for await (const line of this.rows!.rows()) yield decode(line);
  }

  async discard(): Promise<void> {
    this.held = [];
    this.heldVariants = 0;
    await this.rows?.discard();
    this.rows = undefined;
  }
}
