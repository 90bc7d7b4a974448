// Terminal detection (like gh's iostreams): decides colour and interactivity from the environment once.
import type { IO } from './io.js';

export type Env = Record<string, string | undefined>;

/** FORCE_COLOR wins (except FORCE_COLOR=0); then NO_COLOR, TERM=dumb and a non-TTY turn colour off. */
export function colorSupported(env: Env, isTTY: boolean): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '' ) return force !== '0' && force !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.TERM === 'dumb') return false;
  return isTTY;
}

/** CI=true (or any non-empty CI other than false/0) means nobody is there to answer a prompt. */
export function isCi(env: Env): boolean {
  const ci = env.CI;
  return ci !== undefined && ci !== '' && ci !== '0' && ci.toLowerCase() !== 'false';
}

export function createProcessIo(env: Env = process.env): IO {
  const isStdoutTTY = process.stdout.isTTY === true;
  // `store products list --all --jsonl | head`: the reader has what it wanted; stop quietly, like other Unix tools.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  // Node builds process.stdin and process.stderr on first use (a pipe's stream loads node:net, milliseconds of
  // start-up): they are read only when a command reads input, prompts or writes to stderr.
  return {
    stdout: process.stdout,
    get stderr() {
      return process.stderr;
    },
    get stdin() {
      return process.stdin;
    },
    isStdoutTTY,
    get isStderrTTY() {
      return process.stderr.isTTY === true;
    },
    get isStdinTTY() {
      return process.stdin.isTTY === true;
    },
    color: colorSupported(env, isStdoutTTY),
    columns: process.stdout.columns || Number(env.COLUMNS) || 80,
  };
}
