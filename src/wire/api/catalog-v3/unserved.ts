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

const GROUPS = '/stores/v3/product-groups';
const BULK_GROUPS = '/stores/v3/bulk/product-groups';
const PROMOTIONS = '/stores/v3/promotions';
const BULK_PROMOTIONS = '/stores/v3/bulk/promotions';
const IMPORTS = '/stores/v3/catalog-imports';

export const UNSERVED_V3_SERVICES: readonly UnservedService[] = [
  {
    service: 'Product groups',
    calls: [
      call('Create Product Group', 'POST', () => GROUPS),
      call('Get Product Group', 'GET', (id) => `${GROUPS}/${enc(id)}`),
      call('Update Product Group', 'PATCH', (id) => `${GROUPS}/${enc(id)}`),
      call('Delete Product Group', 'DELETE', (id) => `${GROUPS}/${enc(id)}`),
      call('Query Product Groups', 'GET', () => `${GROUPS}/query`),
      call('Query Product Groups', 'POST', () => `${GROUPS}/query`),
      call('Search Product Groups', 'GET', () => `${GROUPS}/search`),
      call('Search Product Groups', 'POST', () => `${GROUPS}/search`),
      call('Assign Products To Product Group', 'POST', () => `${GROUPS}/assign-products`),
      call('Unassign Products From Product Group', 'POST', () => `${GROUPS}/unassign-products`),
      call('Bulk Create Product Groups', 'POST', () => `${BULK_GROUPS}/create`),
      call('Bulk Update Product Groups', 'POST', () => `${BULK_GROUPS}/update`),
      call('Bulk Delete Product Groups', 'POST', () => `${BULK_GROUPS}/delete`),
      call('Bulk Update Product Group Tags', 'POST', () => `${BULK_GROUPS}/update-tags`),
      call('Bulk Update Product Group Tags By Filter', 'POST', () => `${BULK_GROUPS}/update-tags-by-filter`),
    ],
  },
  {
    service: 'Promotions',
    calls: [
      call('Create Promotion', 'POST', () => PROMOTIONS),
      call('Get Promotion', 'GET', (id) => `${PROMOTIONS}/${enc(id)}`),
      call('Update Promotion', 'PATCH', (id) => `${PROMOTIONS}/${enc(id)}`),
      call('Delete Promotion', 'DELETE', (id) => `${PROMOTIONS}/${enc(id)}`),
      call('Query Promotions', 'GET', () => `${PROMOTIONS}/query`),
      call('Query Promotions', 'POST', () => `${PROMOTIONS}/query`),
      call('Search Promotions', 'POST', () => `${PROMOTIONS}/search`),
      call('Resolve Promotions', 'GET', () => `${PROMOTIONS}/resolve`),
      call('Bulk Create Promotions', 'POST', () => `${BULK_PROMOTIONS}/create`),
      call('Bulk Update Promotions', 'POST', () => `${BULK_PROMOTIONS}/update`),
      call('Bulk Delete Promotions', 'POST', () => `${BULK_PROMOTIONS}/delete`),
      call('Bulk Update Promotion Tags', 'POST', () => `${BULK_PROMOTIONS}/update-tags`),
      call('Bulk Update Promotion Tags By Filter', 'POST', () => `${BULK_PROMOTIONS}/update-tags-by-filter`),
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
