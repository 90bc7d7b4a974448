// Catalog-free: compares the fixtures with the sandbox's route tables, no store runs.
// The replayed examples and the sandbox's route tables cover each other: every documented call in the fixtures has a
// route (no 404/405 from the sandbox's own router), and every documented operation of the REST families the issue
// names — each Catalog V1 read of the read route table, each cart operation by id, the inventory writes — has at
// least one replayed example, with its source page.
import { describe, expect, it } from 'vitest';
import { canonicalPath, param, Router } from '../../../src/sandbox/router.js';
import { apiRouter } from '../../../src/sandbox/routes/index.js';
import { cartPaths, cartRoutes } from '../../../src/wire/api/cart/paths.js';
import { catalogV1ReadRoutes } from '../../../src/wire/api/catalog-v1/read-routes.js';
import { catalogV3Paths } from '../../../src/wire/api/catalog-v3/paths.js';
import { paths } from '../../../src/wire/api/paths.js';
import { loadExamples } from './examples.js';

const examples = loadExamples();

/** Whether an example's request is a call to this route pattern (placeholders like `{productId}` are one segment). */
function calls(method: string, pattern: string, options: { rest?: boolean } = {}) {
  const router = new Router().add(method, pattern, () => undefined, options);
  return (example: (typeof examples)[number]) => {
    try {
      router.match(example.request.method, canonicalPath(example.request.path));
      return true;
    } catch {
      return false;
    }
  };
}

describe('REST reference coverage', () => {
  it('has ~35 examples, each naming its reference page', () => {
    expect(examples.length).toBeGreaterThanOrEqual(35);
    for (const example of examples) expect(example.source, example.name).toMatch(/^https:\/\/dev\.wix\.com\//);
  });

  it('every documented call in the fixtures has a sandbox route', () => {
    const router = apiRouter();
    const unrouted = examples.filter((example) => {
      try {
        router.match(example.request.method, canonicalPath(example.request.path));
        return false;
      } catch {
        return true;
      }
    });
    expect(unrouted.map((e) => `${e.request.method} ${e.request.path}`)).toEqual([]);
  });

  it('every Catalog V1 read operation of the route table is replayed on a documented (REST or curl) path', () => {
    const operations = new Set(catalogV1ReadRoutes.map((route) => route.operation));
    const missing = [...operations].filter((operation) => {
      const documented = catalogV1ReadRoutes.filter((r) => r.operation === operation && r.source !== 'sdk');
      const rows = documented.length > 0 ? documented : catalogV1ReadRoutes.filter((r) => r.operation === operation);
      return !rows.some((r) => examples.some(calls(r.method, r.path(r.param ? param(r.param) : ''), { rest: r.rest })));
    });
    expect(missing).toEqual([]);
  });

  it('every cart operation is replayed on a cart by id', () => {
    const byId = cartPaths.byId(param('id'));
    const missing = cartRoutes.filter((route) => !examples.some(calls(route.method, route.path(byId)))).map((r) => r.operation);
    expect(missing).toEqual([]);
  });

  it('Increment and Decrement Inventory are replayed, V1 and V3 (by id and by variant and location)', () => {
    const v3 = catalogV3Paths.inventoryItems;
    for (const path of [paths.inventory.increment(), paths.inventory.decrement(), v3.bulkIncrement(), v3.bulkDecrement(), v3.bulkIncrementByVariant(), v3.bulkDecrementByVariant()]) {
      expect(examples.some(calls('POST', path)), path).toBe(true);
    }
  });
});
