// `collections update --hidden|--visible` hides and shows a collection on a V1 store and a category on a V3 store,
// where Update Category leaves `visible` alone and Update Category Visibility changes it (the catalog's update sends
// each change to the call that makes it). One body, a V1 and a V3 store.
import { describe, expect, it } from 'vitest';
import { storeOnSandbox } from '../support/store-against.js';

describe.each(['v1', 'v3'] as const)('collections update --hidden / --visible on a Catalog %s store', (catalog) => {
  const run = storeOnSandbox(catalog, { demo: false });
  /** Runs the command, expects success, and gives back its `--json` answer. */
  const store = async (argv: string[]) => {
    const answer = await run(argv);
    expect(answer.code, answer.stderr).toBe(0);
    return answer.stdout ? JSON.parse(answer.stdout) : undefined;
  };

  it('hides, renames and shows again, each change kept', async () => {
    await store(['collections', 'create', '--name', 'Hats', '--json']);
    const hidden = await store(['collections', 'update', 'Hats', '--hidden', '--name', 'Caps', '--json']);
    expect(hidden).toMatchObject({ name: 'Caps', visible: false });
    expect(await store(['collections', 'get', 'Caps', '--json'])).toMatchObject({ name: 'Caps', visible: false });
    const shown = await store(['collections', 'update', 'Caps', '--visible', '--json']);
    expect(shown).toMatchObject({ name: 'Caps', visible: true });
    expect(await store(['collections', 'get', 'Caps', '--json'])).toMatchObject({ visible: true });
  });
});
