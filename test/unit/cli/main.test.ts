import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { NOUNS, buildProgram, findNoun, main } from '../../../src/cli.js';
import { createContext } from '../../../src/context.js';
import { createMemoryIo } from '../../../src/io/memory-io.js';
import { startTestSandbox } from '../../helpers/sandbox.js';
import { remoteEnv, tempHome } from '../commands/support/harness.js';

async function run(argv: string[], options: { env?: Record<string, string>; tty?: boolean; color?: boolean } = {}) {
  const io = createMemoryIo({ tty: options.tty, color: options.color });
  const ctx = createContext({ io, env: { ...tempHome(), ...options.env } });
  try {
    const code = await main(argv, ctx);
    return { code, stdout: io.stdoutText(), stderr: io.stderrText(), ctx };
  } finally {
    await ctx.close();
  }
}

function allCommands(command: Command): Command[] {
  return [command, ...command.commands.filter((c) => c.name() !== 'help').flatMap(allCommands)];
}

describe('findNoun', () => {
  it.each([
    [['products', 'list'], 'products'],
    [['--json', '--profile', 'prod', 'collections', 'get', 'x'], 'collections'],
    [['--fields', 'id,name', 'products'], 'products'],
    [['help', 'sandbox'], 'sandbox'],
    [['--version'], undefined],
  ])('%j → %s', (argv, noun) => {
    expect(findNoun(argv, new Set(['--profile', '--fields']))).toBe(noun);
  });
});

describe('main', () => {
  it('--version prints the package version', async () => {
    const { version } = (await import('../../../package.json', { with: { type: 'json' } })).default;
    expect(await run(['--version'])).toMatchObject({ code: 0, stdout: `${version}\n` });
  });

  it('--help lists every noun without loading its module', async () => {
    const ctx = createContext({ io: createMemoryIo(), env: tempHome() });
    const program = await buildProgram(ctx, ['--help']);
    for (const noun of NOUNS) expect(program.commands.find((c) => c.name() === noun.name)?.commands).toHaveLength(0);
    const { stdout, code } = await run(['--help']);
    expect(code).toBe(0);
    for (const noun of NOUNS) expect(stdout).toContain(noun.name);
    expect(stdout).toContain('Examples:');
  });

  it('registers only the noun named on the command line (skipping the values of global options)', async () => {
    const ctx = createContext({ io: createMemoryIo(), env: tempHome() });
    const program = await buildProgram(ctx, ['--profile', 'collections', '--fields', 'sandbox', 'products', 'list']);
    // Of the noun's verbs, only the one named (commands/shared/lazy-verbs.ts).
    expect(program.commands.find((c) => c.name() === 'products')?.commands.map((c) => c.name())).toEqual(['list']);
    expect(program.commands.find((c) => c.name() === 'collections')?.commands).toHaveLength(0);
  });

  it('registers every verb of the noun when none is named, or one it does not have (help, suggestions)', async () => {
    const ctx = createContext({ io: createMemoryIo(), env: tempHome() });
    for (const argv of [['products', '--help'], ['products', 'lst'], ['help', 'products']]) {
      const program = await buildProgram(ctx, argv);
      expect(program.commands.find((c) => c.name() === 'products')?.commands.map((c) => c.name())).toEqual(
        expect.arrayContaining(['list', 'get', 'create', 'update', 'delete', 'import', 'export', 'browse', 'variants', 'media', 'brand', 'ribbon']),
      );
    }
    const byAlias = await buildProgram(ctx, ['products', 'ls']);
    expect(byAlias.commands.find((c) => c.name() === 'products')?.commands.map((c) => c.name())).toEqual(['list']);
  });

  it('every command has a description and help text with examples', async () => {
    const ctx = createContext({ io: createMemoryIo(), env: tempHome() });
    const program = await buildProgram(ctx, [], { all: true });
    const commands = allCommands(program);
    expect(commands.length).toBeGreaterThan(20);
    for (const command of commands) {
      expect(command.description(), command.name()).not.toBe('');
      let help = '';
      command.configureOutput({ writeOut: (text) => (help += text) });
      command.outputHelp();
      expect(help, `${command.name()} --help`).toMatch(/Examples:\n\s+\$ store /);
    }
  });

  it('a noun describes itself the same way in `store --help` and once loaded (the NOUNS table is the one source)', async () => {
    for (const noun of NOUNS) {
      const listed = (await buildProgram(createContext({ io: createMemoryIo(), env: tempHome() }), [])).commands.find((c) => c.name() === noun.name);
      const loaded = (await buildProgram(createContext({ io: createMemoryIo(), env: tempHome() }), [noun.name])).commands.find((c) => c.name() === noun.name);
      expect(listed?.description(), noun.name).toBe(noun.description);
      expect(loaded?.description(), noun.name).toMatch(/\S/);
      if (loaded?.commands.length) expect(loaded.description(), `${noun.name} has verbs`).toBe(noun.description);
    }
  });

  it('an unknown command exits 2 with a suggestion', async () => {
    const result = await run(['prodcts', 'list']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe("error: unknown command 'prodcts'\nhint: Did you mean products?\n");
  });

  it('a bad flag exits 2; in --json mode the error is one JSON object on stderr', async () => {
    const human = await run(['products', 'list', '--bogus']);
    expect(human.code).toBe(2);
    expect(human.stderr).toMatch(/^error: unknown option '--bogus'/);
    const json = await run(['products', 'list', '--bogus', '--json']);
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stderr)).toEqual({ error: { code: 'USAGE', message: "unknown option '--bogus'" } });
    expect(json.stdout).toBe('');
  });

  it('--json and --jsonl together is a usage error', async () => {
    expect((await run(['products', 'list', '--json', '--jsonl'])).code).toBe(2);
  });

  it('global options work before and after the subcommand', async () => {
    const sandbox = await startTestSandbox({ catalog: 'v3' }); // the default store: nothing here depends on the catalog version
    try {
      const env = remoteEnv(sandbox);
      const before = await run(['--json', '--fields', 'slug', 'products', 'get', 'sun-hat'], { env });
      const after = await run(['products', 'get', 'sun-hat', '--json', '--fields', 'slug'], { env });
      expect(JSON.parse(before.stdout)).toEqual({ slug: 'sun-hat' });
      expect(after.stdout).toBe(before.stdout);
    } finally {
      await sandbox.close();
    }
  });

  it('maps errors to exit codes: 5 not found (with JSON error), 4 missing admin key with nothing sent', async () => {
    const sandbox = await startTestSandbox({ catalog: 'v3' }); // the default store: nothing here depends on the catalog version
    try {
      const missing = await run(['products', 'get', 'nope', '--json'], { env: remoteEnv(sandbox) });
      expect(missing.code).toBe(5);
      expect(JSON.parse(missing.stderr).error.code).toBe('NOT_FOUND');

      sandbox.requests.length = 0;
      const noKey = await run(['products', 'create', '--name', 'X', '--price', '1'], { env: { STORE_API_URL: sandbox.baseUrl } });
      expect(noKey.code).toBe(4);
      expect(noKey.stderr).toBe('error: This command needs an admin API key: set STORE_API_KEY (and STORE_SITE_ID).\n');
      expect(sandbox.requests).toHaveLength(0);
    } finally {
      await sandbox.close();
    }
  });

  it('--verbose traces requests on stderr with the key redacted', async () => {
    const sandbox = await startTestSandbox({ catalog: 'v3' }); // the default store: nothing here depends on the catalog version
    try {
      const result = await run(['products', 'list', '--limit', '1', '--verbose'], { env: remoteEnv(sandbox) });
      expect(result.code).toBe(0);
      // The default store (V3): the version probe, then the V3 product query.
      expect(result.stderr).toMatch(/→ (GET|POST) http:\/\/127\.0\.0\.1:\d+\/stores\/v3\/products\/query/);
      expect(result.stderr).toMatch(/← 200 \S+ \d+ms [0-9a-f-]{36}/);
      expect(result.stderr).not.toContain(sandbox.info.apiKey);
      expect(result.stdout).not.toContain('→');
    } finally {
      await sandbox.close();
    }
  });

  it('runs against the embedded sandbox by default, saying so on a terminal only, and only the first time (issue #29 item 7)', async () => {
    const env = tempHome();
    const piped = await run(['products', 'list', '--fields', 'slug'], { env });
    expect(piped.stdout).toContain('ceramic-mug\n');
    expect(piped.stderr).toBe('');
    const tty = await run(['products', 'list', '--limit', '1'], { env, tty: true, color: true });
    expect(tty.stderr).toContain(`Using the local sandbox (${env.XDG_DATA_HOME}/store/sandbox.db)`);
    expect(tty.stdout).toContain('\u001b[1m');
    const again = await run(['products', 'list', '--limit', '1'], { env, tty: true });
    expect(again.stderr).not.toContain('Using the local sandbox');
    const noColor = await run(['products', 'list', '--limit', '1', '--no-color'], { env, tty: true, color: true });
    expect(noColor.stdout).not.toContain('\u001b[');
  });

  it('CI=true or --no-input turns prompts into errors naming the flag', async () => {
    const env = tempHome();
    const ci = await run(['products', 'delete', 'sun-hat'], { env: { ...env, CI: 'true' }, tty: true });
    expect(ci.code).toBe(2);
    expect(ci.stderr).toContain('--yes');
    const noInput = await run(['sandbox', 'reset', '--no-input'], { env, tty: true });
    expect(noInput.code).toBe(2);
    expect(noInput.stderr).toContain('--yes');
  });
});
