// What a cart line takes from the catalog, whichever version the site speaks (catalog-items.ts for V1,
// catalog-items-v3.ts for V3): the item's name, price, stock and page, in cents.
import type { Cents } from './money.js';

export interface CatalogItem {
  productId: string;
  variantId: string;
  /** option name → chosen choice description */
  choices: Record<string, string>;
  variantVisible: boolean;
  unit: Cents;
  fullUnit: Cents;
  name: string;
  sku: string;
  weightKg: number;
  shippable: boolean;
  image?: { id: string; url: string; width: number; height: number; altText?: string };
  descriptionLines: Array<Record<string, unknown>>;
  url: { relativePath: string; url: string };
  /** V3: the chosen modifiers, as one comparable text ('' when none). */
  modifiers?: string;
  /** Units left; null = not tracked and in stock (an untracked item marked out of stock counts as 0). */
  stock: number | null;
}
