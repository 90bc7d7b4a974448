// The catalog engines that do not speak Catalog V3 yet (issue #13): on a V3 store bulk set/adjust,
// and bulk undo refuse with exit 2 and a clear message before writing anything, instead of the store's raw 428.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitCodeOf, UsageError } from '../../../src/io/cli-errors.js';
import { runBulkAdjust } from '../../../src/commands/bulk/adjust.js';
import { runBulkSet } from '../../../src/commands/bulk/set.js';
import { runBulkUndo } from '../../../src/commands/bulk/undo.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome } from './support/harness.js';

let sandbox: TestSandbox;
let dir: string;
beforeAll(async () => {
  sandbox = await startTestSandbox({ catalog: 'v3' });
  dir = tempHome().HOME!;
});
afterAll(() => sandbox.close());

const cases: Array<[string, RegExp, (ctx: ReturnType<typeof harness>['ctx'], file: string) => Promise<void>]> = [
  ['bulk set', /^bulk set\/adjust on a Catalog V3 store is not supported yet/, (ctx) => runBulkSet({ field: 'price', value: '5', all: true, yes: true } as never, ctx)],
  ['bulk adjust', /^bulk set\/adjust on a Catalog V3 store is not supported yet/, (ctx) => runBulkAdjust({ field: 'price', delta: '+10%', all: true, yes: true } as never, ctx)],
  ['bulk undo', /^bulk undo on a Catalog V3 store is not supported yet/, (ctx, file) => runBulkUndo({ file } as never, ctx)],
];

describe('engines not on Catalog V3 yet', () => {
  it.each(cases)('%s refuses with exit 2 and sends no write', async (_name, message, run) => {
    const file = join(dir, 'input.csv');
    writeFileSync(file, 'slug,name,price\nv3-tee,V3 Tee,10\n');
    sandbox.requests.length = 0;
    const h = harness({ env: remoteEnv(sandbox) });
    const error = await run(h.ctx, file).catch((e) => e);
    await h.ctx.close();
    expect(error).toBeInstanceOf(UsageError);
    expect(error.message).toMatch(message);
    expect(exitCodeOf(error)).toBe(2);
    expect(sandbox.requests.filter((r) => r.method !== 'GET' && !/query|search/.test(r.path))).toEqual([]);
  });
});
