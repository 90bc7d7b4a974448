// `store events …`: webhook events — receive and verify them, and (sandbox) fire them.
import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import * as listen from './listen.js';
import * as trigger from './trigger.js';
import * as verify from './verify.js';

export function register(program: Command, ctx: Context): Command {
  const noun = program.command('events');
  for (const verb of [listen, verify, trigger]) verb.register(noun, ctx);
  withExamples(noun, 'store events listen --forward-to http://localhost:3000/webhooks', 'store events trigger product-created', 'store events verify @event.jwt --json');
  return noun;
}
