// The rendered-help cache: `store --help` (also `-h`, `help`) prints the text an earlier run of the same build
// rendered for the same terminal, without loading the bundle (building commander's program is most of that run's
// time). Kept as plain JS beside bin/store.js because it runs before the bundle loads.
//
// The key is the build (dist/build-id, a hash of dist's files that scripts/build.mjs writes) and every raw input the
// help's rendering reads (src/cli.ts, src/commands/shared/help-layout.ts, src/io/tty.ts): the words asked, whether
// stdout is a terminal and its width, COLUMNS, NO_COLOR, FORCE_COLOR and TERM. The files live in the user's cache
// folder (bin/cache-folder.js), never in a shared one: help text is printed to a terminal as it is, so only files the
// user owns, not through a symlink, are read. Anything unexpected (no HOME, read-only folder, a file of someone else)
// only means the bundle renders the help.
import { closeSync, constants, fstatSync, openSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { cacheFolder, isPrivate, makeDirs, usableDir } from './cache-folder.js';

/** The command lines that print the program's help to stdout (src/cli.ts; a bare `store` prints it to stderr). */
const HELP_WORDS = new Set(['--help', '-h', 'help']);

/** How many rendered helps are kept (one per build and terminal set-up); older ones are removed. */
const KEPT_ENTRIES = 8;

const ENTRY = /^help-[0-9a-f]{8}\.txt$/;

/** The cache for this command line, or undefined when it is not a help request or the build has no id. */
export function helpCacheFor(args, env) {
  if (args.length !== 1 || !HELP_WORDS.has(args[0])) return undefined;
  let build;
  try {
    build = readFileSync(new URL('../dist/build-id', import.meta.url), 'utf8').trim();
  } catch {
    return undefined;
  }
  const stdout = process.stdout;
  const key = JSON.stringify([build, process.version, args[0], stdout.isTTY === true, stdout.columns ?? null, env.COLUMNS ?? null, env.NO_COLOR ?? null, env.FORCE_COLOR ?? null, env.TERM ?? null]);
  const { base, dir } = cacheFolder(env) ?? {};
  const file = dir && `${dir}/help-${fnv1a(key)}.txt`;
  return {
    /** The text stored for this key, or undefined. */
    read: () => (file ? readEntry(dir, file, key) : undefined),
    /** Keeps `text` for the next run with the same key; failing only means the next run renders it again. */
    write: (text) => file && writeEntry(base, dir, file, `${key}\n${text}`),
  };
}

/** 32-bit FNV-1a of the key, as a file name: a clash only means a miss (the file's first line is the whole key). */
function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

function readEntry(dir, file, key) {
  let fd;
  try {
    if (!usableDir(dir)) return undefined;
    fd = openSync(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
    const stat = fstatSync(fd);
    if (!stat.isFile() || !isPrivate(stat)) return undefined;
    const content = readFileSync(fd, 'utf8');
    const newline = content.indexOf('\n');
    return newline > 0 && content.slice(0, newline) === key ? content.slice(newline + 1) : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function writeEntry(base, dir, file, content) {
  const temp = `${dir}/.help-${process.pid}.tmp`;
  try {
    makeDirs([base, dir]);
    if (!usableDir(dir)) return;
    // 'wx' creates a new file (never one a symlink points at); the rename then replaces the entry whole.
    writeFileSync(temp, content, { flag: 'wx', mode: 0o600 });
    renameSync(temp, file);
    prune(dir);
  } catch {
    try {
      unlinkSync(temp);
    } catch {
      // Never created.
    }
  }
}

/** Keeps the newest KEPT_ENTRIES entries. */
function prune(dir) {
  const entries = readdirSync(dir).filter((name) => ENTRY.test(name));
  if (entries.length <= KEPT_ENTRIES) return;
  const byAge = entries.map((name) => ({ path: `${dir}/${name}`, mtime: statSync(`${dir}/${name}`).mtimeMs })).sort((a, b) => b.mtime - a.mtime);
  for (const { path } of byAge.slice(KEPT_ENTRIES)) unlinkSync(path);
}
