// `store seed --demo`: the demo fixture the package ships (`fixtures/demo-seed.yaml`, listed in package.json
// "files"), found from this module's own place — src/ when run from the repository, dist/ or dist/chunks/ when
// bundled and installed — so the command works from any folder, not only one holding a copy of the repository.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEMO_FIXTURE = join('fixtures', 'demo-seed.yaml');

/** The demo fixture's path in the package this code belongs to, or undefined if the package lacks it. */
export function demoFixturePath(from: string = fileURLToPath(import.meta.url)): string | undefined {
  for (let dir = dirname(from), depth = 0; depth < 6; dir = dirname(dir), depth++) {
    const candidate = join(dir, DEMO_FIXTURE);
    if (existsSync(join(dir, 'package.json')) && existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) break;
  }
  return undefined;
}
