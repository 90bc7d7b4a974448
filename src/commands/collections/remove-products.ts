import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { changeMembership, registerMembership, type MembershipOptions } from './membership.js';

export function register(parent: Command, ctx: Context): void {
  registerMembership(parent, 'remove', (options) => runCollectionsRemoveProducts(options, ctx));
}

export function runCollectionsRemoveProducts(options: MembershipOptions, ctx: Context): Promise<void> {
  return changeMembership('remove', options, ctx);
}
