// Changing a cart's line items: adding (the same variant twice is one line with the quantities summed),
// replacing quantities, and the caps every quantity obeys (stock left, the platform's per-line maximum).
import { randomUUID } from 'node:crypto';
import { MAX_LINE_ITEM_QUANTITY, MAX_UPDATE_LINE_ITEMS, type CustomLineItemInput, type LineItemInput } from '../../../wire/api/cart/cart.js';
import { applicationError } from '../../http-errors.js';
import { currentCatalogItem, resolveCatalogReference } from './catalog-items.js';
import { type CatalogItem } from './catalog-item.js';
import type { CartState, StoredLineItem } from './cart-state.js';
import { toCents } from '../../../wire/money.js';
import type { CartEnv } from './render-cart.js';

export const adminOnly = (what: string) =>
  applicationError(403, 'Permission denied', 'PERMISSION_DENIED', `${what} need the admin API key: send "<access token>,<API key>" as Authorization`);

function outOfStock(name: string, productId: string) {
  return applicationError(400, 'Item is out of stock', 'ITEM_OUT_OF_STOCK', `${name} is out of stock`, { catalogItemId: productId });
}

/** Never more than is in stock (when stock is tracked) or than the platform allows on one line. */
export function capQuantity(wanted: number, stock: number | null): number {
  return Math.min(wanted, MAX_LINE_ITEM_QUANTITY, stock ?? Number.POSITIVE_INFINITY);
}

function overridesOf(input: LineItemInput, elevated: boolean): StoredLineItem['overrides'] {
  const fields = input.catalogOverrideFields as Record<string, unknown> | undefined;
  if (!fields || Object.keys(fields).length === 0) return undefined;
  if (!elevated) throw adminOnly('catalogOverrideFields');
  const name = (fields.productName as { original?: unknown } | undefined)?.original;
  const price = typeof fields.price === 'string' ? toCents(fields.price) : undefined;
  const fullPrice = typeof fields.fullPrice === 'string' ? toCents(fields.fullPrice) : undefined;
  return { ...(typeof name === 'string' ? { productName: name } : {}), ...(price !== undefined ? { price } : {}), ...(fullPrice !== undefined ? { fullPrice } : {}) };
}

function addCatalogItem(cart: CartState, item: CatalogItem, input: LineItemInput, elevated: boolean): void {
  const overrides = overridesOf(input, elevated);
  const existing = cart.lineItems.find(
    (line) => !line.custom && line.catalogReference?.catalogItemId === item.productId && line.variantId === item.variantId &&
      JSON.stringify(line.overrides ?? null) === JSON.stringify(overrides ?? null) && (line.modifiers ?? '') === (item.modifiers ?? ''),
  );
  const quantity = capQuantity((existing?.quantity ?? 0) + input.quantity, item.stock);
  if (quantity <= 0) throw outOfStock(item.name, item.productId);
  if (existing) {
    existing.quantity = quantity;
    return;
  }
  cart.lineItems.push({
    id: randomUUID(),
    quantity,
    catalogReference: input.catalogReference,
    variantId: item.variantId,
    ...(item.modifiers ? { modifiers: item.modifiers } : {}),
    ...(overrides ? { overrides } : {}),
    snapshot: { productName: item.name, unitCents: overrides?.price ?? item.unit },
  });
}

function addCustomItem(cart: CartState, input: CustomLineItemInput): void {
  const quantity = capQuantity(input.quantity, input.quantityAvailable ?? null);
  if (quantity <= 0) throw outOfStock(input.productName.original, input.id ?? '');
  const id = input.id && !cart.lineItems.some((l) => l.id === input.id) ? input.id : randomUUID();
  cart.lineItems.push({ id, quantity, custom: input, snapshot: { productName: input.productName.original, unitCents: toCents(input.price) } });
}

export interface AddInput {
  lineItems?: LineItemInput[];
  customLineItems?: CustomLineItemInput[];
}

/** Adds items; a line item with an `id` that names an existing line replaces that line's quantity instead. */
export function addLineItems(env: CartEnv, cart: CartState, input: AddInput, elevated: boolean): void {
  if (input.customLineItems?.length && !elevated) throw adminOnly('Custom line items');
  (input.lineItems ?? []).forEach((line, i) => {
    const existing = line.id ? cart.lineItems.find((l) => l.id === line.id) : undefined;
    if (existing) return setQuantity(env, existing, line.quantity);
    const item = resolveCatalogReference(env, line.catalogReference, { seesHidden: elevated, field: `lineItems[${i}]` });
    addCatalogItem(cart, item, line, elevated);
  });
  for (const custom of input.customLineItems ?? []) addCustomItem(cart, custom);
  if (cart.lineItems.length > MAX_UPDATE_LINE_ITEMS) {
    throw applicationError(400, 'Too many line items', 'MAX_LINE_ITEMS_EXCEEDED', `A cart holds at most ${MAX_UPDATE_LINE_ITEMS} line items`);
  }
}

/** The stock left for a stored line's item (null = not tracked). */
function stockOf(env: CartEnv, line: StoredLineItem): number | null {
  if (line.custom) return line.custom.quantityAvailable ?? null;
  const item = currentCatalogItem(env.db, env.baseUrl, line.catalogReference!.catalogItemId, line.variantId ?? '', true);
  return item ? item.stock : null;
}

/** Sets a line's quantity, capped at the stock left (the platform's documented rule). */
export function setQuantity(env: CartEnv, line: StoredLineItem, quantity: number): void {
  const capped = capQuantity(quantity, stockOf(env, line));
  if (capped <= 0) throw outOfStock(line.snapshot.productName, line.catalogReference?.catalogItemId ?? line.id);
  line.quantity = capped;
}

export function requireLine(cart: CartState, id: string): StoredLineItem {
  const line = cart.lineItems.find((l) => l.id === id);
  if (!line) throw applicationError(404, 'Line item not found', 'LINE_ITEM_NOT_FOUND', `The cart has no line item ${id}`, { lineItemId: id });
  return line;
}
