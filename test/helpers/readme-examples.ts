// The README's `store …` examples, read block by block from its ```sh blocks, and one block run as a reader would
// (test/e2e/readme-examples*.test.ts). Every `store …` line of every ```sh block is run with the built binary, block by
// block in a fresh home (a block is one session, in order), in a scratch folder that starts empty, as a reader's would
// (issue #37 item 6): a block makes the files it imports itself (`store products export --output catalog.csv`, or
// `printf '…' > stock.csv`, which is written as the shell would). Lines that cannot run here are skipped for a stated
// reason (the real platform, a browser, a server that runs until Ctrl-C, a value only the reader has); every other
// line must exit 0, or the code its comment says (`# exit 6: …`, a partial failure shown on purpose). --yes stands
// for the person answering "y" at a question (these runs have no terminal).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { STORE_BIN, isolatedEnv } from './run-store.js';
import { shellWords as words } from './shell-words.js';

export const README = join(resolve(import.meta.dirname, '..', '..'), 'README.md');

/** Commands that only read and write local settings: they run whatever store or placeholder they name. */
const LOCAL = /^store (config|profile|status|completion)\b/;

/** Why a line is not run; the first matching rule wins. */
const SKIPPED: Array<[RegExp, string]> = [
  [/[|&<>]|\$\(|^\S+=/, 'a shell pipeline or redirection (the CLI part is covered by its own line)'],
  [LOCAL, ''],
  [/wixapis\.com|--profile (prod|old-v1|new-v3)\b|^store profile use prod/, 'the real platform (no network here)'],
  [/\b(browse|login(?! --member-id)|register|auth verify|auth recover)\b|--open\b|cart\s*$|^store collections browse/, 'a person at a terminal, a browser or a mailbox'],
  [/login --member-id|auth |sandbox totp/, 'a member who registered first (`store register` asks for a password)'],
  [/sandbox serve|events listen/, 'a server that runs until Ctrl-C'],
  [/sandbox wait/, 'a served sandbox to wait for (the "Use in CI" job test runs it)'],
  [/\b[A-Z][A-Z_]*_ID\b|MEDIA_ID|…/, 'a value only the reader has (an id from their own store)'],
  [/product\.json|products\.jsonl|big\.csv|query\.graphql|event\.jwt|platform\.pem|bulk undo ~/, 'a file of the reader\'s own'],
];

export interface Example {
  block: number;
  line: string;
  /** The exit code its comment says it ends with (`# exit 6: …`), else 0. */
  exit: number;
  /** What `echo '…' |` pipes into it. */
  stdin?: string;
  /** A file `printf '…' > FILE` writes instead of running a command. */
  writes?: { file: string; text: string };
  skip?: string;
}

/** `echo 'JSON' | store …`: the one pipeline the README uses to feed a command, run with that stdin. */
const ECHO_PIPE = /^echo ('[^']*') \| (store .*)$/;

/** `printf '…' > FILE`: how a block writes a small input file; the test writes it as printf would (`\n` a newline). */
const PRINTF_FILE = /^printf ('[^']*') > (\S+)$/;

export function readmeExamples(): Example[] {
  const examples: Example[] = [];
  let block = -1;
  let inSh = false;
  for (const line of readFileSync(README, 'utf8').split('\n')) {
    if (line.startsWith('```sh')) {
      inSh = true;
      block++;
    } else if (line.startsWith('```')) inSh = false;
    else if (inSh && PRINTF_FILE.test(line.replace(/\s+#.*$/, '').trim())) {
      const [, quoted, file] = PRINTF_FILE.exec(line.replace(/\s+#.*$/, '').trim())!;
      examples.push({ block, line: line.trim(), exit: 0, writes: { file, text: words(quoted)[0].replace(/\\n/g, '\n') } });
    } else if (inSh && (line.startsWith('store ') || ECHO_PIPE.test(line.replace(/\s+#.*$/, '').trim()))) {
      const text = line.replace(/\s+#.*$/, '').trim();
      const piped = ECHO_PIPE.exec(text);
      const command = piped ? piped[2] : text;
      const stdin = piped ? `${words(piped[1])[0]}\n` : undefined;
      const exit = Number(/#\s*exit (\d+)/.exec(line)?.[1] ?? 0);
      examples.push({ block, line: command, exit, stdin, skip: SKIPPED.find(([pattern]) => pattern.test(command))?.[1] || undefined });
    }
  }
  return examples;
}

/** The blocks with at least one line to run, each its lines in order (skipped ones included). */
export function runnableBlocks(examples = readmeExamples()): Example[][] {
  return [...new Set(examples.map((e) => e.block))]
    .map((block) => examples.filter((e) => e.block === block))
    .filter((lines) => lines.some((e) => !e.skip));
}

const spawns = (lines: Example[]) => lines.filter((e) => !e.skip && !e.writes).length;

/**
 * The blocks of part `part` (0-based) of `parts`: the blocks dealt out, most spawns first, each to the part with the
 * fewest spawns so far, so that the files that run one part each take about as long (two workers take them at once).
 */
export function blocksOfPart(part: number, parts: number, blocks = runnableBlocks()): Example[][] {
  const load = Array.from({ length: parts }, () => 0);
  const owner = new Map<Example[], number>();
  for (const lines of [...blocks].sort((a, b) => spawns(b) - spawns(a) || a[0].block - b[0].block)) {
    const lightest = load.indexOf(Math.min(...load));
    owner.set(lines, lightest);
    load[lightest] += spawns(lines);
  }
  return blocks.filter((lines) => owner.get(lines) === part);
}

export const blockTitle = (lines: Example[]) => `block ${lines[0].block + 1}: ${lines.find((e) => !e.skip)!.line}`;

function run(args: string[], env: Record<string, string>, cwd: string, stdin = ''): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [STORE_BIN, ...args], { env, cwd, stdio: ['pipe', 'ignore', 'pipe'] });
    child.stdin.end(stdin);
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stderr }));
  });
}

/** Runs one block's lines in order in a fresh home and an empty scratch folder; the lines that ended otherwise than said. */
export async function runBlock(lines: Example[]): Promise<string[]> {
  const env = isolatedEnv();
  const cwd = mkdtempSync(join(tmpdir(), 'store-readme-'));
  const failures: string[] = [];
  for (const example of lines) {
    if (example.skip) continue;
    if (example.writes) {
      writeFileSync(join(cwd, example.writes.file), example.writes.text);
      continue;
    }
    const result = await run([...words(example.line).slice(1), '--yes'], env, cwd, example.stdin);
    if (result.code !== example.exit) failures.push(`${example.line}\n  → exit ${result.code}: ${result.stderr.trim().split('\n').join('\n    ')}`);
  }
  return failures;
}
