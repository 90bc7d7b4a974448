// Customizations V3 (docs/wire/catalog-v3.md §5.1): every call of `auto_sdk_stores_customizations-v-3` — create, get,
// update, delete, query (newest first unless sorted), count, the choice calls (add, set, remove, update, reorder) and
// the bulk create, update and add-choices. Products create them inline too (domain/v3/customization-links.ts).
import * as z from 'zod';
import {
  CustomizationChoiceSchema,
  CustomizationCreateSchema,
  CustomizationFieldsSchema,
  CustomizationUpdateSchema,
} from '../../../wire/api/catalog-v3/customization.js';
import { catalogV3Paths } from '../../../wire/api/catalog-v3/paths.js';
import { PAGE_LIMITS } from '../../../wire/api/catalog-v3/paging.js';
import { requireAdmin, requireReader } from '../../auth.js';
import { pathParam, type RequestContext } from '../../context.js';
import { readTransaction, writeTransaction } from '../../db.js';
import { runBulk } from '../../domain/v3/bulk-envelope.js';
import { addChoices, removeChoices, reorderChoices, setChoices, updateChoices } from '../../domain/v3/customization-choice-edits.js';
import type { StoredCustomization } from '../../domain/v3/customization-state.js';
import { createCustomization, deleteCustomization, refuseReference, renderCustomization, requireCustomization, updateCustomization } from '../../domain/v3/customizations.js';
import { declare, HAS, V3_ALL } from '../../../wire/api/query-fields.js';
import { listEntities } from '../../tables/v3/entities.js';
import { param, type Router } from '../../router.js';
import { readPayload, readRequest } from './payload.js';
import { countHandler, queryHandler, type EntityQuery } from './entity-query.js';

const paths = catalogV3Paths.customizations;

/** Query Customizations' defaults (SDK doc comment): "`createdDate` is sorted in `DESC` order", "`cursorPaging.limit` is `100`". */
const QUERY: EntityQuery<StoredCustomization> = {
  plural: 'customizations',
  fields: {
    entity: 'customization',
    filterable: { ...declare(['id', 'name', 'customizationType', 'customizationRenderType', 'createdDate', 'updatedDate'], V3_ALL), ...declare(['choicesSettings.choices.name'], HAS) },
    sortable: ['name', 'createdDate', 'updatedDate'],
  },
  maxLimit: PAGE_LIMITS.customizations,
  defaultLimit: PAGE_LIMITS.customizations,
  defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
  all: (ctx) => listEntities<StoredCustomization>(ctx.db, 'customization'),
  render: (ctx, c, requested) => renderCustomization(ctx.db, c, requested),
};

const fields = CustomizationFieldsSchema;
const ChoicesSchema = z.array(CustomizationChoiceSchema).min(1).max(1000);
const id = (ctx: RequestContext) => pathParam(ctx, 'customizationId');
const now = (ctx: RequestContext) => ctx.clock.nowIso();

/** A write answering `{customization}` rendered with the request's `fields`. */
function answer(ctx: RequestContext, requested: readonly string[] | undefined, write: () => StoredCustomization) {
  return writeTransaction(ctx.db, () => ({ customization: renderCustomization(ctx.db, write(), requested) }));
}

export function registerCustomizations(router: Router): void {
  router.post(paths.create(), (ctx) => {
    requireAdmin(ctx);
    refuseReference(readPayload(ctx).customization, 'customization');
    const { customization } = readRequest(ctx, z.object({ customization: CustomizationCreateSchema }));
    return answer(ctx, [], () => createCustomization(ctx.db, now(ctx), customization));
  });
  router.get(paths.get(param('customizationId')), (ctx) => {
    requireReader(ctx);
    const request = readRequest(ctx, z.object({ fields }));
    return readTransaction(ctx.db, () => ({ customization: renderCustomization(ctx.db, requireCustomization(ctx.db, id(ctx)), request.fields) }));
  });
  router.patch(paths.update(param('customizationId')), (ctx) => {
    requireAdmin(ctx);
    const request = readRequest(ctx, z.object({ customization: CustomizationUpdateSchema, fields }));
    return answer(ctx, request.fields, () => updateCustomization(ctx.db, now(ctx), decodeURIComponent(ctx.params.customizationId), request.customization));
  });
  router.delete(paths.delete(param('customizationId')), (ctx) => {
    requireAdmin(ctx);
    writeTransaction(ctx.db, () => deleteCustomization(ctx, id(ctx)));
    return {};
  });
  router.get(paths.query(), queryHandler(QUERY));
  router.post(paths.query(), queryHandler(QUERY));
  router.post(paths.count(), countHandler(QUERY));
  router.post(paths.addChoices(param('customizationId')), (ctx) => {
    requireAdmin(ctx);
    const request = readRequest(ctx, z.object({ choices: ChoicesSchema, fields }));
    return answer(ctx, request.fields, () => addChoices(ctx, id(ctx), request.choices));
  });
  router.post(paths.setChoices(param('customizationId')), (ctx) => {
    requireAdmin(ctx);
    const request = readRequest(ctx, z.object({ choices: ChoicesSchema, fields }));
    return answer(ctx, request.fields, () => setChoices(ctx, id(ctx), request.choices));
  });
  router.post(paths.removeChoices(param('customizationId')), (ctx) => {
    requireAdmin(ctx);
    const request = readRequest(ctx, z.object({ choiceIds: z.array(z.string()).min(1).max(100), revision: z.string().optional(), fields }));
    return answer(ctx, request.fields, () => removeChoices(ctx, id(ctx), request.choiceIds, request.revision));
  });
  router.post(paths.updateChoices(param('customizationId')), (ctx) => {
    requireAdmin(ctx);
    const request = readRequest(ctx, z.object({ revision: z.string(), choices: z.array(z.looseObject({ choice: CustomizationChoiceSchema.partial().optional() })).min(1).max(100), fields }));
    return answer(ctx, request.fields, () => updateChoices(ctx, id(ctx), request.revision, request.choices));
  });
  router.post(paths.reorderChoices(param('customizationId')), (ctx) => {
    requireAdmin(ctx);
    const request = readRequest(ctx, z.object({ revision: z.string(), choiceIds: z.array(z.string()).min(1).max(1000), fields }));
    return answer(ctx, request.fields, () => reorderChoices(ctx, id(ctx), request.revision, request.choiceIds));
  });
  router.post(paths.bulkCreate(), (ctx) => {
    requireAdmin(ctx);
    const sent = readPayload(ctx).customizations;
    if (Array.isArray(sent)) sent.forEach((raw, i) => refuseReference(raw, `customizations[${i}]`));
    const request = readRequest(ctx, z.object({ customizations: z.array(CustomizationCreateSchema).min(1).max(100), returnEntity: z.boolean().optional() }));
    return writeTransaction(ctx.db, () =>
      asCustomizationResults(runBulk(ctx.db, request.customizations, (input, i) => {
        const created = createCustomization(ctx.db, now(ctx), input, `customizations[${i}]`);
        return { id: created.id, render: () => renderCustomization(ctx.db, created) };
      }, request.returnEntity === true)),
    );
  });
  router.post(paths.bulkUpdate(), (ctx) => {
    requireAdmin(ctx);
    const Item = z.looseObject({ customization: CustomizationUpdateSchema.extend({ id: z.string() }) });
    const request = readRequest(ctx, z.object({ customizations: z.array(Item).min(1).max(100), returnEntity: z.boolean().optional(), fields }));
    return writeTransaction(ctx.db, () =>
      asCustomizationResults(runBulk(ctx.db, request.customizations, ({ customization }, i) => {
        const updated = updateCustomization(ctx.db, now(ctx), customization.id, customization, `customizations[${i}].customization`);
        return { id: updated.id, render: () => renderCustomization(ctx.db, updated, request.fields) };
      }, request.returnEntity === true)),
    );
  });
  router.post(paths.bulkAddChoices(), (ctx) => {
    requireAdmin(ctx);
    const Item = z.looseObject({ customizationId: z.string().min(1).max(36), choices: z.array(CustomizationChoiceSchema).min(1).max(100) });
    const request = readRequest(ctx, z.object({ customizationsChoices: z.array(Item).min(1).max(1000), returnEntity: z.boolean().optional(), fields }));
    return writeTransaction(ctx.db, () =>
      asCustomizationResults(runBulk(ctx.db, request.customizationsChoices, (item, i) => {
        const updated = addChoices(ctx, item.customizationId, item.choices, `customizationsChoices[${i}].choices`);
        return { id: updated.id, render: () => renderCustomization(ctx.db, updated, request.fields) };
      }, request.returnEntity === true)),
    );
  });
}

/** The customization bulk calls name each result's entity `customization` (SDK `BulkCustomizationResult`), not `item`. */
function asCustomizationResults<T>(envelope: { results: Array<{ item?: T }> }) {
  return { ...envelope, results: envelope.results.map(({ item, ...rest }) => ({ ...rest, ...(item !== undefined ? { customization: item } : {}) })) };
}
