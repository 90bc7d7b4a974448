// The current cart's operations (wire/cart-identity.md §4). Every write runs in one transaction that also
// records the cart event; reads and writes answer with the cart rendered from the catalog as it is now.
import { randomUUID } from 'node:crypto';
import {
  CART_INFO_FIELDS,
  type AddToCartRequest,
  type CartInfo,
  type EstimateTotalsRequest,
  type MerchantDiscountInput,
  type QuantityChange,
  type UpdateCartRequest,
} from '../../../wire/api/cart/cart.js';
import { readTransaction, writeTransaction } from '../../db.js';
import { applicationError, invalidField } from '../../http-errors.js';
import { deleteCartRow, findCartByOwner, saveCart } from '../../tables/carts.js';
import { cartCreated, cartDeleted, cartUpdated } from './cart-events.js';
import type { Shopper } from './cart-owner.js';
import type { CartState } from './cart-state.js';
import { requireCoupon } from './coupons.js';
import { estimateTotals } from './estimate.js';
import { addLineItems, adminOnly, requireLine, setQuantity } from './line-edits.js';
import { decimalToCents } from './money.js';
import { renderCart, type CartEnv } from './render-cart.js';

export interface CartCall {
  env: Omit<CartEnv, 'seesHidden'>;
  shopper: Shopper;
}

const envOf = (call: CartCall): CartEnv => ({ ...call.env, seesHidden: call.shopper.elevated });

export const ownedCartNotFound = () =>
  applicationError(404, 'Cart not found', 'OWNED_CART_NOT_FOUND', 'This visitor or member has no current cart yet: add an item to create one');

export function requireOwnedCart(call: CartCall): CartState {
  const cart = findCartByOwner(call.env.db, call.shopper.owner);
  if (!cart) throw ownedCartNotFound();
  return cart;
}

/** Runs `change` on the caller's cart (creating it first when `create`), saves it and records the event. */
export function mutateCart(call: CartCall, change: (cart: CartState, env: CartEnv) => void, options: { create?: boolean } = {}) {
  const env = envOf(call);
  const { db, clock } = env;
  const { owner } = call.shopper;
  return writeTransaction(db, () => {
    const now = clock.nowIso();
    const found = findCartByOwner(db, owner);
    if (!found && !options.create) throw ownedCartNotFound();
    const cart: CartState = found ?? { id: randomUUID(), owner, createdDate: now, updatedDate: now, revision: 0, lineItems: [] };
    const before = found && renderCart(env, found).wire;
    const snapshot = JSON.stringify(cart);
    change(cart, env);
    if (found && JSON.stringify(cart) === snapshot) return { cart: before };
    cart.updatedDate = now;
    cart.revision += 1;
    saveCart(db, cart);
    const after = renderCart(env, cart).wire;
    const event = { db, at: now, owner, cartId: cart.id };
    if (before) cartUpdated(event, before, after);
    else cartCreated(event, after);
    return { cart: after };
  });
}

export function getCart(call: CartCall) {
  return readTransaction(call.env.db, () => ({ cart: renderCart(envOf(call), requireOwnedCart(call)).wire }));
}

export function addToCart(call: CartCall, request: AddToCartRequest) {
  if (!request.lineItems?.length && !request.customLineItems?.length) {
    throw invalidField('lineItems', 'add at least one line item or custom line item', 'MIN_SIZE');
  }
  return mutateCart(call, (cart, env) => {
    addLineItems(env, cart, request, call.shopper.elevated);
    if (request.businessLocationId) cart.businessLocationId = request.businessLocationId;
  }, { create: true });
}

/** `"buyerNote, contactInfo"` or `{paths}` → the cartInfo fields to write; unknown names are a 400. */
function maskedFields(mask: UpdateCartRequest['cartFieldmask']): readonly string[] | undefined {
  if (mask === undefined) return undefined;
  const paths = (typeof mask === 'string' ? mask.split(',') : mask.paths).map((p) => p.trim().replace(/^cartInfo\./, '')).filter(Boolean);
  const unknown = paths.filter((p) => !(CART_INFO_FIELDS as readonly string[]).includes(p.split('.')[0]));
  if (unknown.length > 0) throw invalidField('cartFieldmask', `unknown cart fields: ${unknown.join(', ')} (known: ${CART_INFO_FIELDS.join(', ')})`, 'FORMAT');
  return [...new Set(paths.map((p) => p.split('.')[0]))];
}

function writeCartInfo(cart: CartState, info: CartInfo, fields: readonly string[]): void {
  for (const field of fields) {
    if (field === 'buyerNote') cart.buyerNote = info.buyerNote;
    if (field === 'contactInfo') cart.contactInfo = info.contactInfo;
    if (field === 'buyerInfo') cart.email = info.buyerInfo?.email;
    if (field === 'selectedShippingOption') cart.selectedShippingOption = info.selectedShippingOption;
    if (field === 'businessLocationId') cart.businessLocationId = info.businessLocationId;
  }
}

export function updateCart(call: CartCall, request: UpdateCartRequest) {
  const mask = maskedFields(request.cartFieldmask);
  // Validate the coupon before taking the lock, so an unknown code changes nothing.
  const coupon = request.couponCode ? requireCoupon(request.couponCode) : undefined;
  return mutateCart(call, (cart, env) => {
    const info = request.cartInfo ?? {};
    const present = CART_INFO_FIELDS.filter((f) => Object.hasOwn(info, f));
    writeCartInfo(cart, info, mask ?? present);
    if (request.couponCode !== undefined) cart.couponCode = coupon?.code;
    addLineItems(env, cart, { lineItems: request.lineItems, customLineItems: request.customLineItems }, call.shopper.elevated);
    if (request.merchantDiscounts !== undefined) setMerchantDiscounts(cart, request.merchantDiscounts, call.shopper.elevated);
  });
}

/** Replaces the cart's merchant discounts (admin only); every line they name must be in the cart. */
function setMerchantDiscounts(cart: CartState, discounts: MerchantDiscountInput[], elevated: boolean): void {
  if (!elevated) throw adminOnly('Merchant discounts');
  for (const id of discounts.flatMap((d) => d.lineItemIds ?? [])) requireLine(cart, id);
  cart.merchantDiscounts = discounts.map((d) => ({ amount: decimalToCents(d.amount), ...(d.lineItemIds?.length ? { lineItemIds: d.lineItemIds } : {}) }));
  if (cart.merchantDiscounts.length === 0) delete cart.merchantDiscounts;
}

export function removeLineItems(call: CartCall, lineItemIds: string[]) {
  return mutateCart(call, (cart) => {
    for (const id of lineItemIds) requireLine(cart, id);
    cart.lineItems = cart.lineItems.filter((line) => !lineItemIds.includes(line.id));
  });
}

export function updateQuantities(call: CartCall, changes: QuantityChange[]) {
  return mutateCart(call, (cart, env) => {
    for (const change of changes) setQuantity(env, requireLine(cart, change.id), change.quantity);
  });
}

export function removeCoupon(call: CartCall) {
  return mutateCart(call, (cart) => {
    delete cart.couponCode;
  });
}

export function estimateCart(call: CartCall, request: EstimateTotalsRequest) {
  return readTransaction(call.env.db, () => estimateTotals(envOf(call), requireOwnedCart(call), request));
}

export function deleteCart(call: CartCall): Record<string, never> {
  const { db, clock } = call.env;
  writeTransaction(db, () => {
    const cart = requireOwnedCart(call);
    deleteCartRow(db, cart.id);
    cartDeleted({ db, at: clock.nowIso(), owner: cart.owner, cartId: cart.id });
  });
  return {};
}
