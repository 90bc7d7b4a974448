// The parameters of an SDK function's request, read from its typings (`interface <Fn>Request { name?: Type; … }` in
// the module's build/es/*.d.mts): which of a GET call's parameters hold several values or an object, the ones the
// SDK's query string spells as repeated keys (`fields=A&fields=B`), dotted keys (`treeReference.appNamespace=…`)
// or, for a query or search, one base64url JSON `.r` (@wix/sdk-runtime rest-modules toURLSearchParams).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { SdkCall } from './sdk-calls.js';

export interface RequestParam {
  name: string;
  type: string;
}

const require = createRequire(import.meta.url);
const typings = new Map<string, string>();

function typingsOf(pkg: string): string {
  let text = typings.get(pkg);
  if (text === undefined) {
    const dir = join(dirname(require.resolve(`@wix/${pkg}/package.json`)), 'build', 'es');
    text = readdirSync(dir).filter((f) => f.endsWith('.d.mts')).map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    typings.set(pkg, text);
  }
  return text;
}

/** The request's top-level parameters, as its typings declare them (empty when it declares none). */
export function requestParams(call: SdkCall): RequestParam[] {
  const type = `${call.name[0].toUpperCase()}${call.name.slice(1)}Request`;
  const body = new RegExp(String.raw`^interface ${type}(?: extends [^{]+)? \{\n([\s\S]*?)^\}`, 'm').exec(typingsOf(call.module.pkg))?.[1] ?? '';
  return [...body.matchAll(/^ {4}(\w+)\??: ([^;]+);/gm)].map(([, name, t]) => ({ name, type: t }));
}

/** A parameter that holds several values (an array) or an object (an interface or a record). */
export const isMultiValued = (param: RequestParam): boolean => /\[\]$/.test(param.type) || /^(Record<|[A-Z])/.test(param.type);
