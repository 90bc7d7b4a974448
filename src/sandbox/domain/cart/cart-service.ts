// The cart operations (docs/wire/cart-identity.md §4), on the caller's current cart or on a cart by id (cart-owner.ts
// decides which cart and with what rights). Every write runs in one transaction that also records the cart event;
// reads and writes answer with the cart rendered from the catalog as it is now.
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
import { applicationError, invalidField, notFound } from '../../http-errors.js';
import { deleteCartRow, findCartById, findCartByOwner, saveCart } from '../../tables/carts.js';
import { cartCreated, cartDeleted, cartUpdated } from './cart-events.js';
import { notYourCart, type CartAccess } from './cart-owner.js';
import { ownerKey, type CartState } from './cart-state.js';
import { requireCoupon } from './coupons.js';
import { estimateTotals } from './estimate.js';
import { addLineItems, adminOnly, requireLine, setQuantity } from './line-edits.js';
import { toCents } from '../../../wire/money.js';
import { renderCart, type CartEnv } from './render-cart.js';

export interface CartCall {
  env: Omit<CartEnv, 'seesHidden'>;
  access: CartAccess;
}

const envOf = (call: CartCall): CartEnv => ({ ...call.env, seesHidden: call.access.elevated });

export const ownedCartNotFound = () =>
  applicationError(404, 'Cart not found', 'OWNED_CART_NOT_FOUND', 'This visitor or member has no current cart yet: add an item to create one');

/**
 * The cart the call addresses. Decided (unverified): a visitor or member naming a cart that is not theirs gets 403
 * whether or not it exists (so ids cannot be probed); the admin gets 404 `CART_NOT_FOUND` for an unknown id.
 */
export function requireCart(call: CartCall): CartState {
  const { db } = call.env;
  const { target } = call.access;
  if ('current' in target) {
    const cart = findCartByOwner(db, target.current);
    if (!cart) throw ownedCartNotFound();
    return cart;
  }
  const cart = findCartById(db, target.id);
  if (target.mustOwn && (!cart || ownerKey(cart.owner) !== ownerKey(target.mustOwn))) throw notYourCart(target.id);
  if (!cart) throw notFound('Cart', target.id);
  return cart;
}

/**
 * Runs `change` on the addressed cart, saves it and records the event. With `create`, a caller's current cart that
 * does not exist yet is made first; a cart by id must exist.
 */
export function mutateCart(call: CartCall, change: (cart: CartState, env: CartEnv) => void, options: { create?: boolean } = {}) {
  const env = envOf(call);
  const { db, clock } = env;
  const { target } = call.access;
  const creatable = options.create && 'current' in target ? target.current : undefined;
  return writeTransaction(db, () => {
    const now = clock.nowIso();
    const found = creatable ? findCartByOwner(db, creatable) : requireCart(call);
    const cart: CartState = found ?? { id: randomUUID(), owner: creatable!, createdDate: now, updatedDate: now, revision: 0, lineItems: [] };
    const before = found && renderCart(env, found).wire;
    const snapshot = JSON.stringify(cart);
    change(cart, env);
    if (found && JSON.stringify(cart) === snapshot) return { cart: before };
    cart.updatedDate = now;
    cart.revision += 1;
    saveCart(db, cart);
    const after = renderCart(env, cart).wire;
    const event = { db, at: now, owner: cart.owner, cartId: cart.id };
    if (before) cartUpdated(event, before, after);
    else cartCreated(event, after);
    return { cart: after };
  });
}

export function getCart(call: CartCall) {
  return readTransaction(call.env.db, () => ({ cart: renderCart(envOf(call), requireCart(call)).wire }));
}

export function addToCart(call: CartCall, request: AddToCartRequest) {
  if (!request.lineItems?.length && !request.customLineItems?.length) {
    throw invalidField('lineItems', 'add at least one line item or custom line item', 'MIN_SIZE');
  }
  return mutateCart(call, (cart, env) => {
    addLineItems(env, cart, request, call.access.elevated);
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
    // Update Cart's path names the cart as `{cartInfo.id}`: a body id, when sent, must be the cart addressed.
    if (info.id !== undefined && info.id !== cart.id) throw invalidField('cartInfo.id', `is ${info.id}, but this call updates cart ${cart.id}`, 'FORMAT');
    // A member's contact is their member's (Update Cart declares this code); a visitor's cart may name one (not kept).
    if (info.buyerInfo?.contactId != null && cart.owner.kind === 'member') {
      throw applicationError(400, 'Contact id not updatable', 'CAN_ONLY_UPDATE_CONTACT_ID_FOR_NOT_LOGGED_IN_CUSTOMER', `Cart ${cart.id} belongs to a logged-in member: its contact is the member's`, { cartId: cart.id });
    }
    const present = CART_INFO_FIELDS.filter((f) => Object.hasOwn(info, f));
    writeCartInfo(cart, info, mask ?? present);
    if (request.couponCode !== undefined) cart.couponCode = coupon?.code;
    addLineItems(env, cart, { lineItems: request.lineItems, customLineItems: request.customLineItems }, call.access.elevated);
    if (request.merchantDiscounts !== undefined) setMerchantDiscounts(cart, request.merchantDiscounts, call.access.elevated);
  });
}

/** Replaces the cart's merchant discounts (admin only); every line they name must be in the cart. */
function setMerchantDiscounts(cart: CartState, discounts: MerchantDiscountInput[], elevated: boolean): void {
  if (!elevated) throw adminOnly('Merchant discounts');
  for (const id of discounts.flatMap((d) => d.lineItemIds ?? [])) requireLine(cart, id);
  cart.merchantDiscounts = discounts.map((d) => ({ amount: toCents(d.amount), ...(d.lineItemIds?.length ? { lineItemIds: d.lineItemIds } : {}) }));
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

export function removeBusinessLocation(call: CartCall) {
  return mutateCart(call, (cart) => {
    delete cart.businessLocationId;
  });
}

export function estimateCart(call: CartCall, request: EstimateTotalsRequest) {
  return readTransaction(call.env.db, () => estimateTotals(envOf(call), requireCart(call), request));
}

export function deleteCart(call: CartCall): Record<string, never> {
  const { db, clock } = call.env;
  writeTransaction(db, () => {
    const cart = requireCart(call);
    deleteCartRow(db, cart.id);
    cartDeleted({ db, at: clock.nowIso(), owner: cart.owner, cartId: cart.id });
  });
  return {};
}
