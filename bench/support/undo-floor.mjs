// The fewest requests any exact `bulk undo` of a numeric field needs with the Catalog V1 API, from the undo's plan
// (its `--dry-run --json` rows: every value that differs, current → saved), and the wall time that floor allows.
//
// What the V1 API offers (docs/wire/catalog-v1.md §4, §7, §8): bulk set and bulk adjust by amount over ≤100 product
// ids (one value or one amount for all of them, applied to every managed variant too), and per product
// PATCH …/products/{id}/variants. A percentage cannot undo a percentage exactly (integer rates), and absolute values
// are what the undo writes. So:
// - a product whose variants are not all put back by one bulk value or one amount needs its own variant call;
// - every product-level difference needs a bulk call naming the product with its saved value (a set) or with the
//   amount back to it (an adjust); the fewest calls choose, per product, whichever group lets fewer groups cover all
//   products: a minimum vertex cover of the bipartite graph saved value — amount (König: the size of a maximum
//   matching), and never fewer than one call per 100 products;
// - the products are read before (their current values are saved first) and after (the check), 100 per read.
// Variants a row does not name are assumed to be put back too (a floor errs low, never high).

const cents = (text) => Math.round(Number(text) * 100);

/** Size of a maximum matching of a bipartite graph given as [left, right] edges (Kuhn's augmenting paths). */
function maximumMatching(edges) {
  const adjacent = new Map();
  for (const [left, right] of edges) adjacent.set(left, [...(adjacent.get(left) ?? []), right]);
  const owner = new Map();
  const augment = (left, seen) => {
    for (const right of adjacent.get(left)) {
      if (seen.has(right)) continue;
      seen.add(right);
      if (!owner.has(right) || augment(owner.get(right), seen)) {
        owner.set(right, left);
        return true;
      }
    }
    return false;
  };
  let size = 0;
  for (const left of adjacent.keys()) if (augment(left, new Set())) size++;
  return size;
}

/**
 * `dryRun`: the parsed `store bulk undo <file> --dry-run --json` answer. Answers the request counts of the floor and
 * its time at `latencyMs` per request with `concurrency` in flight (start-up not included).
 */
export function undoFloor(dryRun, { latencyMs, concurrency }) {
  const products = new Map();
  for (const row of dryRun.preview.rows) {
    const product = products.get(row.product) ?? { own: undefined, variants: [] };
    if (row.variant === '') product.own = row;
    else product.variants.push(row);
    products.set(row.product, product);
  }
  let variantCalls = 0;
  const groups = new Set();
  let grouped = 0;
  for (const { own, variants } of products.values()) {
    const amount = own ? cents(own.after) - cents(own.before) : undefined;
    const bySet = own !== undefined && variants.every((v) => v.after === own.after);
    const byAmount = own !== undefined && variants.every((v) => cents(v.after) - cents(v.before) === amount);
    if (variants.length > 0 && !bySet && !byAmount) variantCalls++;
    if (own) {
      grouped++;
      groups.add(JSON.stringify([own.after, amount]));
    }
  }
  const edges = [...groups].map((key) => JSON.parse(key)).map(([value, amount]) => [`set ${value}`, `adjust ${amount}`]);
  const bulkCalls = Math.max(maximumMatching(edges), Math.ceil(grouped / 100));
  const reads = 2 * Math.ceil(dryRun.matched / 100);
  const requests = variantCalls + bulkCalls + reads;
  return { variantCalls, bulkCalls, reads, requests, ms: (requests * latencyMs) / concurrency };
}
