// Products the import read before writing — the look-up that tells whether an incomplete row (`slug,price`) names a
// product (new-products.ts, ImportTarget.existingKeys) — kept for the writer's own look-up of the same keys, so a
// file of such rows reads each product once, not twice. Bounded (KNOWN_PRODUCTS_MAX): a larger file reads the rest
// again at its batch's look-up, as before. A key is handed out once: a retried look-up reads the store again.
import type { MatchField } from './plan.js';

/** The most products kept between the check and the writes (the memory a large `slug,price` file may hold). */
export const KNOWN_PRODUCTS_MAX = 2_000;

export class KnownProducts<P> {
  private readonly byKey = new Map<string, P[]>();
  private match: MatchField | undefined;

  /** Remembers `product` as found by `key` (the products of one key are kept together or not at all). */
  remember(match: MatchField, key: string, product: P): void {
    if (this.match !== undefined && this.match !== match) this.byKey.clear();
    this.match = match;
    const known = this.byKey.get(key);
    if (known) known.push(product);
    else if (this.byKey.size < KNOWN_PRODUCTS_MAX) this.byKey.set(key, [product]);
  }

  /** What is known of these keys (forgotten once taken), and the keys the caller must still read. */
  take(match: MatchField, keys: readonly string[]): { found: Map<string, P[]>; rest: string[] } {
    const found = new Map<string, P[]>();
    const rest: string[] = [];
    for (const key of keys) {
      const known = match === this.match ? this.byKey.get(key) : undefined;
      if (known) {
        found.set(key, known);
        this.byKey.delete(key);
      } else rest.push(key);
    }
    return { found, rest };
  }
}
