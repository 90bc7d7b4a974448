// Brands and ribbons V3 (docs/wire/catalog-v3.md §5): one route table for both (same shape under their own paths):
// create, get, update (revision), delete, query (newest first unless sorted), count, get-or-create, and the bulk
// create/update/delete/get-or-create.
import * as z from 'zod';
import { BRAND_NAME_MAX, RIBBON_NAME_MAX } from '../../../wire/api/catalog-v3/named-entities.js';
import { catalogV3Paths } from '../../../wire/api/catalog-v3/paths.js';
import { PAGE_LIMITS } from '../../../wire/api/catalog-v3/paging.js';
import { requireAdmin, requireReader } from '../../auth.js';
import { pathParam } from '../../context.js';
import { readTransaction, writeTransaction } from '../../db.js';
import { runBulk } from '../../domain/v3/bulk-envelope.js';
import { declare, V3_ALL } from '../../../wire/api/query-fields.js';
import type { QueryFields } from '../../domain/v3/cursor-query.js';
import { assignedCount, createNamed, deleteNamed, getOrCreateNamed, listNamed, requireNamed, updateNamed, type NamedKind } from '../../domain/v3/named-entities.js';
import type { CatalogEnv } from '../../domain/v3/product-service.js';
import type { StoredEntity } from '../../tables/v3/entities.js';
import { param, type Router } from '../../router.js';
import { readRequest } from './payload.js';
import { countHandler, queryHandler, type EntityQuery } from './entity-query.js';


interface KindSpec {
  kind: NamedKind;
  plural: 'brands' | 'ribbons';
  maxName: number;
  maxPage: number;
  /** The `fields` value that adds the product count, and the key it is returned under. */
  countField: string;
  countKey: string;
}

const KINDS: KindSpec[] = [
  { kind: 'brand', plural: 'brands', maxName: BRAND_NAME_MAX, maxPage: PAGE_LIMITS.brands, countField: 'ASSIGNED_PRODUCTS_COUNT', countKey: 'assignedProductsCount' },
  { kind: 'ribbon', plural: 'ribbons', maxName: RIBBON_NAME_MAX, maxPage: PAGE_LIMITS.ribbons, countField: 'ASSIGNED_PRODUCT_COUNT', countKey: 'assignedProductCount' },
];

const FIELDS: QueryFields = {
  entity: 'brand or ribbon',
  filterable: declare(['id', 'name', 'createdDate', 'updatedDate'], V3_ALL),
  sortable: ['name', 'createdDate', 'updatedDate'],
};

function registerKind(router: Router, spec: KindSpec): void {
  const { kind, plural } = spec;
  const paths = catalogV3Paths[plural];
  const name = z.string().min(1).max(spec.maxName);
  const fields = z.array(z.string()).optional();
  const render = (env: CatalogEnv, entity: StoredEntity, requested: readonly string[] = []) =>
    requested.includes(spec.countField) ? { ...entity, [spec.countKey]: assignedCount(env, kind, entity.id) } : entity;
  const one = (entity: StoredEntity, env: CatalogEnv, requested?: readonly string[]) => ({ [kind]: render(env, entity, requested) });

  router.post(paths.create(), (ctx) => {
    requireAdmin(ctx);
    const body = readRequest(ctx, z.object({ [kind]: z.looseObject({ name }), fields }));
    const input = body[kind] as { name: string };
    return writeTransaction(ctx.db, () => one(createNamed(ctx, kind, input.name), ctx, body.fields as string[] | undefined));
  });
  router.get(paths.get(param('id')), (ctx) => {
    requireReader(ctx);
    return readTransaction(ctx.db, () => one(requireNamed(ctx, kind, pathParam(ctx, `${kind}Id`) || ctx.params.id), ctx, ctx.query.getAll('fields')));
  });
  router.patch(paths.update(param('id')), (ctx) => {
    requireAdmin(ctx);
    const body = readRequest(ctx, z.object({ [kind]: z.looseObject({ revision: z.string().nullish(), name: name.optional() }), fields }));
    const patch = body[kind] as { revision?: string | null; name?: string };
    return writeTransaction(ctx.db, () => one(updateNamed(ctx, kind, decodeURIComponent(ctx.params.id), patch), ctx, body.fields as string[] | undefined));
  });
  router.delete(paths.delete(param('id')), (ctx) => {
    requireAdmin(ctx);
    writeTransaction(ctx.db, () => deleteNamed(ctx, kind, pathParam(ctx, `${kind}Id`) || ctx.params.id));
    return {};
  });
  // Query Brands / Query Ribbons defaults (SDK doc comments): "`createdDate` is sorted in `DESC` order", "`cursorPaging.limit` is `100`".
  const query: EntityQuery<StoredEntity> = {
    plural,
    fields: FIELDS,
    maxLimit: spec.maxPage,
    defaultLimit: 100,
    defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
    all: (ctx) => listNamed(ctx, kind),
    render: (ctx, entity, requested) => render(ctx, entity, requested),
  };
  router.get(paths.query(), queryHandler(query));
  router.post(paths.query(), queryHandler(query));
  router.post(paths.count(), countHandler(query));
  router.post(paths.getOrCreate(), (ctx) => {
    requireAdmin(ctx);
    const body = readRequest(ctx, z.object({ [`${kind}Name`]: name, fields }));
    return writeTransaction(ctx.db, () => one(getOrCreateNamed(ctx, kind, body[`${kind}Name`] as string), ctx, body.fields as string[] | undefined));
  });
  router.post(paths.bulkGetOrCreate(), (ctx) => {
    requireAdmin(ctx);
    const body = readRequest(ctx, z.object({ [`${kind}Names`]: z.array(name).min(1).max(100), fields }));
    // get-or-create always returns the item.
    return writeTransaction(ctx.db, () => runBulk(ctx.db, body[`${kind}Names`] as string[], (n) => {
      const entity = getOrCreateNamed(ctx, kind, n);
      return { id: entity.id, item: render(ctx, entity, body.fields as string[] | undefined) };
    }, true));
  });
  router.post(paths.bulkCreate(), (ctx) => {
    requireAdmin(ctx);
    const body = readRequest(ctx, z.object({ [plural]: z.array(z.looseObject({ name })).min(1).max(100), returnEntity: z.boolean().optional() }));
    return writeTransaction(ctx.db, () => runBulk(ctx.db, body[plural] as Array<{ name: string }>, (input) => {
      const entity = createNamed(ctx, kind, input.name);
      return { id: entity.id, item: entity };
    }, body.returnEntity === true));
  });
  router.post(paths.bulkUpdate(), (ctx) => {
    requireAdmin(ctx);
    const body = readRequest(ctx, z.object({ [plural]: z.array(z.object({ [kind]: z.looseObject({ id: z.string(), revision: z.string().nullish(), name: name.optional() }) }).loose()).min(1).max(100), returnEntity: z.boolean().optional() }));
    const items = body[plural] as Array<Record<string, { id: string; revision?: string | null; name?: string }>>;
    return writeTransaction(ctx.db, () => runBulk(ctx.db, items, (item) => {
      const entity = updateNamed(ctx, kind, item[kind].id, item[kind]);
      return { id: entity.id, item: entity };
    }, body.returnEntity === true));
  });
  router.post(paths.bulkDelete(), (ctx) => {
    requireAdmin(ctx);
    const body = readRequest(ctx, z.object({ [`${kind}Ids`]: z.array(z.string()).min(1).max(100) }));
    return writeTransaction(ctx.db, () => runBulk(ctx.db, body[`${kind}Ids`] as string[], (id) => {
      deleteNamed(ctx, kind, id);
      return { id };
    }, false));
  });
}

export function registerNamedEntities(router: Router): void {
  for (const spec of KINDS) registerKind(router, spec);
}
