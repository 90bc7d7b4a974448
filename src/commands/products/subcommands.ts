// The product sub-groups: variants, options, media, choice-media, brand, ribbon (one registration point for index.ts).
import type { Command } from 'commander';
import type { Context } from '../../context.js';
import * as choiceMedia from './choice-media/index.js';
import * as media from './media/index.js';
import * as options from './options/index.js';
import * as removeField from './remove-field.js';
import * as variants from './variants/index.js';

export function registerProductSubcommands(products: Command, ctx: Context): void {
  for (const group of [variants, options, media, choiceMedia]) group.register(products, ctx);
  removeField.register(products, ctx, 'brand');
  removeField.register(products, ctx, 'ribbon');
}
