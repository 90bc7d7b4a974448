// Issue #15 item 14: the README's examples run as written against the demo catalog. Every `store …` line of every
// ```sh block is run with the built binary, block by block in a fresh home (a block is one session, in order), in a
// scratch folder that starts empty, as a reader's would (issue #37 item 6): a block makes the files it imports itself
// (`store products export --output catalog.csv`, or `printf '…' > stock.csv`, which this test writes as the shell would).
// Lines that cannot run here are skipped for a stated reason (the real platform, a browser, a server that runs until
// Ctrl-C, a value only the reader has); every other line must exit 0, or the code its comment says (`# exit 6: …`, a
// partial failure shown on purpose). --yes stands for the person answering "y" at a question (these runs have no
// terminal).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORE_BIN, isolatedEnv } from '../helpers/run-store.js';
import { shellWords as words } from '../helpers/shell-words.js';

const ROOT = resolve(import.meta.dirname, '..', '..');

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

interface Example {
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

function readmeExamples(): Example[] {
  const examples: Example[] = [];
  let block = -1;
  let inSh = false;
  for (const line of readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n')) {
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

const examples = readmeExamples();

describe('README examples', () => {
  it('finds the examples, and runs most of them', () => {
    expect(examples.length).toBeGreaterThan(60);
    expect(examples.filter((e) => !e.skip).length).toBeGreaterThan(40);
  });

  // Issue #37 item 13: `npm start -- … --json | jq` reads npm's banner first; `-s` keeps stdout to the command's.
  it('pipes `npm start` output only with -s', () => {
    const piped = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n').filter((line) => /\bnpm start\b[^#]*\|/.test(line));
    expect(piped.length).toBeGreaterThan(0);
    for (const line of piped) expect(line).toMatch(/\bnpm start -s -- /);
  });

  for (const block of [...new Set(examples.map((e) => e.block))]) {
    const lines = examples.filter((e) => e.block === block);
    if (lines.every((e) => e.skip)) continue;
    it(`block ${block + 1}: ${lines.find((e) => !e.skip)!.line}`, async () => {
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
      expect(failures).toEqual([]);
    });
  }
});
