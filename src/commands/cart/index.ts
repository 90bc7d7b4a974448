// `store cart …`: the shopper's current cart, as this profile's visitor (or logged-in member). The tokens persist
// per profile, so the cart survives between invocations.
import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import * as add from './add.js';
import { runCartInteractive } from './cart-screen.js';
import * as checkout from './checkout.js';
import * as clear from './clear.js';
import * as coupon from './coupon.js';
import * as discount from './discount.js';
import * as quantity from './quantity.js';
import * as remove from './remove.js';
import * as show from './show.js';
import * as totals from './totals.js';
import * as update from './update.js';

export function register(program: Command, ctx: Context): Command {
  const noun = program.command('cart');
  for (const verb of [show, add, remove, quantity, coupon, discount, update, totals, checkout, clear]) verb.register(noun, ctx);
  // No verb: the interactive cart on a terminal, `cart show` elsewhere.
  noun.action(() => runCartInteractive(ctx));
  withExamples(
    noun,
    'store cart add sun-hat --option Size=L --option Color=Navy',
    'store cart coupon SAVE10',
    'store cart totals --country US --subdivision CA',
    'store cart checkout --open',
  );
  return noun;
}
