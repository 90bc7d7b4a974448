// WooCommerce's product CSV → the own CSV row model (format.ts). A row is a product (simple, variable) or a
// variation, which names its variable product in Parent (`id:N` or the parent's SKU) anywhere in the file: the rows
// are tied by name (format.ts ScatteredRows). Every decision where WooCommerce and the store disagree is in
// docs/formats/woocommerce.md, which this file follows line for line.
import { CellReader, givenCell as given } from '../cells.js';
import type { CsvRecord } from '../csv-plan.js';
import { foreignFormat, type ForeignFormat, type ForeignRecord, type FormatContext, type OwnProduct, type RowName, type ScatteredRows } from './format.js';
import { saleCells } from './sale-prices.js';
import * as c from './woocommerce-columns.js';
import { attributesOf, kindOf, kindWord, productCells, stockCells, weightColumnOf, weightOf } from './woocommerce-cells.js';
import { givenPrices, pricesOf } from './woocommerce-prices.js';
import { variableProduct } from './woocommerce-variations.js';

/** `id:12` and `SKU-1` as the names a row answers to and a variation's Parent gives. */
const idName = (id: string) => `id:${id}`;
const skuName = (sku: string) => `sku:${sku}`;
function parentName(text: string): string {
  return text.toLowerCase().startsWith(c.ID_PREFIX) ? idName(text.slice(c.ID_PREFIX.length).trim()) : skuName(text);
}

const scattered: ScatteredRows = {
  parentColumn: c.PARENT,
  parentOf: (record) => {
    const parent = given(record.cells, c.PARENT);
    return kindWord(record) === 'variation' && parent !== undefined ? parentName(parent) : undefined;
  },
  namesOf: (record) => {
    const names: RowName[] = [];
    const id = given(record.cells, c.ID);
    const sku = given(record.cells, c.SKU);
    if (id !== undefined) names.push({ name: idName(id), column: c.ID });
    if (sku !== undefined) names.push({ name: skuName(sku), column: c.SKU });
    return names;
  },
  takesRows: (record) => kindWord(record) === 'variable',
  takesNoRows: (row) => `the product it names (row ${row}) is not a variable product: only a variable product has variations`,
  noSuchParent: 'no product row of the file has this ID (id:N) or SKU: a variation is imported with its variable product',
};

function simpleProduct(reader: CellReader, first: ForeignRecord, context: FormatContext): CsvRecord[] {
  const product = productCells(reader, first, context);
  for (const attribute of attributesOf(first)) context.notCarried(c.attributeName(attribute.index));
  const prices = pricesOf(givenPrices(reader, first), context);
  const set = (column: string, value: string | undefined) => value !== undefined && (product[column] = value);
  set('price', prices?.list);
  Object.assign(product, saleCells(prices ? [prices] : []).product);
  set('sku', given(first.cells, c.SKU));
  set('weight', weightOf(reader, first, context));
  return [{ row: first.row, cells: { ...product, ...stockCells(reader, first, context) } }];
}

function toOwn(records: ForeignRecord[], context: FormatContext): OwnProduct {
  const reader = new CellReader();
  const [first, ...variations] = records;
  const rows = records.map((record) => record.row).sort((a, b) => a - b);
  const kind = kindOf(reader, first, context);
  for (const variation of variations) kindOf(reader, variation, context);
  const done = (own: CsvRecord[], columns?: Partial<Record<string, string>>): OwnProduct => ({ records: own, rows, row: first.row, ...(columns ? { columns } : {}), ...(reader.problems.length > 0 ? { invalid: reader.problems } : {}) });
  if (kind === undefined) return done([]);
  if (c.NOT_CARRIED_KINDS.includes(kind)) {
    context.notCarried(c.typeLabel(kind));
    return done([]);
  }
  if (kind === 'variation') {
    reader.fail(first.row, c.PARENT, first.cells[c.PARENT], 'a variation names its variable product in Parent (id:N or its SKU)');
    return done([]);
  }
  if (kind === 'simple') return done(simpleProduct(reader, first, context), weightColumnOf(first) ? { weight: weightColumnOf(first) } : undefined);
  const { records: own, columns } = variableProduct(reader, first, variations, context);
  return done(own, columns);
}

export const woocommerce: ForeignFormat = foreignFormat({
  name: 'woocommerce',
  title: 'a WooCommerce product CSV',
  columns: c.WOO_COLUMNS,
  carried: c.CARRIED,
  required: [c.TYPE, c.NAME],
  groupKey: () => undefined,
  scattered,
  toOwn,
  columnOf: c.WOO_COLUMN_OF,
});
