// What every `delete` verb does: refuse early without --yes off a terminal, resolve every name first (an unknown
// one aborts before anything is deleted), ask once, delete one by one, and report the ones that failed.
import { PartialFailureError } from '../../client/errors.js';
import type { Context } from '../../context.js';
import { printEntity, printMessage } from '../../io/present.js';
import { refuseUnlessAnswerable } from './ask-first.js';

export interface DeleteTarget {
  id: string;
  name: string;
}

export async function deleteMany<T extends DeleteTarget>(
  ctx: Context,
  options: {
    keys: string[];
    /** Singular and plural, for the question and the report. */
    noun: [string, string];
    resolve(key: string): Promise<T>;
    remove(id: string): Promise<void>;
    describe(target: T): string;
  },
): Promise<void> {
  const mustAsk = !ctx.globals.yes;
  refuseUnlessAnswerable(ctx);
  const targets: T[] = [];
  for (const key of new Set(options.keys)) targets.push(await options.resolve(key));
  const [one, many] = options.noun;
  const question = `Delete ${targets.length === 1 ? one : `${targets.length} ${many}`} ${targets.map(options.describe).join(', ')}?`;
  if (mustAsk && !(await ctx.confirm(question, { flag: '--yes' }))) {
    await printMessage(ctx.output(), 'Nothing deleted.');
    return;
  }
  const deleted: T[] = [];
  const failures: Array<{ id: string; error: string }> = [];
  for (const target of targets) {
    try {
      await options.remove(target.id);
      deleted.push(target);
    } catch (error) {
      failures.push({ id: target.id, error: (error as Error).message });
    }
  }
  const out = ctx.output();
  if (out.format === 'table') for (const target of deleted) await printMessage(out, `Deleted ${target.name} (${target.id})`);
  else await printEntity(out, { deleted: deleted.map((target) => target.id) });
  if (failures.length > 0) {
    throw new PartialFailureError(`${failures.length} of ${targets.length} ${many} could not be deleted`, failures);
  }
}
