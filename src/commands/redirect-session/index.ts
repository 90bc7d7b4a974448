// `store redirect-session <type>`: a URL on the store's hosted pages for one flow. One file per type (or, for
// other apps' flows, one table row in app-flows.ts); add a type by adding its module to TYPES.
import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { registerAppFlows } from './app-flows.js';
import * as auth from './auth.js';
import * as checkout from './checkout.js';
import * as login from './login.js';
import * as logout from './logout.js';
import * as product from './product.js';

interface SessionType {
  register(parent: Command, ctx: Context): void;
}

const TYPES: SessionType[] = [checkout, login, logout, auth, product];

export function register(program: Command, ctx: Context): Command {
  const noun = program.command('redirect-session');
  for (const type of TYPES) type.register(noun, ctx);
  registerAppFlows(noun, ctx);
  withExamples(
    noun,
    'store redirect-session checkout --checkout-id 1b2c… --open',
    'store redirect-session product sun-hat --json',
    // Callback URLs must be allowed redirect URIs of the store's OAuth app (in the sandbox: settings).
    'store sandbox settings --allow-redirect-uri https://shop.example/',
    'store redirect-session paid-plans-checkout --plan-id gold --post-flow-url https://shop.example/',
  );
  return noun;
}
