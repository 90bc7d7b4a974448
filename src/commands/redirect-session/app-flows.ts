// Session types for other apps' flows (bookings, events, paid plans): each is its intent's fields as flags, so
// one table describes them and one function registers them all.
import type { Command } from 'commander';
import { UsageError } from '../../io/cli-errors.js';
import type { RedirectIntent } from '../../wire/api/redirects/redirect-session.js';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { addSessionOptions, createSession, type CallbackName, type SessionFlags } from './session-output.js';

interface FieldFlag {
  /** commander flag, e.g. `--plan-id <id>` */
  flag: string;
  /** dotted path inside the intent object */
  path: string;
  description: string;
  required?: boolean;
  /** The value is JSON (e.g. checkoutData). */
  json?: boolean;
}

interface AppFlow {
  verb: string;
  intent: RedirectIntent;
  description: string;
  fields: FieldFlag[];
  callbacks: CallbackName[];
  example: string;
}

export const APP_FLOWS: readonly AppFlow[] = [
  {
    verb: 'bookings-checkout',
    intent: 'bookingsCheckout',
    description: 'Check out a bookable slot of a service',
    fields: [
      { flag: '--service-id <id>', path: 'slotAvailability.slot.serviceId', description: 'the service', required: true },
      { flag: '--start-date <RFC3339>', path: 'slotAvailability.slot.startDate', description: 'slot start, e.g. 2030-01-01T10:00:00Z', required: true },
      { flag: '--end-date <RFC3339>', path: 'slotAvailability.slot.endDate', description: 'slot end' },
      { flag: '--schedule-id <id>', path: 'slotAvailability.slot.scheduleId', description: 'the schedule' },
      { flag: '--timezone <tz>', path: 'timezone', description: 'the buyer time zone, e.g. Europe/Berlin' },
    ],
    callbacks: ['postFlowUrl', 'thankYouPageUrl', 'bookingsServiceListUrl'],
    example: 'store redirect-session bookings-checkout --service-id 5f1… --start-date 2030-01-01T10:00:00Z',
  },
  {
    verb: 'bookings-book',
    intent: 'bookingsBook',
    description: 'The booking flow, optionally for one resource (e.g. a staff member)',
    fields: [{ flag: '--resource-id <id>', path: 'resourceId', description: 'the resource to book' }],
    callbacks: ['postFlowUrl', 'bookingsServiceListUrl'],
    example: 'store redirect-session bookings-book --resource-id 7a9…',
  },
  {
    verb: 'events-checkout',
    intent: 'eventsCheckout',
    description: 'Check out a ticket reservation of an event',
    fields: [
      { flag: '--reservation-id <id>', path: 'reservationId', description: 'the ticket reservation', required: true },
      { flag: '--event-slug <slug>', path: 'eventSlug', description: 'the event', required: true },
    ],
    callbacks: ['postFlowUrl', 'thankYouPageUrl'],
    example: 'store redirect-session events-checkout --reservation-id r-1 --event-slug summer-gala',
  },
  {
    verb: 'paid-plans-checkout',
    intent: 'paidPlansCheckout',
    description: 'Check out a pricing plan',
    fields: [
      { flag: '--plan-id <id>', path: 'planId', description: 'the plan', required: true },
      { flag: '--checkout-data <json>', path: 'checkoutData', description: 'extra checkout data (JSON)', json: true },
    ],
    callbacks: ['postFlowUrl', 'thankYouPageUrl', 'planListUrl'],
    example: 'store redirect-session paid-plans-checkout --plan-id gold',
  },
];

const camel = (flag: string) => flag.replace(/^--/, '').split(' ')[0].replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys[keys.length - 1]] = value;
}

/** The intent object from the flags; a missing required flag or bad JSON is a usage error (nothing sent). */
export function intentFromFlags(flow: AppFlow, flags: Record<string, unknown>): Record<string, unknown> {
  const intent: Record<string, unknown> = {};
  for (const field of flow.fields) {
    const name = field.flag.split(' ')[0];
    const value = flags[camel(field.flag)];
    if (value === undefined) {
      if (field.required) throw new UsageError(`${name} is required`, { hint: `e.g. ${flow.example}` });
      continue;
    }
    let parsed: unknown = value;
    if (field.json) {
      try {
        parsed = JSON.parse(String(value));
      } catch {
        throw new UsageError(`${name}: not valid JSON`);
      }
    }
    setPath(intent, field.path, parsed);
  }
  return intent;
}

export function registerAppFlows(parent: Command, ctx: Context): void {
  for (const flow of APP_FLOWS) {
    const command = parent.command(flow.verb).description(flow.description);
    for (const field of flow.fields) command.option(field.flag, `${field.description}${field.required ? ' (required)' : ''}`);
    addSessionOptions(command, flow.callbacks);
    withExamples(command, flow.example, `${flow.example} --json`);
    command.action((flags: Record<string, unknown>) => createSession(ctx, { [flow.intent]: intentFromFlags(flow, flags) }, flags as SessionFlags).then(() => undefined));
  }
}
