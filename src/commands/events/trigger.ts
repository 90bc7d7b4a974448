import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { ApiError } from '../../client/errors.js';
import { UsageError } from '../../io/cli-errors.js';
import { printEntity } from '../../io/present.js';
import { DEFAULT_CHANGED_FIELD } from '../../wire/api/events/webhooks.js';
import { withExamples } from '../shared/help.js';
import { withNotes } from '../shared/help-layout.js';
import { checkEventName } from './event-types-flag.js';
import { requireSandbox } from '../../context/sandbox-target.js';

export interface EventsTriggerOptions {
  type: string;
  entity?: string;
  changedFields?: string;
}

/** `name; title for info_section, inStock for inventory_item`: each entity's default changed field, from the event table. */
function defaultFieldsText(): string {
  const others = Object.entries(DEFAULT_CHANGED_FIELD).filter(([, field]) => field !== 'name').map(([entity, field]) => `${field} for ${entity}`);
  return ['name', ...others].join('; ');
}

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('trigger')
    .argument('<type>', 'event type: product_created, product_changed, … cart_deleted (or the full platform type); the sandbox\'s catalog version picks V1 or V3')
    .description('Sandbox only: send subscribers a synthetic event of this type (nothing in the store changes)')
    .option('--entity <id>', 'the product, collection, category (id or slug), cart or other entity (id) it is about; default: the first one')
    .option('--changed-fields <fields>', `*_changed / *_updated events: the changed (modified) fields to report (default ${defaultFieldsText()})`);
  withNotes(
    command,
    '\nA short name is sent as the sandbox\'s catalog version has it: product_created is V1\'s ProductCreated on a V1 site and ' +
      'wix.stores.catalog.v3.product_created on a V3 site; a name only the other version has is refused, naming its counterpart.\n' +
      'The payload describes a real entity: catalog events use the named (or first) product, collection, category, brand, ' +
      'ribbon, customization or inventory item as it is now; ' +
      'cart events use the latest cart any cart event carried, else a representative empty cart.\n' +
      'Subscribers of every process sharing the sandbox data file receive it (e.g. a `store events listen` elsewhere).\n',
  );
  withExamples(
    command,
    'store events trigger product_changed --entity ceramic-mug --changed-fields name,priceData   # a Catalog V1 sandbox',
    'store events trigger product-updated --entity ceramic-mug --changed-fields name   # a Catalog V3 sandbox',
    'store events trigger category-item-added --json   # a Catalog V3 sandbox',
    'store events trigger cart_updated --json',
  );
  command.action((type: string, flags: Omit<EventsTriggerOptions, 'type'>) => runEventsTrigger({ type, ...flags }, ctx));
}

/**
 * The sandbox refuses a name its catalog version never sends (the CLI cannot know the version before asking): that
 * is a bad TYPE argument and nothing happened, so exit 2 with the sandbox's explanation, like an unknown name.
 */
function refusedType(error: unknown): never {
  const violations = error instanceof ApiError && error.status === 400 ? (error.details as { validationError?: { fieldViolations?: Array<{ field: string; description: string }> } } | undefined)?.validationError?.fieldViolations : undefined;
  const typeViolation = violations?.find((v) => v.field === 'type');
  if (typeViolation) throw new UsageError(`TYPE: ${typeViolation.description}`, { hint: 'Run `store events trigger --help` for the names; `store sandbox info` shows the catalog version.' });
  throw error;
}

export async function runEventsTrigger(options: EventsTriggerOptions, ctx: Context): Promise<void> {
  const type = checkEventName(options.type, 'TYPE');
  const changedFields = options.changedFields?.split(',').map((f) => f.trim()).filter(Boolean);
  const sandbox = await requireSandbox(ctx, 'store events trigger');
  try {
    const fired = await sandbox.control.trigger({ type, ...(options.entity ? { entityId: options.entity } : {}), ...(changedFields?.length ? { changedFields } : {}) }).catch(refusedType);
    const subscribers = (await sandbox.control.subscriptions()).filter((s) => !s.disabledAt && (s.types.length === 0 || s.types.includes(fired.eventType)));
    await printEntity(ctx.output(), { ...fired, subscribers: subscribers.length }, {
      view: [
        ['event id', fired.eventId],
        ['event type', fired.eventType],
        ['entity', fired.entityId],
        ['subscribers', subscribers.length === 0 ? '0 (start `store events listen` to receive it)' : subscribers.map((s) => s.url).join(', ')],
      ],
    });
  } finally {
    await sandbox.close();
  }
}
