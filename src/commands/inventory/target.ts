// Which variants `inventory set|adjust` change: `SKU` (a variant's SKU), or `PRODUCT` (id or slug) narrowed by
// `--choice Option=Choice` (a partial selection names every match). A product with several variants and no choice
// is refused rather than changed whole: stock is per variant.
import type { StoreCatalog } from '../../catalog/core/catalog-for.js';
import type { StockRow } from '../../catalog/core/inventory.js';
import { UsageError } from '../../io/cli-errors.js';
import { resolveChoices } from '../../catalog/core/choice-match.js';
import { choicesText } from '../../catalog/core/summary-text.js';

export async function stockTarget(catalog: StoreCatalog, key: string, choiceFlags: readonly string[] = []): Promise<StockRow[]> {
  const inventory = catalog.inventory();
  if (choiceFlags.length === 0) {
    const bySku = await inventory.bySku(key);
    if (bySku.length > 0) return bySku;
  }
  const product = await catalog.products.resolve(key);
  const choices = resolveChoices(catalog.products.choiceOptions(product), choiceFlags);
  const rows = (await inventory.ofProduct(product.id)).filter((row) => Object.entries(choices).every(([option, choice]) => row.choices[option] === choice));
  if (rows.length === 0) throw new UsageError(`${product.name} has no variant with ${choicesText(choices)}`);
  if (rows.length > 1 && choiceFlags.length === 0) {
    throw new UsageError(`${product.name} has ${rows.length} variants: name one by its SKU or with --choice Option=Choice`, {
      hint: `e.g. ${rows
        .slice(0, 3)
        .map((r) => (r.sku ? r.sku : Object.entries(r.choices).map(([o, c]) => `--choice "${o}=${c}"`).join(' ')))
        .join(', ')}`,
    });
  }
  return rows;
}
