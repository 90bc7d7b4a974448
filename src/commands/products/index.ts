// `store products …`: registers the noun and its verbs (loaded only when the command line names `products`; of its
// verbs, only the one it names — see commands/shared/lazy-verbs.ts).
import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { registerVerbs, type LazyVerb } from '../shared/lazy-verbs.js';

/** `store products brand|ribbon remove PRODUCT`: one module for both fields. */
function removeFieldGroup(field: 'brand' | 'ribbon'): LazyVerb {
  return {
    names: [field],
    load: async () => {
      const removeField = await import('./remove-field.js');
      return { register: (parent, ctx) => removeField.register(parent, ctx, field) };
    },
  };
}

/** The verbs and groups, in the order help lists them; only the one the command line names is loaded. */
const VERBS: readonly LazyVerb[] = [
  { names: ['list', 'ls'], load: () => import('./list.js') },
  { names: ['get', 'show'], load: () => import('./get.js') },
  { names: ['create'], load: () => import('./create.js') },
  { names: ['update'], load: () => import('./update.js') },
  { names: ['delete', 'rm'], load: () => import('./delete.js') },
  { names: ['import'], load: () => import('./import.js') },
  { names: ['export'], load: () => import('./export.js') },
  { names: ['browse'], load: () => import('./browse.js') },
  { names: ['variants'], load: () => import('./variants/index.js') },
  { names: ['options'], load: () => import('./options/index.js') },
  { names: ['media'], load: () => import('./media/index.js') },
  { names: ['choice-media'], load: () => import('./choice-media/index.js') },
  removeFieldGroup('brand'),
  removeFieldGroup('ribbon'),
];

export async function register(program: Command, ctx: Context, verb?: string): Promise<Command> {
  const noun = program.command('products');
  await registerVerbs(noun, ctx, VERBS, verb);
  withExamples(noun, 'store products list', 'store products get sun-hat --json', 'store products create --name Tee --price 12');
  return noun;
}
