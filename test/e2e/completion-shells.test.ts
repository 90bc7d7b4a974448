// Issue #29 item 9: the scripts `store completion bash|zsh|fish` print, each run in its own shell against the BUILT
// binary (a `store` on PATH with its own config, holding one profile): nouns and their aliases, verbs, flags, the
// values of flags and arguments (formats, catalog versions, shells, --sort names, profiles read from the store).
// bash 3.2 (macOS's /bin/bash) is not installed here: the bash script runs under `bash --posix` as well, and a scan
// refuses every feature bash 3.2 lacks. zsh and fish come from `.ci/run`'s apt line; without them their tests skip,
// saying so. No store is read (profiles come from the config): the catalog version is irrelevant here.
// Issue #36 item 7: profile names edited by hand into the config (`$(…)`, backticks, `${x:=$(…)}`) are never run by
// any shell's completion, and only valid names are offered.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { isolatedEnv, runStore, STORE_BIN } from '../helpers/run-store.js';

const has = (shell: string) => spawnSync(shell, ['-c', 'exit 0']).status === 0;
const hasZsh = has('zsh');
const hasFish = has('fish');

let env: Record<string, string>;
const scripts: Record<string, string> = {};

beforeAll(async () => {
  env = isolatedEnv();
  // `store` on PATH, as a person has it: the completion runs `store profile list` for profile names.
  const bin = mkdtempSync(join(tmpdir(), 'store-bin-'));
  writeFileSync(join(bin, 'store'), `#!/bin/sh\nexec '${process.execPath}' '${STORE_BIN}' "$@"\n`);
  chmodSync(join(bin, 'store'), 0o755);
  env.PATH = `${bin}:${env.PATH}`;
  expect((await runStore(['profile', 'add', 'staging', '--site-id', 'site-1'], { env })).code).toBe(0);
  for (const shell of ['bash', 'zsh', 'fish']) {
    const run = await runStore(['completion', shell], { env });
    expect(run.code).toBe(0);
    scripts[shell] = join(bin, `store.${shell}`);
    writeFileSync(scripts[shell], run.stdout);
  }
});

/** The command lines every shell is asked about, the last word being completed, and what it must offer. */
const CASES: Array<[words: string[], offers: string[]]> = [
  [['store', 'cat'], ['categories']],
  // The alias completes as its command (collections' verbs), not as the noun before it in the list.
  [['store', 'categories', ''], ['add-products', 'browse', 'create', 'delete', 'get', 'list', 'ls', 'remove-products', 'rm', 'show', 'update']],
  [['store', 'stock', 'a'], ['adjust']],
  [['store', 'products', 'va'], ['variants']],
  [['store', '--profile', 'staging', 'bulk', 'adjust', '--d'], ['--dry-run']],
  [['store', 'products', 'export', '--format', ''], ['csv', 'dashboard', 'json', 'jsonl', 'shopify']],
  [['store', '--catalog', ''], ['auto', 'v1', 'v3']],
  [['store', 'products', 'list', '--catalog', 'v'], ['v1', 'v3']],
  [['store', 'completion', ''], ['bash', 'fish', 'zsh']],
  [['store', 'products', 'list', '--sort', ''], ['name', 'price', 'updated']],
  [['store', 'bulk', 'adjust', ''], ['cost', 'price', 'stock', 'weight']],
  [['store', 'config', 'get', 'site'], ['site-id']],
  [['store', '--profile', ''], ['sandbox', 'staging']],
  [['store', 'profile', 'use', ''], ['sandbox', 'staging']],
  [['store', 'products', 'import', '--mode', ''], ['create', 'merge', 'update']],
];

const sorted = (lines: string) => [...new Set(lines.split('\n').map((line) => line.split('\t')[0]).filter(Boolean))].sort();
const shellQuote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

function bashOffers(words: string[], flags: string[] = [], runEnv = env): string[] {
  const script = `source ${shellQuote(scripts.bash)}; COMP_WORDS=(${words.map(shellQuote).join(' ')}); COMP_CWORD=${words.length - 1}; _store_completion; printf '%s\\n' "\${COMPREPLY[@]}"`;
  return sorted(execFileSync('bash', [...flags, '-c', script], { env: runEnv, encoding: 'utf8' }));
}

/** zsh completes through bashcompinit: its `compgen -F` calls the script's function as a completion would; the
 *  prefix match zsh's own matcher makes is made here. */
function zshOffers(words: string[], runEnv = env): string[] {
  const cur = words.at(-1)!;
  const script = `source ${shellQuote(scripts.zsh)}
words=(${words.map(shellQuote).join(' ')}); CURRENT=${words.length}; COMP_CWORD=$((CURRENT - 1)); COMP_WORDS=("\${words[@]}")
compgen -F _store_completion -- ${shellQuote(cur)}`;
  const out = execFileSync('zsh', ['-f', '-c', script], { env: runEnv, encoding: 'utf8' });
  return sorted(out).filter((word) => word.startsWith(cur));
}

/** fish's own completion of a command line (`complete -C`). */
function fishOffers(words: string[], runEnv = env): string[] {
  const out = execFileSync('fish', ['--no-config', '-c', `source ${shellQuote(scripts.fish)}; complete -C ${shellQuote(words.join(' '))}`], { env: runEnv, encoding: 'utf8' });
  return sorted(out);
}

describe('store completion bash, run in bash', () => {
  it.each(CASES)('%j offers %j', (words, offers) => {
    expect(bashOffers(words)).toEqual(offers);
  });

  it('works the same under bash --posix', () => {
    for (const [words, offers] of CASES) expect(bashOffers(words, ['--posix'])).toEqual(offers);
  });

  it('uses nothing bash 3.2 lacks (macOS /bin/bash): a scan, and a parse under --posix', () => {
    const text = execFileSync('cat', [scripts.bash], { encoding: 'utf8' });
    const bash4 = [
      [/declare\s+-[a-zA-Z]*[Ag]|local\s+-[a-zA-Z]*A|typeset\s+-[a-zA-Z]*A/, 'associative arrays / declare -g (bash 4)'],
      [/\bcompopt\b/, 'compopt (bash 4)'],
      [/\b(mapfile|readarray|coproc)\b/, 'mapfile, readarray, coproc (bash 4)'],
      [/\$\{[^}]*(,,|\^\^|,|\^)\}/, 'case conversion ${var,,} (bash 4)'],
      [/;;&|;&/, 'case fall-through (bash 4)'],
      [/\|&|&>>/, '|& and &>> (bash 4)'],
      [/\[-\d+\]/, 'negative array indexes (bash 4.3)'],
      [/globstar|\$\{[^}]*@[QEPAKa]\}/, 'globstar, ${var@Q} (bash 4/4.4)'],
    ] as const;
    for (const [pattern, what] of bash4) expect(text, what).not.toMatch(pattern);
    expect(spawnSync('bash', ['--posix', '-n', scripts.bash]).status).toBe(0);
  });
});

describe.skipIf(!hasZsh)(hasZsh ? 'store completion zsh, run in zsh' : 'store completion zsh — SKIPPED: zsh is not installed (.ci/run installs it)', () => {
  it.each(CASES)('%j offers %j', (words, offers) => {
    expect(zshOffers(words)).toEqual(offers);
  });
});

describe.skipIf(!hasFish)(hasFish ? 'store completion fish, run in fish' : 'store completion fish — SKIPPED: fish is not installed (.ci/run installs it)', () => {
  it.each(CASES)('%j offers %j', (words, offers) => {
    expect(fishOffers(words)).toEqual(offers);
  });
});

describe('profile names edited into the config are never run, and only valid ones are offered', () => {
  let hostileEnv: Record<string, string>;
  let marks: string;

  /** Names that run `touch <marks>/<n>` when a shell expands them: command substitution in every spelling bash, zsh
   *  and fish know, inside parameter expansions, quotes, arithmetic, braces, after a valid prefix, with newlines. */
  function hostileNames(): string[] {
    const templates = [
      '$(P)', '`P`', '${x:=$(P)}', 'a$(P)', 'staging$(P)', '$(P)staging', '"$(P)"', "'$(P)'", '\\$(P)', '$((0))$(P)',
      '${HOME}$(P)', '~$(P)', '*$(P)', 'a;P', 'a|P', 'a&&P', 'a\nP', '$(P)\n', '<(P)', '>(P)', "$'\\x24'(P)",
      '${x:-$(P)}', '${x/y/$(P)}', '$[$(P)]', 'a`P`b', '{a,$(P)}', '!$(P)', '$(P)#', ' $(P)', 'a $(P)', '-$(P)',
      '--profile=$(P)', '%$(P)', '$(eval P)', '$(printf x; P)', '$IFS$(P)', '${!x}$(P)', '=(P)', '$(P)\r', '(P)',
      'a(P)', 'staging(P)',
    ];
    return templates.map((template, n) => template.replaceAll('P', `touch ${marks}/${n}`));
  }

  beforeAll(async () => {
    hostileEnv = isolatedEnv({ PATH: env.PATH });
    marks = mkdtempSync(join(tmpdir(), 'store-completion-marks-'));
    expect((await runStore(['profile', 'add', 'staging', '--site-id', 'site-1'], { env: hostileEnv })).code).toBe(0);
    const file = join(hostileEnv.XDG_CONFIG_HOME, 'store', 'config.json');
    const config = JSON.parse(readFileSync(file, 'utf8')) as { profiles: Record<string, unknown> };
    const names = hostileNames();
    expect(names.length).toBeGreaterThanOrEqual(40);
    for (const name of names) config.profiles[name] = { siteId: 'site-2' };
    writeFileSync(file, JSON.stringify(config));
    // The names are in the config, and `store profile list` prints them (as completion reads them).
    const listed = await runStore(['profile', 'list', '--fields', 'name'], { env: hostileEnv });
    expect(listed.stdout).toContain(`$(touch ${marks}/0)`);
  });

  /** Command lines completing a profile name; the last word is being completed. */
  const LINES: Array<[words: string[], offers: string[]]> = [
    [['store', '--profile', ''], ['sandbox', 'staging']],
    [['store', '--profile', 'st'], ['staging']],
    [['store', 'profile', 'use', ''], ['sandbox', 'staging']],
    [['store', 'profile', 'remove', 's'], ['sandbox', 'staging']],
    [['store', 'products', 'list', '--profile', 'q'], []],
  ];
  /** In bash and zsh, also a prefix that is itself a shell character. */
  const SHELL_PREFIXES: Array<[words: string[], offers: string[]]> = [
    [['store', '--profile', '$'], []],
    [['store', 'profile', 'use', '`'], []],
    [['store', 'profile', 'use', '*'], []],
  ];

  /** What `offers` gives for each line, checked after making sure no name ran while completing any of them. */
  function check(lines: typeof LINES, offers: (words: string[]) => string[]) {
    for (const mark of readdirSync(marks)) rmSync(join(marks, mark));
    const got = lines.map(([words]) => offers(words));
    expect(readdirSync(marks), 'names the completion ran').toEqual([]);
    lines.forEach(([words, expected], i) => expect(got[i], words.join(' ')).toEqual(expected));
  }

  it('bash (and bash --posix)', () => {
    check([...LINES, ...SHELL_PREFIXES], (words) => bashOffers(words, [], hostileEnv));
    check([...LINES, ...SHELL_PREFIXES], (words) => bashOffers(words, ['--posix'], hostileEnv));
  });

  it.skipIf(!hasZsh)('zsh', () => {
    check([...LINES, ...SHELL_PREFIXES], (words) => zshOffers(words, hostileEnv));
  });

  it.skipIf(!hasFish)('fish', () => {
    check(LINES, (words) => fishOffers(words, hostileEnv));
  });
});
