// The stock step of an import (after the product itself is written): each planned variant's level compared with
// what the store holds (StoreCatalog.inventory()), and only the differences set — so an unchanged file makes no
// stock writes, and a dry run reads but never writes. Variants are matched by their choices (a product without
// options: its one variant).
import { holdsLevel, type CatalogInventory, type StockChange, type StockLevel } from '../inventory.js';
import type { ProductPlan } from './plan.js';

/** The levels a plan asks for, by the variant's choices. */
export function plannedStock(plan: ProductPlan): Array<{ choices: Record<string, string>; level: StockLevel }> {
  if (plan.stock) return [{ choices: {}, level: plan.stock }];
  return plan.variants.flatMap((variant) => (variant.stock ? [{ choices: variant.choices, level: variant.stock }] : []));
}

const sameChoices = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([option, choice]) => b[option] === choice);

/**
 * Brings the product's stock to the plan's; returns how many variants change (or would, on a dry run). A product
 * a dry run would create has no stock yet: every planned level counts.
 */
export async function syncStock(inventory: CatalogInventory, plan: ProductPlan, productId: string | undefined, dryRun: boolean): Promise<number> {
  const wanted = plannedStock(plan);
  if (wanted.length === 0) return 0;
  if (productId === undefined) return wanted.length;
  const rows = await inventory.ofProduct(productId);
  const changes: StockChange[] = [];
  for (const { choices, level } of wanted) {
    const row = rows.find((r) => sameChoices(r.choices, choices));
    if (row && !holdsLevel(row, level)) changes.push({ row, level });
  }
  if (changes.length > 0 && !dryRun) await inventory.set(changes);
  return changes.length;
}
