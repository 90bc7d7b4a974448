// `store seed FILE`: a whole test store from a JSON or YAML fixture, idempotently (matched by slug).
import type { Command } from 'commander';
import * as z from 'zod';
import { PartialFailureError } from '../../client/errors.js';
import type { Context } from '../../context.js';
import { write } from '../../io/io.js';
import { toJson } from '../../io/json.js';
import { concurrencyFlag } from '../shared/concurrency-flag.js';
import { withExamples } from '../shared/help.js';
import { parseFlags } from '../shared/parse-flags.js';
import { storeCatalog } from '../shared/store-catalog.js';
import { commandLine } from '../../io/command-line.js';
import { progressFor } from '../shared/progress.js';
import { InterruptedError, UsageError } from '../../io/cli-errors.js';
import type { SeedFailure, SeedOutcome, SeedResult } from '../../catalog/core/seed/run-seed.js';

export interface SeedFlags {
  concurrency?: string;
  demo?: boolean;
}

const SeedFlagsSchema = z.object({
  concurrency: concurrencyFlag,
  demo: z.boolean().optional(),
});

export function register(program: Command, ctx: Context): Command {
  const command = program
    .command('seed')
    .argument('[file]', 'a .json, .yaml or .yml fixture: collections, products (options, variants, media), membership')
    .description('Create a test store from a fixture; running it again changes nothing and prints the same ids')
    .option('--demo', "seed the package's own demo fixture (fixtures/demo-seed.yaml), from any folder")
    .option('--concurrency <n>', 'requests in flight at most (default 8)');
  withExamples(
    command,
    'store seed --demo',
    'store sandbox reset --yes && store seed --demo > ids.json    # the CI recipe',
    `store seed fixture.json | jq -r '.products["trail-mug"]'`,
  );
  command.action((file: string | undefined, flags: SeedFlags) => runSeed(file, flags, ctx));
  return command;
}

/**
 * What can fix a partly failed seed. A refusal (the store said no to an entry: a taken SKU, a bad value) comes back
 * the same on every run, so the fixture must change first; only failures where the store did not answer (network,
 * 5xx, 429) may pass by themselves. Either way a second run only finishes the rest: what exists is matched by slug.
 */
export function seedFailureHint(failures: readonly SeedFailure[], file: string): string {
  const again = commandLine(['store', 'seed', file]);
  const refused = failures.filter((f) => !f.transient).length;
  const tail = `then run \`${again}\` again (what exists is matched by slug, never created twice).`;
  if (refused === 0) return `The store did not answer for ${failures.length === 1 ? 'it' : 'them'} (after retries): check it is reachable (\`store status\`), ${tail}`;
  const which = refused === failures.length ? (refused === 1 ? 'it' : 'them') : `the ${refused} refused`;
  return `The store refused ${refused === failures.length ? (refused === 1 ? 'it' : 'them') : `${refused} of them`} for the reason on each line, and would again: change ${which} in ${file}, ${tail}`;
}

/** The fixture to seed: FILE, or the package's demo fixture with --demo (one of the two). */
async function fixtureFile(file: string | undefined, demo: boolean | undefined): Promise<string> {
  if (file !== undefined && demo) throw new UsageError('store seed takes a FILE or --demo, not both');
  if (file !== undefined) return file;
  if (!demo) throw new UsageError('store seed needs a fixture: pass a FILE (JSON or YAML), or --demo for the demo catalog the package ships', { hint: 'e.g. store seed --demo' });
  const { demoFixturePath, DEMO_FIXTURE } = await import('../../catalog/core/seed/demo-fixture.js');
  const path = demoFixturePath();
  if (!path) throw new UsageError(`--demo: this installation of store has no ${DEMO_FIXTURE}`, { hint: 'Reinstall the package, or pass a fixture FILE of your own.' });
  return path;
}

export async function runSeed(fileArg: string | undefined, flags: SeedFlags, ctx: Context): Promise<void> {
  const { concurrency, demo } = parseFlags(SeedFlagsSchema, flags);
  const file = await fixtureFile(fileArg, demo);
  const [{ loadFixture }, { seedStore }] = await Promise.all([import('../../catalog/core/seed/fixture.js'), import('../../catalog/core/seed/run-seed.js')]);
  const fixture = await loadFixture(file);
  const catalog = await storeCatalog(ctx, { admin: true });
  const again = commandLine(demo ? ['store', 'seed', '--demo'] : ['store', 'seed', file]);
  const interrupt = ctx.interruptible({ unfinished: `the fixture is partly written. Finish with: ${again}` });
  const progress = progressFor(ctx, 'Seeding', 'products', { total: fixture.products.length });
  let outcome: SeedOutcome;
  try {
    outcome = await seedStore(catalog, fixture, { clock: ctx.clock, concurrency, isStopping: interrupt.isStopping, onProduct: () => progress.add() });
  } finally {
    progress.end();
    interrupt.dispose();
  }
  const { result, failures } = outcome;
  if (outcome.interrupted) {
    const done = (kind: keyof SeedResult, of: number) => `${Object.keys(result[kind]).length} of ${of} ${kind}`;
    await write(
      ctx.io.stderr,
      `Interrupted after ${done('collections', fixture.collections.length)} and ${done('products', fixture.products.length)}; collection membership not applied.\n` +
        `Finish with: ${again}   (what exists is matched by slug, never created twice)\n`,
    );
    throw new InterruptedError('seed interrupted');
  }
  // The ids are the command's result, JSON with or without --json (docs/product.md §4).
  await write(ctx.io.stdout, `${toJson(result, !ctx.globals.jsonl)}\n`);
  if (failures.length > 0) {
    const lines = failures.map((f) => `  ${f.kind} ${f.slug}: ${f.message}`);
    throw new PartialFailureError(`${failures.length} part${failures.length === 1 ? '' : 's'} of the fixture failed\n${lines.join('\n')}`, failures, {
      hint: seedFailureHint(failures, file),
    });
  }
}
