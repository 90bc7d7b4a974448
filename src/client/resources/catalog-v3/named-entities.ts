// Brands and ribbons V3 (docs/wire/catalog-v3.md §5): named entities a product references by `{id}`. The CLI's
// `--brand NAME` becomes get-or-create, so a name works the same on both catalog versions.
import type { Brand, Ribbon } from '../../../wire/api/catalog-v3/named-entities.js';
import { catalogV3Paths } from '../../../wire/api/catalog-v3/paths.js';
import type { BulkEnvelope } from '../../../wire/api/catalog-v3/bulk.js';
import type { Transport } from '../../transport.js';
import type { CallOptions } from '../../types.js';

type NamedPaths = typeof catalogV3Paths.brands;

/** The shape both share; `key` is the JSON key of the entity (`brand`/`ribbon`), `nameKey` of the name in get-or-create. */
class NamedEntityResource<T extends { id: string; name: string }> {
  constructor(
    private readonly transport: Transport,
    private readonly paths: NamedPaths,
    private readonly key: 'brand' | 'ribbon',
  ) {}

  async get(id: string, options: CallOptions = {}): Promise<T> {
    const answer = await this.transport.request<Record<string, T>>({
      method: 'GET',
      path: this.paths.get(id),
      query: { [`${this.key}Id`]: id },
      signal: options.signal,
    });
    return answer[this.key];
  }

  /** The entity with this name, created when missing (safe to repeat). */
  async getOrCreate(name: string, options: CallOptions = {}): Promise<T> {
    const answer = await this.transport.request<Record<string, T>>({
      method: 'POST',
      path: this.paths.getOrCreate(),
      body: { [`${this.key}Name`]: name },
      idempotent: true,
      signal: options.signal,
    });
    return answer[this.key];
  }

  /** ≤ 100 names per call; every item comes back. */
  async bulkGetOrCreate(names: readonly string[], options: CallOptions = {}): Promise<BulkEnvelope<T>> {
    return this.transport.request<BulkEnvelope<T>>({
      method: 'POST',
      path: this.paths.bulkGetOrCreate(),
      body: { [`${this.key}Names`]: names },
      idempotent: true,
      signal: options.signal,
    });
  }
}

export class BrandsResource extends NamedEntityResource<Brand> {
  constructor(transport: Transport) {
    super(transport, catalogV3Paths.brands, 'brand');
  }
}

export class RibbonsResource extends NamedEntityResource<Ribbon> {
  constructor(transport: Transport) {
    super(transport, catalogV3Paths.ribbons, 'ribbon');
  }
}
