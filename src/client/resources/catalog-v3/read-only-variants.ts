// Read-only variants (docs/wire/catalog-v3.md §4): every variant of every product, POST-only query and search, pages of
// up to 1,000. The V3 counterpart of V1's store variants; a variant's key is productData.productId + variantId.
import type { CursorQuery, CursorSearch } from '../../../wire/api/catalog-v3/paging.js';
import { PAGE_LIMITS } from '../../../wire/api/catalog-v3/page-limits.js';
import { catalogV3Paths } from '../../../wire/api/catalog-v3/paths.js';
import type { ReadOnlyVariant } from '../../../wire/api/catalog-v3/variant-readers.js';
import { VARIANT_FIELDS } from '../../../wire/api/catalog-v3/variant-fields.js';
import { cursorQueryFor, paginateCursor, type CursorPagingMetadata, type CursorPagingOptions } from '../../cursor-paging.js';
import type { Paginated } from '../../paging.js';
import type { Transport } from '../../transport.js';
import type { CallOptions } from '../../types.js';
import { postRead, withFields } from './send.js';

export type VariantField = (typeof VARIANT_FIELDS)[number];
export interface VariantFieldsOption extends CallOptions {
  fields?: readonly VariantField[];
}
export interface VariantsPage {
  variants: ReadOnlyVariant[];
  pagingMetadata?: CursorPagingMetadata;
}

export class ReadOnlyVariantsResource {
  constructor(private readonly transport: Transport) {}

  async query(query: CursorQuery = {}, options: VariantFieldsOption = {}): Promise<VariantsPage> {
    const answer = await postRead<Partial<VariantsPage>>(this.transport, catalogV3Paths.readOnlyVariants.query(), { ...withFields(options.fields), query }, options);
    return { variants: answer.variants ?? [], pagingMetadata: answer.pagingMetadata };
  }

  async search(search: CursorSearch = {}, options: VariantFieldsOption = {}): Promise<VariantsPage> {
    const answer = await postRead<Partial<VariantsPage>>(this.transport, catalogV3Paths.readOnlyVariants.search(), { search, ...withFields(options.fields) }, options);
    return { variants: answer.variants ?? [], pagingMetadata: answer.pagingMetadata };
  }

  list(query: Omit<CursorQuery, 'cursorPaging'> = {}, paging?: CursorPagingOptions, options: VariantFieldsOption = {}): Paginated<ReadOnlyVariant> {
    return paginateCursor(async (request) => {
      const page = await this.query(cursorQueryFor(query, request), options);
      return { items: page.variants, pagingMetadata: page.pagingMetadata };
    }, PAGE_LIMITS.readOnlyVariants, paging);
  }

  listSearch(search: Omit<CursorSearch, 'cursorPaging'> = {}, paging?: CursorPagingOptions, options: VariantFieldsOption = {}): Paginated<ReadOnlyVariant> {
    return paginateCursor(async (request) => {
      const page = await this.search(cursorQueryFor(search, request), options);
      return { items: page.variants, pagingMetadata: page.pagingMetadata };
    }, PAGE_LIMITS.readOnlyVariants, paging);
  }
}
