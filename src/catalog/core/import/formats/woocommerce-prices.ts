// WooCommerce's Regular price and Sale price → the own model's list price and sale (docs/formats/woocommerce.md):
// a variation without a Regular price takes its parent's.
import { compare } from '../../../../wire/money.js';
import { type CellReader, givenCell as given } from '../cells.js';
import type { ForeignRecord, FormatContext } from './format.js';
import type { VariantPrices } from './sale-prices.js';
import * as c from './woocommerce-columns.js';

/** A money cell read and checked (cells.ts), as its decimal text. */
function money(reader: CellReader, record: ForeignRecord, column: string): string | undefined {
  return reader.read('price', record.row, column, record.cells[column]) === undefined ? undefined : given(record.cells, column);
}

/** The Regular price and Sale price a row gives (checked), before they are read as list price and sale. */
export interface GivenPrices {
  regular?: string;
  sale?: string;
}
export const givenPrices = (reader: CellReader, record: ForeignRecord): GivenPrices => ({ regular: money(reader, record, c.REGULAR_PRICE), sale: money(reader, record, c.SALE_PRICE) });

/**
 * Regular price is the list price; a Sale price below it is what the buyer pays. A variation without a Regular price
 * takes its parent's, and then its parent's Sale price too unless it has its own. None when nothing gives a price.
 */
export function pricesOf(given: GivenPrices, context: FormatContext, parent: GivenPrices = {}): VariantPrices | undefined {
  const regular = given.regular ?? parent.regular;
  const sale = given.sale ?? (given.regular === undefined ? parent.sale : undefined);
  if (regular === undefined) return sale === undefined ? undefined : { list: sale };
  if (sale !== undefined && compare(sale, regular) < 0) return { list: regular, sale };
  // A sale price at or above the regular price is no sale (WooCommerce's editor refuses it).
  if (sale !== undefined) context.notCarried(c.SALE_PRICE);
  return { list: regular };
}
