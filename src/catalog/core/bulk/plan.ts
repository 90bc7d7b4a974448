// The plan of a bulk change, whichever the catalog version: before → after for every product (and every variant),
// as each version plans it (v1/bulk/plan.ts, v3/bulk/plan.ts), tallied for the preview and the run.
import type { BulkChange, ValueProblem } from '../model/change.js';
import type { FieldValue } from './values.js';
import type { Refusal } from './discount-refusal.js';

export interface PlanRow {
  productId: string;
  slug: string;
  name: string;
  /** Absent on the product-level row. */
  variantId?: string;
  choices?: Record<string, string>;
  before: FieldValue;
  after: FieldValue;
  /**
   * A V3 price row on sale (before or after): what the buyer pays, which moves with the list price in
   * `before`/`after` (README "Catalog V1 and V3": what "price" means). Absent when neither side is on sale.
   */
  sale?: { before?: string; after?: string };
  /** Why the platform will refuse this value (the whole product then fails). */
  problem?: ValueProblem;
  /** Why the row is left as it is, when that is no failure (a stock row not counted, for an adjust). */
  note?: string;
  /** Why the CLI refuses this row's new value (a discount above the new price: discount-refusal.ts); never sent. */
  refused?: string;
}

/** A refused product as the report lists it. */
export type RefusedProduct = Refusal & { id: string; slug: string; name: string };

export interface ProductPlan {
  id: string;
  slug: string;
  name: string;
  manageVariants: boolean;
  /** The product-level row first, then one per variant when variants are managed. */
  rows: PlanRow[];
  /** Some row's value changes. */
  changes: boolean;
  /** Some row's value cannot be stored: the platform will fail this product. */
  fails: boolean;
  /** Set when the CLI refuses the product (its rows say why): it is not sent and is reported as not changed. */
  refusal?: Refusal;
}

export interface BulkPlan {
  change: BulkChange;
  products: ProductPlan[];
  /** Products to send: those whose values change (including the ones predicted to fail, the platform decides). */
  idsToSend: string[];
  /** Products that would change but are refused (ProductPlan.refusal): not sent, reported as failures. */
  refused: RefusedProduct[];
  counts: { matched: number; change: number; unchanged: number; predictedFailures: number; refused: number; variants: number };
}

/**
 * A plan built product by product as the targets stream in, keeping only what a run needs of each: the ids to send,
 * the counts, and the first `keepRows` changed rows (for the preview). `--all` over 100,000 products then holds ids,
 * not products.
 */
export class PlanTally {
  readonly idsToSend: string[] = [];
  readonly refused: RefusedProduct[] = [];
  readonly counts = { matched: 0, change: 0, unchanged: 0, predictedFailures: 0, refused: 0, variants: 0 };
  readonly rows: PlanRow[] = [];
  /** Changed rows in all (`rows` keeps the first `keepRows`). */
  changedRows = 0;

  constructor(
    readonly change: BulkChange,
    private readonly keepRows = Infinity,
  ) {}

  add(plan: ProductPlan): void {
    this.counts.matched++;
    // Rows of managed variants (V1 adds them after the product's own row; V3 plans every variant).
    if (plan.manageVariants) this.counts.variants += plan.rows.filter((row) => row.variantId !== undefined).length;
    if (!plan.changes) {
      this.counts.unchanged++;
      return;
    }
    if (plan.fails) this.counts.predictedFailures++;
    else if (plan.refusal) this.counts.refused++;
    else this.counts.change++;
    if (plan.refusal && !plan.fails) this.refused.push({ id: plan.id, slug: plan.slug, name: plan.name, ...plan.refusal });
    else this.idsToSend.push(plan.id);
    for (const row of plan.rows) {
      if (row.before === row.after) continue;
      this.changedRows++;
      if (this.rows.length < this.keepRows) this.rows.push(row);
    }
  }

  /** The plan so far; `products` empty (they were not kept). */
  plan(): BulkPlan {
    return { change: this.change, products: [], idsToSend: this.idsToSend, refused: this.refused, counts: this.counts };
  }
}

/** The plan of products already planned one by one (productPlan). */
export function planOf(plans: ProductPlan[], change: BulkChange): BulkPlan {
  const tally = new PlanTally(change, 0);
  for (const plan of plans) tally.add(plan);
  return { ...tally.plan(), products: plans };
}

/** The rows worth showing: those that change, in catalog order. */
export const changedRows = (plan: BulkPlan): PlanRow[] => plan.products.flatMap((p) => p.rows.filter((row) => row.before !== row.after));
