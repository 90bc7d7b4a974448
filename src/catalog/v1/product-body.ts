// A draft as a V1 product body (create and update alike): what `products create|update` and the edit form send.
import type { ProductDraft } from '../core/store-catalog.js';
import { v1Amount, v1Discount } from './model.js';

/** A draft as a V1 product body: only the fields it sets (so an update sends exactly those). */
export function v1ProductBody(draft: ProductDraft): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const set = (key: string, value: unknown) => {
    if (value !== undefined) body[key] = value;
  };
  set('name', draft.name);
  set('slug', draft.slug);
  set('priceData', draft.price === undefined ? undefined : { price: v1Amount(draft.price) });
  set('costAndProfitData', draft.cost === undefined ? undefined : { itemCost: v1Amount(draft.cost) });
  set('sku', draft.sku);
  set('weight', draft.weight);
  set('description', draft.description);
  set('visible', draft.visible);
  set('brand', draft.brand);
  set('ribbon', draft.ribbon);
  set('discount', draft.discount && v1Discount(draft.discount));
  set('productOptions', draft.options?.map((o) => ({ name: o.name, choices: o.choices.map((value) => ({ value, description: value })) })));
  return body;
}
