import type { Command } from 'commander';
import * as z from 'zod';
import { InterruptedError, UsageError } from '../../io/cli-errors.js';
import type { Context } from '../../context.js';
import { startEventReceiver, type EventReceiver } from '../../events/receiver.js';
import type { Subscription } from '../../wire/control/subscriptions.js';
import { withExamples } from '../shared/help.js';
import { withNotes } from '../shared/help-layout.js';
import { parseFlags } from '../shared/parse-flags.js';
import { createEventPrinter } from './event-printer.js';
import { EVENT_TYPE_HELP, parseEventTypes, refuseEventsNotSent } from './event-types-flag.js';
import { eventPublicKey } from './public-key-source.js';
import { findSandbox } from '../../context/sandbox-target.js';

/** Fixed by default so it can be configured once as a webhook URL (or a tunnel's target). */
export const DEFAULT_LISTEN_PORT = 4020;

export interface EventsListenFlags {
  port?: string;
  publicKey?: string;
  forwardTo?: string;
  type?: string;
}

const httpUrl = z.string().refine((text) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}, 'expected an http:// or https:// URL');

const ListenFlagsSchema = z.object({
  port: z.string().regex(/^\d+$/, 'expected a port number (0 picks a free one)').transform(Number).pipe(z.number().max(65535, 'expected a port number ≤ 65535')).optional(),
  publicKey: z.string().min(1).optional(),
  forwardTo: httpUrl.optional(),
  type: z.string().optional(),
});

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('listen')
    .description('Receive webhook events on 127.0.0.1, verify them (RS256), print them and optionally forward them')
    .option('--port <n>', `port to listen on (default ${DEFAULT_LISTEN_PORT}; 0 picks a free one)`)
    .option('--public-key <file>', "the app's webhook public key (SPKI PEM); in sandbox mode the sandbox's own")
    .option('--forward-to <url>', 'POST each valid event, body and headers unchanged, to this URL and report its status')
    .option('--type <types>', `only accept these ${EVENT_TYPE_HELP}`);
  withNotes(
    command,
    '\nAnswers 200 to a valid event (with --forward-to: the app\'s own status, 502 when it cannot be reached, so the ' +
      'sender retries), 401 to a token that fails verification ("not a valid JWT: …") and 400 to a type outside ' +
      '--type ("unexpected event type: …"). In sandbox mode it subscribes itself and unsubscribes on exit; it keeps ' +
      'the embedded sandbox running, and changes other `store` processes make on the same data file reach it too.\n',
  );
  withExamples(
    command,
    'store events listen                                  # sandbox mode: subscribes itself, prints every event',
    'store events listen --forward-to http://localhost:3000/webhooks --type product-created,cart_updated',
    'store events listen --jsonl | jq .eventType',
    'store events listen --port 4020 --public-key app-key.pem   # behind a tunnel, for a real store',
  );
  command.action((flags: EventsListenFlags) => runEventsListen(flags, ctx));
}

async function listenOn(port: number, options: Omit<Parameters<typeof startEventReceiver>[0], 'port'>): Promise<EventReceiver> {
  try {
    return await startEventReceiver({ ...options, port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new UsageError(`port ${port} is in use`, { hint: 'Pick another with --port N (0 picks a free one).' });
    }
    throw error;
  }
}

export async function runEventsListen(flags: EventsListenFlags, ctx: Context): Promise<void> {
  const parsed = parseFlags(ListenFlagsSchema, flags);
  const types = parseEventTypes(parsed.type);
  const sandbox = await findSandbox(ctx);
  try {
    if (sandbox && parsed.type !== undefined) refuseEventsNotSent(parsed.type, (await sandbox.control.info()).catalogVersion);
    const { key, source } = await eventPublicKey(ctx, parsed.publicKey, sandbox);
    const printer = createEventPrinter(ctx);
    const stopped = ctx.untilSignal();
    const receiver = await listenOn(parsed.port ?? DEFAULT_LISTEN_PORT, {
      key,
      types,
      forwardTo: parsed.forwardTo,
      onEvent: printer.event,
      onRejected: printer.rejected,
    });
    let subscription: Subscription | undefined;
    let signal: 'SIGINT' | 'SIGTERM';
    try {
      if (sandbox) subscription = await sandbox.control.subscribe(receiver.url, types);
      ctx.io.stderr.write(
        [
          `Listening on ${receiver.url} (RS256, key from ${source})`,
          subscription ? `  subscribed to the sandbox at ${sandbox!.control.baseUrl}${sandbox!.embedded ? ' (and every process sharing its data file)' : ''}` : '',
          types.length > 0 ? `  types: ${types.join(', ')}` : '',
          parsed.forwardTo ? `  forwarding to ${parsed.forwardTo}` : '',
          'Press Ctrl-C to stop.',
          '',
        ]
          .filter((line, i, all) => line !== '' || i === all.length - 1)
          .join('\n'),
      );
      signal = await stopped;
    } finally {
      if (subscription) await sandbox!.control.unsubscribe(subscription.id).catch(() => undefined);
      await receiver.close();
      await printer.flush();
    }
    if (signal === 'SIGINT') throw new InterruptedError('stopped listening');
  } finally {
    await sandbox?.close();
  }
}
