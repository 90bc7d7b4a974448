// A login keeps the cart the visitor had. The current cart is the one of whoever the access token names
// (docs/wire/cart-identity.md §4.4): a login replaces the visitor's tokens with the member's, whose current cart is
// another one, so without this the visitor's lines would be left behind with tokens the CLI no longer holds. They are
// read before the login and added to the member's current cart after it (Add To Current Cart adds a variant already
// there to its line's quantity), and what happened is said on stderr — lines that could not come along are named.
import type { MemberSession } from '../../auth/member-login.js';
import { chunk } from '../../client/batching.js';
import { MAX_ADD_LINE_ITEMS, type Cart, type LineItem, type LineItemInput } from '../../wire/api/cart/cart.js';
import type { Context } from '../../context.js';
import { write } from '../../io/io.js';
import { oneLine } from '../../io/terminal-text.js';
import { isNoCart } from '../cart/cart-access.js';

/** What the visitor's cart held before the login. */
interface VisitorCart {
  /** The catalog lines, as Add To Cart takes them back. */
  lines: Array<{ input: LineItemInput; name: string }>;
  /** Custom lines (written with the admin key) cannot be added back by a shopper: named, not carried. */
  custom: string[];
}

type Before = { cart?: VisitorCart; unread?: unknown };

const messageOf = (error: unknown) => oneLine(error instanceof Error ? error.message : String(error));

const nameOf = (line: LineItem) => oneLine(line.productName?.translated ?? line.productName?.original ?? line.id);

function fromCart(cart: Cart): VisitorCart {
  const lines: VisitorCart['lines'] = [];
  const custom: string[] = [];
  for (const line of cart.lineItems) {
    if (line.customLineItem || !line.catalogReference) custom.push(nameOf(line));
    else lines.push({ input: { catalogReference: line.catalogReference, quantity: line.quantity }, name: nameOf(line) });
  }
  return { lines, custom };
}

/** The visitor's cart, when this session is a visitor's (a member's cart stays that member's: nothing to carry). */
async function readVisitorCart(session: MemberSession): Promise<Before> {
  if ((await session.auth.role()) !== 'visitor') return {};
  try {
    return { cart: fromCart(await session.client.cart.get()) };
  } catch (error) {
    if (isNoCart(error)) return {};
    // The login goes on; what could not be read is said afterwards.
    return { unread: error };
  }
}

const itemsText = (lines: VisitorCart['lines']) => lines.map((line) => `${line.name} ×${line.input.quantity}`).join(', ');
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Adds the lines to the (now member's) current cart; the lines the store refused, with why. */
async function addToCurrentCart(session: MemberSession, lines: VisitorCart['lines']): Promise<Map<VisitorCart['lines'][number], string>> {
  const refused = new Map<VisitorCart['lines'][number], string>();
  for (const part of chunk(lines, MAX_ADD_LINE_ITEMS)) {
    try {
      await session.client.cart.addItems({ lineItems: part.map((line) => line.input) });
    } catch {
      // One line the store no longer sells must not cost the others: the part again, line by line.
      for (const line of part) {
        await session.client.cart.addItems({ lineItems: [line.input] }).catch((error: unknown) => refused.set(line, messageOf(error)));
      }
    }
  }
  return refused;
}

/** What the member's cart got, in one notice (stderr: the login's own result stays the command's output). */
async function carry(ctx: Context, session: MemberSession, before: Before): Promise<void> {
  if (before.unread !== undefined) {
    await write(ctx.io.stderr, `Your cart as a visitor could not be read before the login (${messageOf(before.unread)}), so it was not added to the member's cart.\n`);
    return;
  }
  const cart = before.cart;
  if (!cart || (cart.lines.length === 0 && cart.custom.length === 0)) return;
  const refused = cart.lines.length > 0 ? await addToCurrentCart(session, cart.lines) : new Map<VisitorCart['lines'][number], string>();
  const kept = cart.lines.filter((line) => !refused.has(line));
  const notes: string[] = [];
  if (kept.length > 0) {
    notes.push(`Kept your cart as a visitor: ${plural(kept.length, 'line')} added to the member's cart (${itemsText(kept)}); \`store cart show\` lists it.`);
  }
  for (const [line, why] of refused) notes.push(`Not kept from your cart as a visitor: ${line.name} ×${line.input.quantity} (${why}); add it again with \`store cart add\` if the store still sells it.`);
  if (cart.custom.length > 0) {
    notes.push(`Not kept from your cart as a visitor: ${cart.custom.join(', ')} (custom lines are the admin's to add: \`store cart add --custom NAME --price AMOUNT\`).`);
  }
  await write(ctx.io.stderr, `${notes.join('\n')}\n`);
}

export interface VisitorCartCarry {
  /** Call once the login is over (any screen taken down): if the session is now a member's, the cart comes along. */
  afterLogin(): Promise<void>;
}

/**
 * Call before a login that may turn this session's visitor into a member: reads the visitor's cart, to be added to
 * the member's by `afterLogin`. A login that fails leaves the visitor (and the cart) as they were.
 */
export async function visitorCartBeforeLogin(ctx: Context, session: MemberSession): Promise<VisitorCartCarry> {
  const before = await readVisitorCart(session);
  return {
    async afterLogin() {
      if ((await session.auth.role()) === 'member') await carry(ctx, session, before);
    },
  };
}
