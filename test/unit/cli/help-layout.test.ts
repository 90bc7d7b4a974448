// Issue #29 item 7: help as gh lays it out. The program's flags are described once (`store help globals`,
// `store globals --help`); every other command names them in a short "Inherited flags" paragraph instead of
// repeating 18 described lines; every help is wrapped to the terminal's width (a description that has no room beside
// its term goes under it); and titles are styled only where colour is on.
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { buildProgram, main } from '../../../src/cli.js';
import { createContext } from '../../../src/context.js';
import { createMemoryIo } from '../../../src/io/memory-io.js';
import { tempHome } from '../commands/support/harness.js';

async function run(argv: string[], options: { columns?: number; color?: boolean; tty?: boolean } = {}) {
  const io = createMemoryIo({ tty: options.tty ?? true, columns: options.columns ?? 100, color: options.color });
  const ctx = createContext({ io, env: tempHome() });
  try {
    const code = await main(argv, ctx);
    return { code, stdout: io.stdoutText(), stderr: io.stderrText() };
  } finally {
    await ctx.close();
  }
}

const commandPaths = async (): Promise<string[][]> => {
  const io = createMemoryIo();
  const ctx = createContext({ io, env: tempHome() });
  const program = await buildProgram(ctx, [], { all: true });
  const walk = (command: Command, path: string[]): string[][] =>
    command.commands.filter((c) => c.name() !== 'help').flatMap((c) => [[...path, c.name()], ...walk(c, [...path, c.name()])]);
  const paths = walk(program, []);
  await ctx.close();
  return paths;
};

/** The program's flags as its help lists them: `--profile <name>`, `-y, --yes`, … */
const GLOBAL_TERMS = ['--profile <name>', '--api-url <url>', '--sandbox', '--site-id <id>', '--client-id <id>', '--catalog <auto|v1|v3>', '--json', '--jsonl', '--fields <paths>', '--no-color', '--no-input', '-y, --yes', '--verbose', '-q, --quiet', '--timeout <seconds>'];

describe('global flags are described once', () => {
  it('store help globals and store globals --help describe every program flag (exit 0)', async () => {
    for (const argv of [['help', 'globals'], ['globals', '--help'], ['globals']]) {
      const { code, stdout } = await run(argv);
      expect(code, argv.join(' ')).toBe(0);
      for (const term of GLOBAL_TERMS) expect(stdout, `${argv.join(' ')}: ${term}`).toMatch(new RegExp(`^  ${term.replace(/[|<>]/g, '\\$&')}\\s+\\S`, 'm'));
      expect(stdout).toContain('use this profile (env STORE_PROFILE)');
    }
  });

  it('every other command names them in a short Inherited flags paragraph, and describes none of them', async () => {
    const paths = (await commandPaths()).filter((path) => path[0] !== 'globals');
    expect(paths.length).toBeGreaterThan(80);
    for (const path of paths) {
      const { stdout } = await run([...path, '--help']);
      const inherited = stdout.slice(stdout.indexOf('Inherited flags:'));
      expect(stdout, path.join(' ')).toContain('Inherited flags:');
      expect(stdout, path.join(' ')).not.toContain('Global Options:');
      expect(stdout, path.join(' ')).not.toContain('use this profile (env STORE_PROFILE)');
      expect(inherited.split('\n\n')[0], path.join(' ')).toContain('--profile, --api-url');
      expect(inherited.replace(/\s+/g, ' '), path.join(' ')).toContain('each described in `store help globals`');
      // The paragraph is short: a few lines where the described list took 18 or more.
      expect(inherited.split('\n\n')[0].split('\n').length, path.join(' ')).toBeLessThanOrEqual(4);
    }
  });
});

describe('help is wrapped to the terminal', () => {
  it.each([60, 80, 120])('at %i columns no line of any help is wider, examples (copied whole) apart', async (columns) => {
    const paths = [[], ...(await commandPaths())];
    for (const path of paths) {
      const { stdout } = await run([...path, '--help'], { columns });
      const tooWide = stdout.split('\n').filter((line) => [...line].length > columns && !line.startsWith('  $ ') && !line.startsWith('Usage: '));
      expect(tooWide, `${['store', ...path].join(' ')} --help at ${columns} columns`).toEqual([]);
    }
  });

  it('collections --help at 60 columns puts each description under its command, indented', async () => {
    const { stdout } = await run(['collections', '--help'], { columns: 60 });
    expect(stdout).toContain('  remove-products <collection> <products...>\n      Take products out of a collection\n');
    expect(stdout).toMatch(/ {2}browse \[options\]\n {6}Browse collections and their products full-screen:\n {6}\S/);
  });
});

describe('help colour', () => {
  it('styles the titles where colour is on, and not with --no-color or where it is off', async () => {
    const on = await run(['products', 'list', '--help'], { color: true });
    expect(on.stdout).toContain('\u001b[1mUsage:\u001b[22m');
    expect(on.stdout).toContain('\u001b[1mInherited flags:\u001b[22m');
    for (const off of [await run(['products', 'list', '--help'], { color: false }), await run(['--no-color', 'products', 'list', '--help'], { color: true }), await run(['products', 'list', '--no-color', '--help'], { color: true })]) {
      expect(off.stdout).toContain('Usage:');
      expect(off.stdout).not.toMatch(/\u001b\[/);
    }
  });

  it('an error labels itself in colour where colour is on, never with --no-color', async () => {
    const on = await run(['products', 'list', '--limit', 'x'], { color: true });
    expect(on.code).toBe(2);
    expect(on.stderr).toMatch(/^\u001b\[31m\u001b\[1merror:\u001b\[22m\u001b\[39m /);
    const off = await run(['--no-color', 'products', 'list', '--limit', 'x'], { color: true });
    expect(off.stderr).toMatch(/^error: /);
    expect(off.stderr).not.toMatch(/\u001b\[/);
  });
});
