// Issue #29 item 6: every help example runs as written, also under CI=true (no prompts). A verb that asks before it
// changes something must carry --yes (or be a --dry-run) in every example that runs it; the `seed --help` CI recipe
// and the first `sandbox reset --help` example did not, and exited 2 under CI=true.
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../../src/cli.js';
import { createContext } from '../../../src/context.js';
import { createMemoryIo } from '../../../src/io/memory-io.js';
import { examplesOf } from '../../../src/commands/shared/help.js';

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
