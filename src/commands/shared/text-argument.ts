// An argument that is text inline, `@FILE` (read the file) or `-` (read stdin): a JWT, a GraphQL document, JSON.
import { readFile } from 'node:fs/promises';
import { UsageError } from '../../io/cli-errors.js';
import type { Context } from '../../context.js';
import { readAll } from '../../io/prompt.js';
import { fileProblem } from '../../io/file-errors.js';

export async function readTextArgument(ctx: Context, value: string, what: string): Promise<string> {
  if (value === '-') {
    if (ctx.io.isStdinTTY) throw new UsageError(`${what} -: pipe it on stdin (nothing is piped)`);
    return readAll(ctx.io.stdin);
  }
  if (!value.startsWith('@')) return value;
  const path = value.slice(1);
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(`${what}: ${fileProblem(error, path, 'read')}`);
  }
}
