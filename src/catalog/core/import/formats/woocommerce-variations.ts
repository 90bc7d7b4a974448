// A WooCommerce variable product and its variations → own-CSV records (docs/formats/woocommerce.md): its options
// are the parent's attributes its variations name, each variation a variant in the order the parent lists its
// choices, the combinations no variation gives hidden.
import { type CellReader, givenCell as given } from '../cells.js';
import type { CsvRecord } from '../csv-plan.js';
import type { ForeignRecord, FormatContext } from './format.js';
import { hiddenCombinations } from './combinations.js';
import { saleCells } from './sale-prices.js';
import * as c from './woocommerce-columns.js';
import { attributesOf, productCells, stockCells, visibleOf, weightColumnOf, weightOf, type Cells } from './woocommerce-cells.js';
import { givenPrices, pricesOf } from './woocommerce-prices.js';

/** Variations in the order the parent lists its choices (the store's choices come in the order its variants name them). */
function inChoiceOrder(first: ForeignRecord, variations: ForeignRecord[]): ForeignRecord[] {
  const parent = attributesOf(first);
  const rank = (variation: ForeignRecord) =>
    parent.map((attribute) => {
      const value = attributesOf(variation).find((a) => a.name === attribute.name)?.text;
      const at = value === undefined ? -1 : attribute.values.indexOf(value);
      return at === -1 ? Number.MAX_SAFE_INTEGER : at;
    });
  const ranked = variations.map((variation) => ({ variation, rank: rank(variation) }));
  const order = (a: number[], b: number[]) => a.reduce((result, value, i) => result || value - b[i], 0);
  return ranked.sort((a, b) => order(a.rank, b.rank) || a.variation.row - b.variation.row).map(({ variation }) => variation);
}

/** A variable product: its options are the parent's attributes its variations name; a variation without a price takes the parent's. */
export function variableProduct(reader: CellReader, first: ForeignRecord, fileVariations: ForeignRecord[], context: FormatContext): { records: CsvRecord[]; columns: Partial<Record<string, string>> } {
  const product = productCells(reader, first, context);
  const variations = inChoiceOrder(first, fileVariations);
  const set = (column: string, value: string | undefined) => value !== undefined && (product[column] = value);
  set('weight', weightOf(reader, first, context));
  if (given(first.cells, c.STOCK) !== undefined) context.notCarried(c.STOCK);
  const byVariation = variations.map((variation) => new Map(attributesOf(variation).map((a) => [a.name, a])));
  const parentAttributes = attributesOf(first);
  const options = parentAttributes.filter((attribute) => byVariation.some((attributes) => attributes.has(attribute.name)));
  for (const attribute of parentAttributes) if (!options.includes(attribute)) context.notCarried(c.attributeName(attribute.index));
  if (options.length > 6) reader.fail(first.row, c.attributeName(options[6].index), options[6].name, 'the store has at most 6 options a product');
  const columns: Partial<Record<string, string>> = {};
  options.forEach((option, o) => Object.assign(columns, { [`option${o + 1}_name`]: c.attributeName(option.index), [`option${o + 1}_value`]: c.attributeValues(option.index) }));
  const weightColumn = weightColumnOf(first);
  if (weightColumn !== undefined) Object.assign(columns, { weight: weightColumn, variant_weight: weightColumn });

  const parentPrices = givenPrices(reader, first);
  const prices = variations.map((variation) => pricesOf(givenPrices(reader, variation), context, parentPrices) ?? {});
  const sale = saleCells(prices);
  set('price', prices[0]?.list ?? parentPrices.regular);
  Object.assign(product, sale.product);

  const own: CsvRecord[] = variations.map((variation, v) => {
    const cells: Cells = v === 0 ? { ...product } : { slug: product.slug };
    const attributes = byVariation[v];
    for (const [name, attribute] of attributes) {
      if (!options.some((option) => option.name === name)) reader.fail(variation.row, c.attributeName(attribute.index), name, `the variable product (row ${first.row}) has no attribute "${name}"`);
    }
    options.slice(0, 6).forEach((option, o) => {
      cells[`option${o + 1}_name`] = option.name;
      const value = attributes.get(option.name)?.text;
      if (value) cells[`option${o + 1}_value`] = value;
      else reader.fail(variation.row, c.attributeValues(attributes.get(option.name)?.index ?? option.index), value ?? '', `a variation for any ${option.name}: the store has a variant per choice — write its ${option.name}`);
    });
    Object.assign(cells, sale.variant(prices[v]));
    const put = (column: string, value: string | undefined) => value !== undefined && (cells[column] = value);
    put('variant_sku', given(variation.cells, c.SKU));
    put('variant_weight', weightOf(reader, variation, context));
    put('variant_visible', visibleOf(reader, variation, context) ?? 'true');
    return { row: variation.row, cells: { ...cells, ...stockCells(reader, variation, context) } };
  });
  if (own.length === 0) {
    reader.fail(first.row, c.TYPE, first.cells[c.TYPE], 'a variable product without variations: no row of the file names it in Parent');
    return { records: [], columns };
  }
  own.push(...hiddenCombinations(own, options.slice(0, 6).map((option) => option.name), product, sale.uneven));
  return { records: own, columns };
}
