// Issue #26 item 10: `POST /__sandbox/clock {"advanceMs":8.64e15}` was stored, and every write answered 500
// "Invalid time value" from then on, across restarts. The clock now stays within CLOCK_RANGE (a clear 400 beyond
// it), and a data file already holding a broken offset starts with a working clock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSandboxDb } from '../../../src/sandbox/db.js';
import { setMeta } from '../../../src/sandbox/tables/meta.js';
import { controlPaths } from '../../../src/wire/control/paths.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { createProductCall } from '../../helpers/store-products.js';

let dir: string;
let open: TestSandbox[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'store-clock-'));
});
afterEach(async () => {
  await Promise.all(open.map((s) => s.close()));
  open = [];
  rmSync(dir, { recursive: true, force: true });
});
const start = async (dataFile = ':memory:') => {
  // The default store's catalog (V3): the clock is the site's, whatever its catalog.
  const s = await startTestSandbox({ catalog: 'v3', dataFile });
  open.push(s);
  return s;
};
const clock = (s: TestSandbox, body?: unknown) => callSandbox(s.baseUrl, body === undefined ? 'GET' : 'POST', controlPaths.clock(), { body });
const afterTheClock = createProductCall('v3', { name: 'After the clock', price: '1' });
const write = (s: TestSandbox) => s.admin('POST', afterTheClock.path, afterTheClock.body);

describe('sandbox clock range', () => {
  it.each([
    [{ advanceMs: 8.64e15 }, 'advanceMs'],
    [{ advanceMs: -8.64e15 }, 'advanceMs'],
    [{ advanceMs: 1e300 }, 'advanceMs'],
    [{ now: '+275760-09-13T00:00:00.000Z' }, 'now'],
    [{ now: '1969-12-31T23:59:59.999Z' }, 'now'],
  ])('refuses %j with a 400 naming the range, and writes keep working', async (body, field) => {
    const s = await start();
    const before = (await clock(s)).body.now;
    const res = await clock(s, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(field);
    expect(res.body.message).toContain('1970-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z');
    expect(Date.parse((await clock(s)).body.now) - Date.parse(before)).toBeLessThan(60_000);
    expect((await write(s)).status).toBe(200);
  });

  it('still moves within the range (a year ahead, to the last day of 9999)', async () => {
    const s = await start();
    expect((await clock(s, { advanceMs: 365 * 86_400_000 })).status).toBe(200);
    expect((await clock(s, { now: '9999-12-31T00:00:00.000Z' })).body.now).toMatch(/^9999-12-31T00:00/);
    expect((await write(s)).status).toBe(200);
  });

  it('a data file already holding a broken clock offset starts with a working clock', async () => {
    const dataFile = join(dir, 'store.db');
    const db = openSandboxDb(dataFile);
    setMeta(db, 'clock_offset_ms', String(8.64e15));
    db.close();
    const s = await start(dataFile);
    const now = Date.parse((await clock(s)).body.now);
    expect(Math.abs(now - Date.now())).toBeLessThan(60_000);
    expect((await write(s)).status).toBe(200);
  });
});
