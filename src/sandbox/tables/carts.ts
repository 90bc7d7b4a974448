// Current carts (one per owner) and the checkouts made from them (one per cart, refreshed on every
// create-checkout). Both are JSON documents keyed by id.
import type { DatabaseSync } from 'node:sqlite';
import { ownerKey, type CartOwner, type CartState } from '../domain/cart/cart-state.js';

const parse = <T>(row: unknown): T | undefined => (row ? (JSON.parse((row as { doc: string }).doc) as T) : undefined);

export function findCartByOwner(db: DatabaseSync, owner: CartOwner): CartState | undefined {
  return parse(db.prepare('SELECT doc FROM carts WHERE owner = ?').get(ownerKey(owner)));
}

export function findCartById(db: DatabaseSync, id: string): CartState | undefined {
  return parse(db.prepare('SELECT doc FROM carts WHERE id = ?').get(id));
}

export function saveCart(db: DatabaseSync, cart: CartState): void {
  db.prepare('INSERT INTO carts (id, owner, doc) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET doc = excluded.doc').run(
    cart.id,
    ownerKey(cart.owner),
    JSON.stringify(cart),
  );
}

export function deleteCartRow(db: DatabaseSync, id: string): void {
  db.prepare('DELETE FROM carts WHERE id = ?').run(id);
}

export interface CheckoutDoc {
  id: string;
  cartId: string;
  [key: string]: unknown;
}

export function findCheckout(db: DatabaseSync, id: string): CheckoutDoc | undefined {
  return parse(db.prepare('SELECT doc FROM checkouts WHERE id = ?').get(id));
}

export function findCheckoutOfCart(db: DatabaseSync, cartId: string): CheckoutDoc | undefined {
  return parse(db.prepare('SELECT doc FROM checkouts WHERE cart_id = ?').get(cartId));
}

export function saveCheckout(db: DatabaseSync, checkout: CheckoutDoc): void {
  db.prepare('INSERT INTO checkouts (id, cart_id, doc) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET doc = excluded.doc').run(
    checkout.id,
    checkout.cartId,
    JSON.stringify(checkout),
  );
}
