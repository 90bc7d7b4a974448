// The probe table of `store sandbox check` (src/check/probes.ts): the README lists every probe of both catalog
// versions as the table builds it, and no probe is a write.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { probeListing, probesFor } from '../../../src/check/probes.js';

const README = readFileSync(resolve(import.meta.dirname, '..', '..', '..', 'README.md'), 'utf8');
const SECTION = README.slice(README.indexOf('#### Check the sandbox against your store'), README.indexOf("#### Calls copied from the platform's REST reference"));

/** The README's probe table of one version: the rows after its heading line. */
function readmeRows(heading: string): string[] {
  const start = SECTION.indexOf(heading);
  const rows: string[] = [];
  for (const line of SECTION.slice(start).split('\n').slice(1)) {
    if (line.startsWith('| `')) rows.push(line);
    else if (rows.length) break;
  }
  return rows;
}

describe.each([
  ['v1', 'Catalog V1 probes'],
  ['v3', 'Catalog V3 probes'],
] as const)('the %s probe set', (version, heading) => {
  it('is listed in the README, row by row, as the table builds it', () => {
    const expected = probeListing(version).map((p) => `| \`${p.name}\` | ${p.method} \`${p.path}\` | ${p.about} |`);
    expect(readmeRows(heading)).toEqual(expected);
  });

  it('names each probe once and sends only GETs and POSTs, never to a create/update/delete path', () => {
    const listing = probeListing(version);
    expect(new Set(listing.map((p) => p.name)).size).toBe(listing.length);
    for (const probe of listing) {
      expect(['GET', 'POST']).toContain(probe.method);
      expect(probe.path).not.toMatch(/\/(bulk|add-to-cart|create|update|delete|increment|decrement|get-or-create)\b/);
    }
  });

  it('reads the catalog version first and covers products, variants, collections, inventory, GraphQL, the visitor and the errors', () => {
    const names = probesFor(version).map((p) => p.name);
    expect(names[0]).toBe('catalog-version');
    for (const name of ['products.query', 'product.get', 'inventory.query', 'graphql', 'visitor-token', 'cart.empty', 'error.malformed-query', 'error.unknown-id', 'error.undeclared-filter', 'error.page-past-ceiling']) {
      expect(names).toContain(name);
    }
  });
});
