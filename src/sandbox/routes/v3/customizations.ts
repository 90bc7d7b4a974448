// Customizations V3 (docs/wire/catalog-v3.md §5): create, get, query, count, add choices — what products need to
// connect options (products create them inline too, domain/v3/customizations.ts).
import * as z from 'zod';
import { CustomizationChoiceSchema, CustomizationCreateSchema } from '../../../wire/api/catalog-v3/customization.js';
import { catalogV3Paths } from '../../../wire/api/catalog-v3/paths.js';
import { cursorQuerySchema, FilterSchema, PAGE_LIMITS } from '../../../wire/api/catalog-v3/paging.js';
import { requireAdmin, requireReader } from '../../auth.js';
import { pathParam, type RequestContext } from '../../context.js';
import { readTransaction, writeTransaction } from '../../db.js';
import { connectOption, createCustomization, deleteCustomization, requireCustomization, updateCustomization, type StoredCustomization } from '../../domain/v3/customizations.js';
import { declare, HAS, V3_ALL } from '../../../wire/api/query-fields.js';
import { cursorPage, filterViews, resolveCursor, sortViews, checkSortable, type QueryFields } from '../../domain/v3/cursor-query.js';
import { applicationError } from '../../http-errors.js';
import { listEntities } from '../../tables/v3/entities.js';
import { param, type Router } from '../../router.js';
import { readRequest } from './payload.js';

const paths = catalogV3Paths.customizations;

const FIELDS: QueryFields = {
  entity: 'customization',
  filterable: { ...declare(['id', 'name', 'customizationType', 'customizationRenderType', 'createdDate', 'updatedDate'], V3_ALL), ...declare(['choicesSettings.choices.name'], HAS) },
  sortable: ['name', 'createdDate', 'updatedDate'],
};

function create(ctx: RequestContext) {
  requireAdmin(ctx);
  const { customization } = readRequest(ctx, z.object({ customization: CustomizationCreateSchema }));
  return writeTransaction(ctx.db, () => ({ customization: createCustomization(ctx.db, ctx.clock.nowIso(), customization) }));
}

function get(ctx: RequestContext) {
  requireReader(ctx);
  return readTransaction(ctx.db, () => ({ customization: requireCustomization(ctx.db, pathParam(ctx, 'customizationId')) }));
}

const all = (ctx: RequestContext) => listEntities<StoredCustomization>(ctx.db, 'customization').map((c) => ({ view: c, item: c }));

function query(ctx: RequestContext) {
  requireReader(ctx);
  const request = readRequest(ctx, z.object({ query: cursorQuerySchema(PAGE_LIMITS.customizations).optional(), fields: z.array(z.string()).optional() }));
  const state = resolveCursor(request.query, request.fields);
  checkSortable(state.sort, FIELDS);
  return readTransaction(ctx.db, () => {
    const page = cursorPage(sortViews(filterViews(all(ctx), state.filter, FIELDS), state.sort), state, request.query?.cursorPaging?.limit);
    return { customizations: page.items.map((e) => e.item), pagingMetadata: page.pagingMetadata };
  });
}

function count(ctx: RequestContext) {
  requireReader(ctx);
  const { filter } = readRequest(ctx, z.object({ filter: FilterSchema.nullish() }));
  return readTransaction(ctx.db, () => ({ count: filterViews(all(ctx), filter, FIELDS).length }));
}

function addChoices(ctx: RequestContext) {
  requireAdmin(ctx);
  const { choices } = readRequest(ctx, z.object({ choices: z.array(CustomizationChoiceSchema).min(1).max(1000) }));
  const id = decodeURIComponent(ctx.params.customizationId);
  return writeTransaction(ctx.db, () => {
    const existing = requireCustomization(ctx.db, id);
    if (!existing.choicesSettings) throw applicationError(400, 'No choices', 'FREE_TEXT_HAS_NO_CHOICES', `Customization ${id} is free text; it has no choices`);
    const option = { id, choicesSettings: { choices: choices.map((c) => ({ name: c.name, choiceType: c.choiceType, colorCode: c.colorCode })) } };
    return { customization: connectOption(ctx.db, ctx.clock.nowIso(), option, 'choices') };
  });
}

function update(ctx: RequestContext) {
  requireAdmin(ctx);
  const { customization } = readRequest(ctx, z.object({ customization: z.looseObject({ revision: z.string().nullish(), name: z.string().min(1).max(50).optional(), freeTextInput: z.looseObject({}).optional() }) }));
  const id = decodeURIComponent(ctx.params.customizationId);
  return writeTransaction(ctx.db, () => ({ customization: updateCustomization(ctx.db, ctx.clock.nowIso(), id, customization) }));
}

function remove(ctx: RequestContext) {
  requireAdmin(ctx);
  writeTransaction(ctx.db, () => deleteCustomization(ctx.db, ctx.clock.nowIso(), pathParam(ctx, 'customizationId')));
  return {};
}

export function registerCustomizations(router: Router): void {
  router.patch(paths.update(param('customizationId')), update);
  router.delete(paths.delete(param('customizationId')), remove);
  router.post(paths.create(), create);
  router.get(paths.get(param('customizationId')), get);
  router.get(paths.query(), query);
  router.post(paths.query(), query);
  router.post(paths.count(), count);
  router.post(paths.addChoices(param('customizationId')), addChoices);
}
