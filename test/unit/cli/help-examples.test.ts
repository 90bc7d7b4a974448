// Issue #29 item 6: every help example runs as written, also under CI=true (no prompts). A verb that asks before it
// changes something must carry --yes (or be a --dry-run) in every example that runs it; the `seed --help` CI recipe
// and the first `sandbox reset --help` example did not, and exited 2 under CI=true.
// Issue #25 item 5: every example also runs as written on the default store (an embedded Catalog V3 sandbox) and,
// unless it says it is for one version ("Catalog V3" in its comment), on a Catalog V1 one: examples used V1 field
// names (priceData.price, collectionIds) and exited 2 on the default store.
import { copyFileSync, cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProgram, main } from '../../../src/cli.js';
import { createContext } from '../../../src/context.js';
import { createMemoryIo } from '../../../src/io/memory-io.js';
import { examplesOf } from '../../../src/commands/shared/help.js';
import { shellWords } from '../../helpers/shell-words.js';
import { harness, tempHome } from '../commands/support/harness.js';

/** Commands that confirm first (ctx.confirm, ask-first, delete-many, the bulk preview): by their path. */
const ASKS = /^(bulk (set|adjust|undo|stock)|cart clear|sandbox reset|profile remove|products (delete|options delete|media remove|variants reset|choice-media (remove|change))|collections delete)\b/;

async function allExamples(): Promise<Array<{ command: string; example: string }>> {
  const ctx = createContext({ io: createMemoryIo(), env: {} });
  const program = await buildProgram(ctx, [], { all: true });
  const found: Array<{ command: string; example: string }> = [];
  const walk = (command: Command, path: string[]) => {
    for (const example of examplesOf(command)) found.push({ command: path.join(' '), example });
    for (const sub of command.commands) walk(sub, [...path, sub.name()]);
  };
  walk(program, []);
  return found;
}

/** Each `store …` run in an example line (split at &&, ||, |, ;), without a trailing comment. */
function storeRuns(example: string): string[] {
  return example
    .replace(/\s+#.*$/, '')
    .split(/&&|\|\||[|;]/)
    .map((part) => part.trim().replace(/^\$\(|\)$/g, ''))
    .filter((part) => part.startsWith('store '))
    .map((part) => part.slice('store '.length));
}

describe('help examples', () => {
  it('there are some (the walk reaches every command)', async () => {
    const examples = await allExamples();
    expect(examples.length).toBeGreaterThan(80);
    expect(examples.some((e) => e.command === 'sandbox reset')).toBe(true);
  });

  it('every run of a verb that asks first carries --yes or --dry-run (it would exit 2 under CI=true)', async () => {
    const missing = (await allExamples()).flatMap(({ command, example }) =>
      storeRuns(example)
        .filter((run) => ASKS.test(run) && !/(^|\s)(--yes|-y|--dry-run)(\s|$)/.test(run))
        .map((run) => `${command || 'store'}: ${example}  (store ${run})`),
    );
    expect(missing).toEqual([]);
  });
});

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

/** Why an example is not run here; the first matching rule wins. Every other example must exit 0. */
const NOT_RUN: Array<[RegExp, string]> = [
  [/…|<[A-Za-z ]+>|\b[A-Z]+_ID\b|\$[A-Z({]|^[A-Z_]+=/, 'a value only the reader has (an id, a secret, a variable)'],
  [/--profile\b|profile use prod|api-url https/, 'the real platform or a profile of the reader\'s'],
  [/\b(browse|login|logout|register|whoami|auth|mailbox|totp)\b|--open\b|cart checkout\s*$/, 'a person at a terminal, a browser or a mailbox'],
  [/sandbox (serve|wait|check)|events (listen|verify)/, 'a server that runs until Ctrl-C, or one to wait for'],
  [/completion .*>/, 'writes into the reader\'s shell set-up'],
  [/changes\.json|fixture\.json|prices-before\.json|staging-prices\.json|catalog\.graphql|~\//, 'a file of the reader\'s own'],
  [/redirect-session (bookings|events|paid-plans)|--membership/, 'an app this sandbox does not host'],
];

/**
 * What the reader's store holds before an example runs, where the demo catalog does not: a cart verb acts on a cart
 * with items (three lines, so `cart remove 1 3` has both), a stock move on products that count their stock, a
 * profile to remove or change.
 */
const GIVEN: Array<[RegExp, string[][]]> = [
  [/^store cart (?!add)/, [['cart', 'add', 'ceramic-mug'], ['cart', 'add', 'oak-cutting-board'], ['cart', 'add', 'sun-hat', '--option', 'Size=L', '--option', 'Color=Navy']]],
  [/^store profile remove staging/, [['profile', 'add', 'staging', '--sandbox']]],
  [/^store config unset/, [['profile', 'add', 'mine', '--sandbox'], ['profile', 'use', 'mine']]],
  [/^store inventory adjust|^store bulk adjust stock/, [['inventory', 'track', 'ceramic-mug', '--quantity', '10'], ['inventory', 'track', 'sun-hat', '--quantity', '10']]],
];

/** Examples that change local settings run in a home of their own, so the rest run on the built-in sandbox profile. */
const LOCAL = /^store (profile|config)\b/;

/** The catalog versions an example is for: one its comment names ("Catalog V3"), else both. */
function versionsOf(example: string): Array<'v1' | 'v3'> {
  const named = /Catalog (V1|V3)/.exec(example.replace(/^[^#]*/, ''))?.[1];
  return named ? [named.toLowerCase() as 'v1' | 'v3'] : ['v1', 'v3'];
}

const EXAMPLES = await allExamples();

describe.each(['v3', 'v1'] as const)('help examples run as written on a Catalog %s sandbox', (catalog) => {
  const shared = tempHome();
  let home = shared;
  const cwd = mkdtempSync(join(tmpdir(), 'store-help-'));
  const startedIn = process.cwd();
  beforeAll(() => {
    cpSync(join(ROOT, 'fixtures'), join(cwd, 'fixtures'), { recursive: true });
    cpSync(join(ROOT, 'examples'), join(cwd, 'examples'), { recursive: true });
    copyFileSync(join(ROOT, 'examples', 'catalog.csv'), join(cwd, 'catalog.csv'));
    process.chdir(cwd);
  });
  afterAll(() => process.chdir(startedIn));

  async function store(argv: string[], stdin?: string) {
    const h = harness({ env: home, stdin: stdin ?? '' });
    try {
      const code = await main(argv, h.ctx);
      return { code, stdout: h.io.stdoutText(), stderr: h.io.stderrText() };
    } finally {
      await h.ctx.close();
    }
  }

  /** One example: `&&` steps of `|` stages; a store stage reads the stage before it; `> FILE` keeps stdout. */
  async function runExample(example: string): Promise<string | undefined> {
    for (const step of example.replace(/\s+#.*$/, '').split('&&')) {
      let input: string | undefined;
      for (const stage of step.split(/\|(?=\s)/)) {
        const [command, file] = stage.split(/\s>\s/);
        const words = shellWords(command.trim());
        if (words[0] !== 'store') continue;
        const run = await store(words.slice(1), input);
        if (run.code !== 0) return `store ${words.slice(1).join(' ')} → exit ${run.code}: ${run.stderr.trim()}`;
        if (file) writeFileSync(file.trim(), run.stdout);
        input = run.stdout;
      }
    }
    return undefined;
  }

  /** The example on a fresh demo store (local-settings examples in a fresh home); what failed, if anything. */
  async function runFresh(example: string): Promise<string | undefined> {
    home = LOCAL.test(example) ? tempHome() : shared;
    if (!LOCAL.test(example)) expect((await store(['sandbox', 'reset', '--yes', '--catalog', catalog])).code).toBe(0);
    for (const given of GIVEN.find(([pattern]) => pattern.test(example))?.[1] ?? []) expect((await store(given)).code).toBe(0);
    return runExample(example);
  }

  const runnable = EXAMPLES.filter(({ example }) => versionsOf(example).includes(catalog) && !NOT_RUN.some(([pattern]) => pattern.test(example)));
  it('most examples run here', () => expect(runnable.length).toBeGreaterThan(catalog === 'v3' ? 120 : 130));

  for (const command of new Set(runnable.map((e) => e.command))) {
    it(`store ${command}`, async () => {
      const failures: string[] = [];
      for (const { example } of runnable.filter((e) => e.command === command)) {
        const failure = await runFresh(example);
        if (failure) failures.push(`${example}\n    ${failure}`);
      }
      expect(failures).toEqual([]);
    });
  }
});
