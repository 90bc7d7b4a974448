// The Catalog V3 services the sandbox does not emulate — product groups, promotions, catalog imports — call by call,
// with the method and path the platform serves each on (the www.wixapis.com mappings of
// @wix/auto_sdk_stores_product-groups-v-3, …_promotions-v-3 and …_catalog-imports-v-3). The sandbox answers each
// with 501 naming the call (src/sandbox/routes/v3/unserved.ts) instead of a bare 404 "No route", so a script that
// reaches one learns what is missing. Reference: https://dev.wix.com/docs/api-reference/business-solutions/stores/catalog-v3/introduction.md
const enc = (value: string) => encodeURIComponent(value);

export interface UnservedCall {
  /** The reference's name of the call. */
  call: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The path, with the call's id (when it has one) in place. */
  path: (id: string) => string;
}

export interface UnservedService {
  /** How the 501's message names the service: "<service> (<call>, <METHOD path>) are not served by the sandbox". */
  service: string;
  calls: readonly UnservedCall[];
}

const call = (name: string, method: UnservedCall['method'], path: (id: string) => string): UnservedCall => ({ call: name, method, path });

const STORES_V3 = '/stores/v3';

/** The calls a tagged V3 entity has (product groups, promotions): CRUD, query, bulk create/update/delete and tags. */
function taggedEntityCalls(singular: string, plural: string, path: string): UnservedCall[] {
  const base = `${STORES_V3}/${path}`;
  const bulk = `${STORES_V3}/bulk/${path}`;
  return [
    call(`Create ${singular}`, 'POST', () => base),
    call(`Get ${singular}`, 'GET', (id) => `${base}/${enc(id)}`),
    call(`Update ${singular}`, 'PATCH', (id) => `${base}/${enc(id)}`),
    call(`Delete ${singular}`, 'DELETE', (id) => `${base}/${enc(id)}`),
    call(`Query ${plural}`, 'GET', () => `${base}/query`),
    call(`Query ${plural}`, 'POST', () => `${base}/query`),
    call(`Bulk Create ${plural}`, 'POST', () => `${bulk}/create`),
    call(`Bulk Update ${plural}`, 'POST', () => `${bulk}/update`),
    call(`Bulk Delete ${plural}`, 'POST', () => `${bulk}/delete`),
    call(`Bulk Update ${singular} Tags`, 'POST', () => `${bulk}/update-tags`),
    call(`Bulk Update ${singular} Tags By Filter`, 'POST', () => `${bulk}/update-tags-by-filter`),
  ];
}

const GROUPS = `${STORES_V3}/product-groups`;
const PROMOTIONS = `${STORES_V3}/promotions`;
const IMPORTS = `${STORES_V3}/catalog-imports`;

export const UNSERVED_V3_SERVICES: readonly UnservedService[] = [
  {
    service: 'Product groups',
    calls: [
      ...taggedEntityCalls('Product Group', 'Product Groups', 'product-groups'),
      call('Search Product Groups', 'GET', () => `${GROUPS}/search`),
      call('Search Product Groups', 'POST', () => `${GROUPS}/search`),
      call('Assign Products To Product Group', 'POST', () => `${GROUPS}/assign-products`),
      call('Unassign Products From Product Group', 'POST', () => `${GROUPS}/unassign-products`),
    ],
  },
  {
    service: 'Promotions',
    calls: [
      ...taggedEntityCalls('Promotion', 'Promotions', 'promotions'),
      call('Search Promotions', 'POST', () => `${PROMOTIONS}/search`),
      call('Resolve Promotions', 'GET', () => `${PROMOTIONS}/resolve`),
    ],
  },
  {
    service: 'Catalog imports',
    calls: [
      call('Create Catalog Import', 'POST', () => IMPORTS),
      call('Add Products To Import', 'POST', (id) => `${IMPORTS}/${enc(id)}/add-products`),
      call('Submit Catalog Import', 'POST', (id) => `${IMPORTS}/${enc(id)}/submit`),
    ],
  },
];
