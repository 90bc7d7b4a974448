// Issue #39 item 6 ("generated foreign files"), the suite's size: a generated Shopify product CSV, dashboard product
// CSV and platform JSON answer `{"products": [...]}` (Catalog V1 and V3 shape) of 500 products (options, variants with SKUs, counted stock, sales: bench/support/foreign-catalogs.ts) imports
// into an empty V1 and V3 store in no more requests than the own CSV's floor for the same catalog (bench/support/
// request-floors.ts, "import (new)"), and the same file again writes nothing. The 10,000-product files, with peak
// RSS under the capped heap, are `npm run bench -- foreign-import`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foreignCatalogLines, foreignCatalogShape, FOREIGN_FILES, FOREIGN_FORMATS } from '../../../../../bench/support/foreign-catalogs.js';
import { v1Floors, v3Floors } from '../../../../../bench/support/request-floors.js';
import { isWrite, tempFile } from '../../../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../../helpers/sandbox.js';
import { tempHome, withoutVersionProbe } from '../../support/harness.js';
import { runImport } from '../../support/import-run.js';

const PRODUCTS = 500;
const shape = foreignCatalogShape(PRODUCTS);
const FLOORS = { v1: v1Floors, v3: v3Floors } as const;

describe.each(['v1', 'v3'] as const)('on a %s store', (catalog) => {
  let sandbox: TestSandbox;
  const home = tempHome();
  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog });
  });
  afterAll(() => sandbox.close());

  it.each(FOREIGN_FORMATS)(`a generated %s file of ${PRODUCTS} products imports at the own CSV's request floor, and again with no write`, async (format) => {
    sandbox.sandbox.reset({ demo: false });
    const file = tempFile(`${format}.${FOREIGN_FILES[format].extension}`, [...foreignCatalogLines(format, PRODUCTS)].join(''));
    const floor = FLOORS[catalog](shape)['import (new)'];

    // Found from its header (a JSON answer from its shape), every column or field carried.
    const dry = await runImport(sandbox, file, { dryRun: true }, { json: true }, home);
    expect(dry.error).toBeUndefined();
    expect(dry.h.json()).toMatchObject({ format: FOREIGN_FILES[format].layout, dryRun: true, create: PRODUCTS, invalid: 0 });
    expect(dry.h.json().notCarried.filter((column: { rows: number }) => column.rows > 0)).toEqual([]);

    sandbox.requests.length = 0;
    const first = await runImport(sandbox, file, {}, { json: true }, home);
    expect(first.error).toBeUndefined();
    expect(first.h.json()).toMatchObject({ created: PRODUCTS, failed: 0 });
    expect(withoutVersionProbe(sandbox.requests).length).toBeLessThanOrEqual(floor.requests);

    sandbox.requests.length = 0;
    const again = await runImport(sandbox, file, {}, { json: true }, home);
    expect(again.h.json()).toMatchObject({ unchanged: PRODUCTS, failed: 0 });
    expect(sandbox.requests.filter(isWrite)).toEqual([]);
  });
});
