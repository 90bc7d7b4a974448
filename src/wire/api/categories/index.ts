// The Categories API wire contract (V3 sites): paths, the stores tree and app id, zod schemas.
export * from './paths.js';
export * from './schemas.js';
export * from './tree.js';
