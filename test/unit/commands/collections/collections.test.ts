// `store collections …` (categories on a V3 store) through their run functions, against a real V1 and a real V3
// sandbox from one test body.
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../../../src/client/errors.js';
import { UsageError } from '../../../../src/io/cli-errors.js';
import { runCollectionsAddProducts } from '../../../../src/commands/collections/add-products.js';
import { runCollectionsCreate } from '../../../../src/commands/collections/create.js';
import { runCollectionsDelete } from '../../../../src/commands/collections/delete.js';
import { runCollectionsGet } from '../../../../src/commands/collections/get.js';
import { runCollectionsList } from '../../../../src/commands/collections/list.js';
import { runCollectionsRemoveProducts } from '../../../../src/commands/collections/remove-products.js';
import { runCollectionsUpdate } from '../../../../src/commands/collections/update.js';
import { harness, remoteEnv, withoutVersionProbe } from '../support/harness.js';
import { sharedSandbox } from '../support/shared-sandbox.js';
import { otherVersionRequests } from '../../../helpers/catalog.js';

describe.each(['v1', 'v3'] as const)('on a %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog });

  const at = (globals: Record<string, unknown> = {}) => harness({ env: remoteEnv(sandbox), globals });
  /** How many products a collection holds, as each version's wire shape says it (V3: a category's item counter). */
  const productCount = (collection: any): number => (catalog === 'v1' ? collection.numberOfProducts : collection.itemCounter);
  const writes = () => withoutVersionProbe(sandbox.requests).filter((r) => r.method !== 'GET' && !/query|search/.test(r.path));

  async function collection(key: string): Promise<any> {
    const h = at({ json: true });
    await runCollectionsGet({ collection: key }, h.ctx);
    await h.ctx.close();
    return h.json();
  }

  describe('store collections', () => {
    it('lists the demo collections (table and JSON)', async () => {
      const json = at({ json: true });
      await runCollectionsList({ sort: 'name' }, json.ctx);
      const names = json.json<any[]>().map((c) => c.name);
      expect(names).toEqual(expect.arrayContaining(['Gifts', 'Kitchen', 'Summer']));
      const table = at();
      await runCollectionsList({ sort: 'name' }, table.ctx);
      const rows = table.io.stdoutText().trimEnd().split('\n').map((line) => line.split('\t'));
      expect(rows.find((r) => r[1] === 'Kitchen')).toEqual([expect.any(String), 'Kitchen', 'kitchen', expect.stringMatching(/^\d+$/), 'yes']);
      await Promise.all([json.ctx.close(), table.ctx.close()]);
    });

    it('finds a collection by id, slug or name', async () => {
      const byName = await collection('Summer');
      expect(byName.slug).toBe('summer');
      expect((await collection('summer')).id).toBe(byName.id);
      expect((await collection(byName.id)).name).toBe('Summer');
      const h = at();
      await expect(runCollectionsGet({ collection: 'Winter' }, h.ctx)).rejects.toBeInstanceOf(NotFoundError);
      await h.ctx.close();
    });

    it('creates, updates and deletes a collection', async () => {
      const create = at({ json: true });
      await runCollectionsCreate({ name: 'Hats', description: 'On heads' }, create.ctx);
      expect(create.json()).toMatchObject({ name: 'Hats', description: 'On heads' });
      const update = at({ json: true });
      await runCollectionsUpdate({ collection: 'Hats', name: 'Caps' }, update.ctx);
      expect(update.json()).toMatchObject({ id: create.json().id, name: 'Caps' });
      const del = at({ yes: true, json: true });
      await runCollectionsDelete({ collections: ['Caps'] }, del.ctx);
      expect(del.json()).toEqual({ deleted: [create.json().id] });
      await Promise.all([create.ctx.close(), update.ctx.close(), del.ctx.close()]);
    });

    it('refuses a create without --name and a delete without --yes, sending nothing', async () => {
      const h = at();
      await expect(runCollectionsCreate({}, h.ctx)).rejects.toThrow(/--name/);
      await expect(runCollectionsCreate({ description: 'no name' }, h.ctx)).rejects.toBeInstanceOf(UsageError);
      await expect(runCollectionsDelete({ collections: ['Summer'] }, h.ctx)).rejects.toThrow(/--yes/);
      expect(withoutVersionProbe(sandbox.requests)).toHaveLength(0);
      await h.ctx.close();
    });

    it('add-products / remove-products take products by id or slug', async () => {
      const before = productCount(await collection('Gifts'));
      const mug = at({ json: true });
      const { runProductsGet } = await import('../../../../src/commands/products/get.js');
      await runProductsGet({ product: 'oak-cutting-board' }, mug.ctx);
      const boardId = mug.json().id;

      const add = at({ json: true });
      await runCollectionsAddProducts({ collection: 'Gifts', products: [boardId, 'picnic-basket'] }, add.ctx);
      expect(add.json().productIds).toHaveLength(2);
      const after = await collection('Gifts');
      expect(productCount(after)).toBeGreaterThan(before);

      // The table counts them too.
      const table = at();
      await runCollectionsList({}, table.ctx);
      const row = table.io.stdoutText().trimEnd().split('\n').map((line) => line.split('\t')).find((cells) => cells[1] === 'Gifts');
      expect(row).toEqual([after.id, 'Gifts', 'gifts', String(productCount(after)), 'yes']);

      const remove = at();
      await runCollectionsRemoveProducts({ collection: 'gifts', products: ['oak-cutting-board'] }, remove.ctx);
      expect(remove.io.stdoutText()).toBe('Removed 1 product from Gifts\n');
      expect(productCount(await collection('Gifts'))).toBe(productCount(after) - 1);
      const text = at();
      await runCollectionsAddProducts({ collection: 'Gifts', products: ['oak-cutting-board'] }, text.ctx);
      expect(text.io.stdoutText()).toBe('Added 1 product to Gifts\n');
      // Collections are V3 categories: only this version's paths were asked.
      expect(otherVersionRequests(sandbox.requests, catalog)).toEqual([]);
      await Promise.all([mug.ctx.close(), add.ctx.close(), table.ctx.close(), remove.ctx.close(), text.ctx.close()]);
    });

    it('add-products fails with exit 5 and changes nothing when a product is unknown', async () => {
      const h = at();
      await expect(runCollectionsAddProducts({ collection: 'Gifts', products: ['sun-hat', 'nope'] }, h.ctx)).rejects.toBeInstanceOf(NotFoundError);
      expect(writes()).toHaveLength(0);
      await h.ctx.close();
    });
  });
});
