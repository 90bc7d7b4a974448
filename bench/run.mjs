// `npm run bench`: every benchmark, printed as ratios measured in one run (never asserted in tests).
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const benches = readdirSync(here)
  .filter((name) => name.endsWith('.bench.mjs'))
  .filter((name) => !only || name.startsWith(only))
  .sort();

for (const name of benches) {
  const { default: run } = await import(pathToFileURL(join(here, name)).href);
  console.log(`\n## ${name.replace('.bench.mjs', '')}`);
  await run();
}
