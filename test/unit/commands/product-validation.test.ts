// Issue #15 item 4: one rule for a product however it arrives. Flags, --from and the form are covered in
// products.test.ts and ui/product-form.test.ts; here the import rows and the seed fixture refuse the same discount.
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/io/cli-errors.js';
import { runProductsImport } from '../../../src/commands/products/import.js';
import { runSeed } from '../../../src/commands/seed/index.js';
import { CSV_HEADER, tempFile } from '../../helpers/catalog.js';
import { harness, remoteEnv } from './support/harness.js';
import { sharedSandbox } from './support/shared-sandbox.js';

const sandbox = sharedSandbox();
const writes = () => sandbox.requests.filter((r) => r.method !== 'GET' && !r.path.includes('query'));

describe('a PERCENT discount over 100', () => {
  it('is an invalid import row (row, column, reason), and nothing is written', async () => {
    const file = tempFile('odd.csv', `${CSV_HEADER}\nodd-one,Odd,,10,,,,true,,,PERCENT,150,,,,,,,,,,,\n`);
    const h = harness({ env: remoteEnv(sandbox), globals: { json: true } });
    const error = await runProductsImport(file, {}, h.ctx).catch((e: unknown) => e);
    await h.ctx.close();
    expect(error).toBeInstanceOf(UsageError);
    expect(h.io.stderrText() + (error as Error).message).toContain('a PERCENT discount is at most 100');
    expect(writes()).toEqual([]);
  });

  it('is refused in a seed fixture, naming its path', async () => {
    const file = tempFile('odd.yaml', ['products:', '  - slug: odd', '    name: Odd', '    price: 10', '    discount: { type: PERCENT, value: 150 }'].join('\n'));
    const h = harness({ env: remoteEnv(sandbox) });
    const error = await runSeed(file, {}, h.ctx).catch((e: unknown) => e);
    await h.ctx.close();
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toContain('products.0.discount.value: a PERCENT discount is at most 100');
    expect(sandbox.requests).toEqual([]);
  });
});
