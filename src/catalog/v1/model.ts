// Catalog V1 ↔ the catalog model (core/model/): V1 carries money as JSON numbers and keeps a discount rule with an
// `UNDEFINED` type of its own; the model keeps decimal strings and NONE. The number exists only in a V1 body.
import type { Discount as V1Discount } from '../../wire/api/catalog-v1/product.js';
import { compare, toNumber } from '../../wire/money.js';
import type { Discount } from '../core/model/product.js';
import { moneyOf, type Money } from '../core/model/money.js';

/** Model money → the number a V1 request carries (the double nearest the exact decimal). */
export const v1Amount = (money: Money): number => toNumber(money);

/** A V1 number (an answer's, a V1 JSON file's) → model money; undefined stays undefined. */
export const modelAmount = (value: number | undefined): Money | undefined => (value === undefined ? undefined : moneyOf(value));

/** Whether model money and a V1 number are the same amount (both undefined counts as the same). */
export const sameAmount = (money: Money | undefined, value: number | undefined): boolean =>
  money === undefined || value === undefined ? money === undefined && value === undefined : compare(money, value) === 0;

/** The model's discount as V1 writes it. */
export const v1Discount = (discount: Discount): V1Discount => ({ type: discount.type, value: toNumber(discount.value) });

/** A V1 discount as the model reads it: `UNDEFINED` (never set) is NONE. */
export const modelDiscount = (discount: V1Discount | undefined): Discount | undefined =>
  discount === undefined ? undefined : { type: discount.type === 'UNDEFINED' ? 'NONE' : discount.type, value: moneyOf(discount.value) };
