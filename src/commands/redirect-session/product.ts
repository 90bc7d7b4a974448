import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { addSessionOptions, createSession, type SessionFlags } from './session-output.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent.command('product').argument('<slug>', 'the product slug').description("A product's hosted page");
  addSessionOptions(command, ['postFlowUrl', 'cartPageUrl']);
  withExamples(command, 'store redirect-session product sun-hat', 'store redirect-session product sun-hat --open');
  command.action((slug: string, flags: SessionFlags) => runRedirectSessionProduct({ ...flags, slug }, ctx));
}

export async function runRedirectSessionProduct(flags: SessionFlags & { slug: string }, ctx: Context): Promise<void> {
  const { slug, ...rest } = flags;
  await createSession(ctx, { storesProduct: { productSlug: slug } }, rest);
}
