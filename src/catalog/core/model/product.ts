// What a store sells, in its own terms — neither Catalog V1's shapes nor V3's. The V1 and V3 edges
// (src/catalog/v1, src/catalog/v3) translate to and from these; where the two versions differ, the difference is
// named here once (Discount, ChoiceOption, VariantFields.price) and each edge handles it.
import type { StockLevel } from '../inventory.js';
import type { DecimalText, Money } from './money.js';

/**
 * Money taken off a product's list price. A store keeps it as a rule (V1: `discount`), or only as the two prices it
 * results in (V3: `compareAtPrice` = the list price, `actualPrice` = what the buyer pays — so a V3 product read
 * back shows an AMOUNT, never a PERCENT). `NONE` removes a discount.
 */
export interface Discount {
  type: 'PERCENT' | 'AMOUNT' | 'NONE';
  /** PERCENT: the percentage (at most 100); AMOUNT: money off the list price (at most that price). */
  value: DecimalText;
}

/** One choice of an option: what the shopper reads ("Red") and the value behind it (a colour code, or the same text). */
export interface Choice {
  value: string;
  /** The label (V1 `description`, V3 choice `name`): what matching and variants go by. */
  description: string;
}

/**
 * An option whose choices make the product's variants (Size, Colour). V1 options are always this kind; a V3
 * product may also have modifiers (customizations that make no variant), which are not options.
 */
export interface ChoiceOption {
  name: string;
  choices: Choice[];
}

/** Which choice of each option a variant is: option name → choice label. */
export type ChoiceSelection = Record<string, string>;

/** One variant of a product: its choices and the values it has of its own (undefined: the product's). */
export interface VariantFields {
  choices: ChoiceSelection;
  /**
   * The variant's own list price. V1 stores it as the product's price plus a surcharge; V3 stores it on the
   * variant: the model keeps the price itself and each edge writes it its way.
   */
  price?: Money;
  /** What the buyer pays when it is not the product's discount applied to the price. */
  salePrice?: Money;
  cost?: Money;
  weight?: number;
  sku?: string;
  visible?: boolean;
  /** The variant's stock; undefined leaves it alone. */
  stock?: StockLevel;
}

/** An image (or other media) the product shows, by URL, optionally only for one choice. */
export interface MediaSource {
  mediaId?: string;
  url?: string;
  choice?: { option: string; choice: string };
}

/** The collections (V3: categories) a product belongs to: by the store's id, or by name (made when missing). */
export interface CollectionMembership {
  ids?: string[];
  names?: string[];
}

/** A product as a file, a flag or a fixture describes it; a field left undefined: the source does not say. */
export interface ProductFields {
  name?: string;
  slug?: string;
  description?: string;
  /** The list price, before any discount. */
  price?: Money;
  cost?: Money;
  weight?: number;
  sku?: string;
  visible?: boolean;
  brand?: string;
  ribbon?: string;
  discount?: Discount;
}
