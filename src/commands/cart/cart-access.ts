// How cart verbs reach the cart: with this profile's visitor/member tokens (elevated with the admin key for admin
// fields), turning "no cart yet" into a hint, and naming line items the way a person does (position in
// `store cart show`, line id, or product).
import { ApiNotFoundError } from '../../client/errors.js';
import { UsageError } from '../../io/cli-errors.js';
import type { StoreClient } from '../../client/index.js';
import type { Cart, LineItem } from '../../wire/api/cart/cart.js';
import type { CallOptions } from '../../client/types.js';
import type { Context } from '../../context.js';
import { adminApiKey } from '../auth/member-session.js';

export const NO_CART_HINT = 'Add an item first: store cart add PRODUCT';

export const isNoCart = (error: unknown): boolean => error instanceof ApiNotFoundError && error.code === 'OWNED_CART_NOT_FOUND';

/** Runs a cart call; "no cart yet" keeps its platform code and exit 5, and gains the hint. */
export async function cartCall<T>(ctx: Context, call: (client: StoreClient) => Promise<T>): Promise<T> {
  const client = await ctx.client({ shopper: true });
  try {
    return await call(client);
  } catch (error) {
    if (isNoCart(error)) (error as ApiNotFoundError).hint = NO_CART_HINT;
    throw error;
  }
}

/**
 * A cart call with admin rights (custom line items, merchant discounts): the profile's shopper token elevated with
 * the admin key, so it is still this shopper's cart that changes.
 */
export async function elevatedCartCall<T>(ctx: Context, call: (client: StoreClient, options: CallOptions) => Promise<T>): Promise<T> {
  const [apiKey, client, { ElevatedShopperAuth }] = await Promise.all([adminApiKey(ctx), ctx.client({ shopper: true }), import('../../auth/elevated-shopper.js')]);
  const auth = new ElevatedShopperAuth(client.auth, apiKey);
  return cartCall(ctx, (c) => call(c, { auth }));
}

const slugOf = (line: LineItem) => line.url?.relativePath.split('/').pop();

/**
 * The line items `key` names: a position (1-based, as `store cart show` numbers them), a line item id, or a
 * product id or slug (every line of that product).
 */
export function findLines(cart: Cart, key: string): LineItem[] {
  const lines = cart.lineItems;
  if (/^\d+$/.test(key)) {
    const line = lines[Number(key) - 1];
    if (!line) throw new UsageError(`There is no line ${key}: the cart has ${lines.length} line${lines.length === 1 ? '' : 's'}`);
    return [line];
  }
  const byId = lines.filter((line) => line.id === key);
  if (byId.length > 0) return byId;
  const byProduct = lines.filter((line) => line.catalogReference?.catalogItemId === key || slugOf(line) === key);
  if (byProduct.length > 0) return byProduct;
  throw new UsageError(`Nothing in the cart matches "${key}"`, { hint: 'Name a line by its number in `store cart show`, its id, or the product slug.' });
}

export function findOneLine(cart: Cart, key: string): LineItem {
  const lines = findLines(cart, key);
  if (lines.length > 1) {
    const positions = lines.map((line) => cart.lineItems.indexOf(line) + 1).join(', ');
    throw new UsageError(`"${key}" matches lines ${positions}: name one by its number`);
  }
  return lines[0];
}
