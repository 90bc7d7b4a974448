// Input files (and JSON flags) nested deeper than MAX_JSON_DEPTH (wire/json-depth.ts) are a usage error naming the
// file and the limit, exit 2, before any recursive reader (a schema check, JSON.stringify, the YAML composer) runs out
// of stack on them.
import { jsonTextTooDeep, tooDeepText, valueTooDeep } from '../wire/json-depth.js';
import { UsageError } from './cli-errors.js';

const tooDeep = (what: string) => new UsageError(`${tooDeepText(what)}`, { hint: 'No product, filter or fixture nests like this: check the file.' });

/** Throws before `JSON.parse(text)` when the text nests too deep. `what` names it: "deep.json", "--filter". */
export function refuseDeepJsonText(text: string, what: string): void {
  if (jsonTextTooDeep(text)) throw tooDeep(what);
}

/** After a YAML parse (whose own stack runs out near 1,000 levels: `parseError` is its error, if any). */
export function refuseDeepValue(value: unknown, what: string, parseError?: unknown): void {
  if (parseError !== undefined && /Maximum call stack size exceeded/.test(String((parseError as Error).message ?? parseError))) throw tooDeep(what);
  if (parseError === undefined && valueTooDeep(value)) throw tooDeep(what);
}
