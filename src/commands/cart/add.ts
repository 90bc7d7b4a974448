import type { Command } from 'commander';
import { UsageError } from '../../io/cli-errors.js';
import { MAX_LINE_ITEM_QUANTITY, STORES_APP_ID } from '../../wire/api/cart/cart.js';
import type { Context } from '../../context.js';
import { collect } from '../shared/choice-flags.js';
import { withExamples } from '../shared/help.js';
import { parseMoney, parseWholeNumber } from '../shared/parse-flags.js';
import { cartCall, elevatedCartCall } from './cart-access.js';
import { printCart } from './cart-view.js';
import type { VariantFlags } from '../../catalog/core/variant-choice.js';
import { storeCatalog } from '../shared/store-catalog.js';

export interface CartAddFlags extends VariantFlags {
  product?: string;
  quantity: string;
  custom?: string;
  price?: string;
}

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('add')
    .argument('[product]', 'product id or slug (none with --custom)')
    .description('Add a product to the cart (the same variant again adds to its quantity), or a custom line (admin)')
    .option('--variant <id>', 'the variant to add')
    .option('--option <Option=Choice>', 'a choice for one of the product options (repeatable)', collect)
    .option('--modifier <Name=Value>', 'Catalog V3: a modifier\'s choice, or the text of a free-text modifier (repeatable)', collect)
    .option('--quantity <n>', 'how many', '1')
    .option('--custom <name>', 'admin: add a custom line item with this name instead of a product (needs the admin key)')
    .option('--price <amount>', 'the custom line item price, e.g. 4.50 (with --custom)');
  withExamples(
    command,
    'store cart add ceramic-mug',
    'store cart add sun-hat --option Size=L --option Color=Navy --quantity 2',
    'store cart add sun-hat --variant 6f1c… --json',
    'store cart add --custom "Gift wrapping" --price 4.50',
  );
  command.action((product: string | undefined, flags: Omit<CartAddFlags, 'product'>) => runCartAdd({ ...flags, product }, ctx));
}

export async function runCartAdd(options: CartAddFlags, ctx: Context): Promise<void> {
  const quantity = parseWholeNumber('--quantity', options.quantity);
  if (quantity < 1 || quantity > MAX_LINE_ITEM_QUANTITY) throw new UsageError(`--quantity: expected 1 to ${MAX_LINE_ITEM_QUANTITY}, got ${quantity}`);
  if (options.custom !== undefined) return addCustomLine(ctx, options, quantity);
  if (options.price !== undefined) throw new UsageError('--price is for custom line items: add --custom NAME');
  if (!options.product) throw new UsageError('Name the product to add (id or slug), or add a custom line with --custom NAME --price P');
  const catalog = await storeCatalog(ctx, { shopper: true });
  const product = await catalog.products.resolve(options.product);
  const choice = await catalog.products.chooseVariant(product, options);
  const cart = await cartCall(ctx, (c) =>
    c.cart.addItems({ lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: product.id, ...(choice ? { options: choice } : {}) }, quantity }] }),
  );
  const line = cart.lineItems.find((l) => l.catalogReference?.catalogItemId === product.id && (!choice?.variantId || l.catalogReference.options?.variantId === choice.variantId));
  const capped = line && line.availability.quantityAvailable !== undefined && line.quantity === line.availability.quantityAvailable;
  await printCart(ctx, cart, `Added ${quantity} × ${product.name}.${capped ? ` Only ${line.quantity} in stock: the line holds ${line.quantity}.` : ''}`);
}

/** A custom line item (admin): the caller's own name and price, a physical item. */
async function addCustomLine(ctx: Context, options: CartAddFlags, quantity: number): Promise<void> {
  const name = options.custom!.trim();
  if (!name) throw new UsageError('--custom: give the line item a name, e.g. --custom "Gift wrapping"');
  if (options.product || options.variant || options.option?.length || options.modifier?.length) throw new UsageError('--custom adds a line of its own: leave out the product, --variant, --option and --modifier');
  if (options.price === undefined) throw new UsageError('--price is required with --custom, e.g. --price 4.50');
  const price = parseMoney('--price', options.price);
  const cart = await elevatedCartCall(ctx, (c, call) =>
    c.cart.addItems({ customLineItems: [{ productName: { original: name }, price, quantity, itemType: { preset: 'PHYSICAL' } }] }, call),
  );
  await printCart(ctx, cart, `Added ${quantity} × ${name} (custom line, $${price} each).`);
}
