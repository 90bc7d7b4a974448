// Info sections V3 (docs/wire/catalog-v3.md §5.2): titled texts shown on product pages, reusable across products,
// named by a unique name; products name them by id or unique name, or give a new one inline.
import * as z from 'zod';

export const INFO_SECTION_TITLE_MAX = 50;
export const INFO_SECTION_UNIQUE_NAME_MAX = 100;
/** A product holds at most 20 info sections (the product's `infoSections` @maxSize). */
export const MAX_PRODUCT_INFO_SECTIONS = 20;

const content = {
  uniqueName: z.string().max(INFO_SECTION_UNIQUE_NAME_MAX),
  title: z.string().min(1).max(INFO_SECTION_TITLE_MAX),
  /** Rich content (a Ricos document). */
  description: z.looseObject({ nodes: z.array(z.unknown()).optional() }).nullish(),
  /** HTML, turned into `description` when no `description` is given. */
  plainDescription: z.string().max(16_000).nullish(),
};

export const InfoSectionCreateSchema = z.looseObject({ id: z.string().nullish(), ...content });
export type InfoSectionCreate = z.infer<typeof InfoSectionCreateSchema>;

export const InfoSectionUpdateSchema = z.looseObject({
  id: z.string().optional(),
  revision: z.string().nullish(),
  uniqueName: content.uniqueName.optional(),
  title: content.title.optional(),
  description: content.description,
  plainDescription: content.plainDescription,
});
export type InfoSectionUpdate = z.infer<typeof InfoSectionUpdateSchema>;

/** Get Or Create Info Section (and a product's `infoSections[]`): an id, or a unique name (with a title to create it). */
export const InfoSectionReferenceSchema = InfoSectionUpdateSchema.omit({ revision: true });
export type InfoSectionReference = z.infer<typeof InfoSectionReferenceSchema>;

export const InfoSectionFieldsSchema = z.array(z.enum(['ASSIGNED_PRODUCTS_COUNT'])).max(100).optional();
