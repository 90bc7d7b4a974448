// `--from FILE|-`: an entity as JSON, from a file or piped on stdin.
import { readFile } from 'node:fs/promises';
import { UsageError } from '../../io/cli-errors.js';
import { refuseDeepJsonText } from '../../io/input-depth.js';
import { readAll } from '../../io/prompt.js';
import type { Context } from '../../context.js';
import { fileProblem } from '../../io/file-errors.js';

/** `wrapper` names the envelope key an API response uses (`{"product": …}`), which is unwrapped when present. */
export async function readJsonInput(ctx: Context, source: string, wrapper?: string, flag = '--from'): Promise<Record<string, unknown>> {
  let text: string;
  if (source === '-') {
    if (ctx.io.isStdinTTY) throw new UsageError(`${flag} -: pipe the JSON on stdin (nothing is piped)`);
    text = await readAll(ctx.io.stdin);
  } else {
    try {
      text = await readFile(source, 'utf8');
    } catch (error) {
      throw new UsageError(`${flag}: ${fileProblem(error, source, 'read')}`);
    }
  }
  let parsed: unknown;
  refuseDeepJsonText(text, `${flag}: ${source === '-' ? 'stdin' : source}`);
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${flag}: ${source === '-' ? 'stdin' : source} is not valid JSON: ${(error as Error).message}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new UsageError(`${flag}: expected one JSON object`);
  }
  const record = parsed as Record<string, unknown>;
  const inner = wrapper ? record[wrapper] : undefined;
  return inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Record<string, unknown>) : record;
}
