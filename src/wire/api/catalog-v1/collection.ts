// Collection shapes on the wire (docs/wire/catalog-v1.md §6.3). The v1 write API and the v2 read API share the shape.
import * as z from 'zod';
import { MediaSchema } from './product.js';
import { V1_PRODUCT_LIMITS } from './product-facts.js';
export { MEMBERSHIP_CHUNK, COLLECTION_SORTABLE_FIELDS } from './collection-limits.js';

export const CollectionInputSchema = z.object({
  name: z.string().min(1).max(V1_PRODUCT_LIMITS.collectionName),
  description: z.string().max(V1_PRODUCT_LIMITS.collectionDescription).optional(),
  slug: z.string().min(1).max(100).optional(),
  visible: z.boolean().optional(),
});
export type CollectionInput = z.infer<typeof CollectionInputSchema>;

export const CollectionPatchSchema = CollectionInputSchema.partial();
export type CollectionPatch = z.infer<typeof CollectionPatchSchema>;

export const CollectionSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  media: MediaSchema,
  numberOfProducts: z.number(),
  description: z.string().optional(),
  slug: z.string(),
  visible: z.boolean(),
  lastUpdated: z.string().optional(),
});
export type Collection = z.infer<typeof CollectionSchema>;
