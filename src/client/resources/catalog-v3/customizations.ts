// Customizations V3 (docs/wire/catalog-v3.md §5): product options and modifiers as reusable entities. Inline options on
// a product create them implicitly; these calls are for reading and reusing them.
import type { Customization, CustomizationCreate } from '../../../wire/api/catalog-v3/customization.js';
import type { CursorQuery } from '../../../wire/api/catalog-v3/paging.js';
import { PAGE_LIMITS } from '../../../wire/api/catalog-v3/page-limits.js';
import { catalogV3Paths } from '../../../wire/api/catalog-v3/paths.js';
import { cursorQueryFor, paginateCursor, type CursorPagingMetadata, type CursorPagingOptions } from '../../cursor-paging.js';
import type { Paginated } from '../../paging.js';
import type { Transport } from '../../transport.js';
import type { CallOptions } from '../../types.js';
import { sendRead } from './send.js';

export class CustomizationsResource {
  constructor(private readonly transport: Transport) {}

  async create(customization: CustomizationCreate, options: CallOptions = {}): Promise<Customization> {
    const answer = await this.transport.request<{ customization: Customization }>({
      method: 'POST',
      path: catalogV3Paths.customizations.create(),
      body: { customization },
      signal: options.signal,
    });
    return answer.customization;
  }

  async get(id: string, options: CallOptions = {}): Promise<Customization> {
    const answer = await this.transport.request<{ customization: Customization }>({
      method: 'GET',
      path: catalogV3Paths.customizations.get(id),
      query: { customizationId: id },
      signal: options.signal,
    });
    return answer.customization;
  }

  async delete(id: string, options: CallOptions = {}): Promise<void> {
    await this.transport.request({ method: 'DELETE', path: catalogV3Paths.customizations.delete(id), query: { customizationId: id }, signal: options.signal });
  }

  async query(query: CursorQuery = {}, options: CallOptions = {}): Promise<{ customizations: Customization[]; pagingMetadata?: CursorPagingMetadata }> {
    const answer = await sendRead<{ customizations?: Customization[]; pagingMetadata?: CursorPagingMetadata }>(
      this.transport,
      catalogV3Paths.customizations.query(),
      { query },
      options,
    );
    return { customizations: answer.customizations ?? [], pagingMetadata: answer.pagingMetadata };
  }

  list(query: Omit<CursorQuery, 'cursorPaging'> = {}, paging?: CursorPagingOptions): Paginated<Customization> {
    return paginateCursor(async (request) => {
      const page = await this.query(cursorQueryFor({ filter: {}, ...query }, request));
      return { items: page.customizations, pagingMetadata: page.pagingMetadata };
    }, PAGE_LIMITS.customizations, paging);
  }
}
