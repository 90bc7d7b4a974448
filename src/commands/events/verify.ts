import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { summarizeEvent } from '../../events/describe.js';
import { verifyEventToken } from '../../events/verify.js';
import { printEntity } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { readTextArgument } from '../shared/text-argument.js';
import { EVENT_TYPE_HELP, parseEventTypes } from './event-types-flag.js';
import { eventPublicKey } from './public-key-source.js';

export interface EventsVerifyOptions {
  token: string;
  publicKey?: string;
  type?: string;
}

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('verify')
    .argument('<jwt>', 'the event: the JWT itself, @FILE, or - for stdin')
    .description('Verify one webhook event (RS256 only, expiry checked) and print what it says')
    .option('--public-key <file>', "the app's webhook public key (SPKI PEM); in sandbox mode the sandbox's own")
    .option('--type <types>', `refuse other ${EVENT_TYPE_HELP}`);
  withExamples(command, 'store events verify @event.jwt --json', 'pbpaste | store events verify - --public-key app-key.pem --type cart_updated');
  command.action((token: string, flags: Omit<EventsVerifyOptions, 'token'>) => runEventsVerify({ token, ...flags }, ctx));
}

export async function runEventsVerify(options: EventsVerifyOptions, ctx: Context): Promise<void> {
  const types = parseEventTypes(options.type);
  const token = await readTextArgument(ctx, options.token, 'JWT');
  const { key } = await eventPublicKey(ctx, options.publicKey, undefined);
  const event = await verifyEventToken(token, key, { types });
  const about = summarizeEvent(event);
  await printEntity(ctx.output(), event, {
    view: [
      ['event type', event.eventType],
      ['entity', about.entityId],
      ['time', about.time],
      ['summary', about.summary],
      ['instance id', event.instanceId],
      ['identity', event.identity],
      ['account', event.accountInfo],
      ['expires', event.expiresAt ? new Date(event.expiresAt * 1000).toISOString() : ''],
      ['payload', event.payload],
    ],
  });
}
