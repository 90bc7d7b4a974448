// The Catalog V3 wire contract (docs/wire/catalog-v3.md): paths and zod schemas, imported by the client and the sandbox.
export * from './paths.js';
export * from './entity.js';
export * from './money.js';
export * from './fields.js';
export * from './paging.js';
export * from './product.js';
export * from './variant-readers.js';
export * from './inventory-item.js';
export * from './named-entities.js';
export * from './customization.js';
export * from './bulk.js';
export * from './async-job.js';
export * from './versioning.js';
export * from './requests.js';
