import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { changeMembership, registerMembership, type MembershipOptions } from './membership.js';

export function register(parent: Command, ctx: Context): void {
  registerMembership(parent, 'add', (options) => runCollectionsAddProducts(options, ctx));
}

export function runCollectionsAddProducts(options: MembershipOptions, ctx: Context): Promise<void> {
  return changeMembership('add', options, ctx);
}
