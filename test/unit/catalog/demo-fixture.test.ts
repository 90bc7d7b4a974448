// Issue #37 item 6: `store seed --demo` finds the fixture the package ships from the code's own place — the
// repository's src/, the bundle's dist/ or dist/chunks/ inside an installed package — whatever folder it runs in.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoFixturePath } from '../../../src/catalog/core/seed/demo-fixture.js';

/** An installed package's layout: package.json, fixtures/demo-seed.yaml (unless left out), dist/cli.js, dist/chunks/. */
function installedPackage(withFixture: boolean): string {
  const root = join(mkdtempSync(join(tmpdir(), 'store-demo-')), 'node_modules', 'store-cli');
  mkdirSync(join(root, 'dist', 'chunks'), { recursive: true });
  writeFileSync(join(root, 'package.json'), '{"name":"store-cli"}');
  if (withFixture) {
    mkdirSync(join(root, 'fixtures'));
    writeFileSync(join(root, 'fixtures', 'demo-seed.yaml'), 'collections: []\n');
  }
  return root;
}

describe('the demo fixture of store seed --demo', () => {
  it("is found from the bundle's entry and from its chunks", () => {
    const root = installedPackage(true);
    expect(demoFixturePath(join(root, 'dist', 'cli.js'))).toBe(join(root, 'fixtures', 'demo-seed.yaml'));
    expect(demoFixturePath(join(root, 'dist', 'chunks', 'seed-ABC.js'))).toBe(join(root, 'fixtures', 'demo-seed.yaml'));
  });

  it("is the repository's own when run from src/", () => {
    expect(demoFixturePath()).toBe(resolve(import.meta.dirname, '..', '..', '..', 'fixtures', 'demo-seed.yaml'));
  });

  it('is missing from a package without it', () => {
    expect(demoFixturePath(join(installedPackage(false), 'dist', 'cli.js'))).toBeUndefined();
  });
});
