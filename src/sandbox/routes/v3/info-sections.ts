// Info sections V3 (docs/wire/catalog-v3.md §5.2): every call of `auto_sdk_stores_info-sections-v-3` — create, get,
// get-or-create (one and in bulk), update, delete, query (newest first unless sorted), count, bulk create, update and
// delete — and the products' Bulk Add / Remove Info Sections (by ids, and by filter as async jobs).
import * as z from 'zod';
import { infoSectionsByFilterSchema, productInfoSectionsSchema } from '../../../wire/api/catalog-v3/bulk.js';
import { InfoSectionCreateSchema, InfoSectionFieldsSchema, InfoSectionReferenceSchema, InfoSectionUpdateSchema } from '../../../wire/api/catalog-v3/info-section.js';
import { catalogV3Paths } from '../../../wire/api/catalog-v3/paths.js';
import { PAGE_LIMITS } from '../../../wire/api/catalog-v3/paging.js';
import { declare, V3_ALL } from '../../../wire/api/query-fields.js';
import { requireAdmin, requireReader } from '../../auth.js';
import { pathParam, type RequestContext } from '../../context.js';
import { readTransaction, writeTransaction } from '../../db.js';
import { runBulk } from '../../domain/v3/bulk-envelope.js';
import { INFO_SECTION_KIND, type StoredInfoSection } from '../../domain/v3/info-section-state.js';
import {
  createInfoSection,
  deleteInfoSection,
  getOrCreateInfoSection,
  renderInfoSection,
  requireInfoSection,
  updateInfoSection,
} from '../../domain/v3/info-sections.js';
import { changeInfoSectionsByFilter, changeProductsInfoSections } from '../../domain/v3/product-info-sections.js';
import { renderOptionsFor, renderProductV3 } from '../../domain/v3/product-render.js';
import { listEntities } from '../../tables/v3/entities.js';
import { param, type Router } from '../../router.js';
import { countHandler, queryHandler, type EntityQuery } from './entity-query.js';
import { readRequest } from './payload.js';

const paths = catalogV3Paths.infoSections;

/** Query Info Sections' defaults (SDK doc comment): "`createdDate` is sorted in `DESC` order", "`cursorPaging.limit` is `100`". */
const QUERY: EntityQuery<StoredInfoSection> = {
  plural: 'infoSections',
  fields: {
    entity: 'info section',
    filterable: declare(['id', 'createdDate', 'updatedDate', 'uniqueName', 'title'], V3_ALL),
    sortable: ['createdDate', 'updatedDate', 'uniqueName', 'title'],
  },
  maxLimit: PAGE_LIMITS.infoSections,
  defaultLimit: PAGE_LIMITS.infoSections,
  defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
  all: (ctx) => listEntities<StoredInfoSection>(ctx.db, INFO_SECTION_KIND),
  render: (ctx, section, requested) => renderInfoSection(ctx.db, section, requested),
};

const fields = InfoSectionFieldsSchema;
const now = (ctx: RequestContext) => ctx.clock.nowIso();
const one = (ctx: RequestContext, section: StoredInfoSection, requested?: readonly string[]) => ({ infoSection: renderInfoSection(ctx.db, section, requested) });

function registerProductCalls(router: Router): void {
  const bulk = catalogV3Paths.bulkProducts;
  const byIds = (change: 'add' | 'remove', maxSections: number) => (ctx: RequestContext) => {
    const caller = requireAdmin(ctx);
    const request = readRequest(ctx, productInfoSectionsSchema(maxSections));
    const options = renderOptionsFor(caller, request.fields, true, ctx.baseUrl);
    return writeTransaction(ctx.db, () => changeProductsInfoSections(ctx, request, change, (p) => renderProductV3(ctx.db, p, options)));
  };
  const byFilter = (change: 'add' | 'remove', maxSections: number) => (ctx: RequestContext) => {
    requireAdmin(ctx);
    const request = readRequest(ctx, infoSectionsByFilterSchema(maxSections));
    return { jobId: writeTransaction(ctx.db, () => changeInfoSectionsByFilter(ctx, request, change)) };
  };
  // The SDK's limits: ≤ 10 sections added per call (≤ 20 by filter), ≤ 100 removed.
  router.post(bulk.addInfoSections(), byIds('add', 10));
  router.post(bulk.removeInfoSections(), byIds('remove', 100));
  router.post(bulk.addInfoSectionsByFilter(), byFilter('add', 20));
  router.post(bulk.removeInfoSectionsByFilter(), byFilter('remove', 100));
}

export function registerInfoSections(router: Router): void {
  router.post(paths.create(), (ctx) => {
    requireAdmin(ctx);
    const { infoSection } = readRequest(ctx, z.object({ infoSection: InfoSectionCreateSchema }));
    return writeTransaction(ctx.db, () => one(ctx, createInfoSection(ctx.db, now(ctx), infoSection)));
  });
  router.get(paths.get(param('infoSectionId')), (ctx) => {
    requireReader(ctx);
    const request = readRequest(ctx, z.object({ fields }));
    return readTransaction(ctx.db, () => one(ctx, requireInfoSection(ctx.db, pathParam(ctx, 'infoSectionId')), request.fields));
  });
  router.post(paths.getOrCreate(), (ctx) => {
    requireAdmin(ctx);
    const request = readRequest(ctx, z.object({ infoSection: InfoSectionReferenceSchema, fields }));
    return writeTransaction(ctx.db, () => one(ctx, getOrCreateInfoSection(ctx.db, now(ctx), request.infoSection), request.fields));
  });
  router.post(paths.bulkGetOrCreate(), (ctx) => {
    requireAdmin(ctx);
    const request = readRequest(ctx, z.object({ infoSections: z.array(InfoSectionReferenceSchema).min(1).max(100), fields }));
    // Get-or-create always returns the item.
    return writeTransaction(ctx.db, () => runBulk(ctx.db, request.infoSections, (ref, i) => {
      const section = getOrCreateInfoSection(ctx.db, now(ctx), ref, `infoSections[${i}]`);
      return { id: section.id, render: () => renderInfoSection(ctx.db, section, request.fields) };
    }, true));
  });
  router.patch(paths.update(param('infoSectionId')), (ctx) => {
    requireAdmin(ctx);
    const request = readRequest(ctx, z.object({ infoSection: InfoSectionUpdateSchema, fields }));
    return writeTransaction(ctx.db, () => one(ctx, updateInfoSection(ctx.db, now(ctx), pathParam(ctx, 'infoSectionId'), request.infoSection), request.fields));
  });
  router.delete(paths.delete(param('infoSectionId')), (ctx) => {
    requireAdmin(ctx);
    writeTransaction(ctx.db, () => deleteInfoSection(ctx, pathParam(ctx, 'infoSectionId')));
    return {};
  });
  router.get(paths.query(), queryHandler(QUERY));
  router.post(paths.query(), queryHandler(QUERY));
  router.post(paths.count(), countHandler(QUERY));
  router.post(paths.bulkCreate(), (ctx) => {
    requireAdmin(ctx);
    const request = readRequest(ctx, z.object({ infoSections: z.array(InfoSectionCreateSchema).min(1).max(100), returnEntity: z.boolean().optional() }));
    return writeTransaction(ctx.db, () => runBulk(ctx.db, request.infoSections, (input, i) => {
      const section = createInfoSection(ctx.db, now(ctx), input, `infoSections[${i}]`);
      return { id: section.id, item: section };
    }, request.returnEntity === true));
  });
  router.post(paths.bulkUpdate(), (ctx) => {
    requireAdmin(ctx);
    const Item = z.looseObject({ infoSection: InfoSectionUpdateSchema.extend({ id: z.string() }) });
    const request = readRequest(ctx, z.object({ infoSections: z.array(Item).min(1).max(100), returnEntity: z.boolean().optional(), fields }));
    return writeTransaction(ctx.db, () => runBulk(ctx.db, request.infoSections, ({ infoSection }, i) => {
      const section = updateInfoSection(ctx.db, now(ctx), infoSection.id, infoSection, `infoSections[${i}].infoSection`);
      return { id: section.id, render: () => renderInfoSection(ctx.db, section, request.fields) };
    }, request.returnEntity === true));
  });
  router.post(paths.bulkDelete(), (ctx) => {
    requireAdmin(ctx);
    const request = readRequest(ctx, z.object({ infoSectionIds: z.array(z.string()).min(1).max(100) }));
    return writeTransaction(ctx.db, () => runBulk(ctx.db, request.infoSectionIds, (id) => {
      deleteInfoSection(ctx, id);
      return { id };
    }, false));
  });
  registerProductCalls(router);
}
