// Every function of an official SDK module, read from its built code: the generated http code
// (`build/es/index.mjs`) holds, per call, one request builder `function <name>(payload) { function __<name>({ host })
// { const metadata = { method, methodFqn, url: resolve…Url({ protoPath, … }), fallback?: [{ method, url }] } } }`,
// and the typings (`build/es/*.d.mts`) declare `<Fn>ApplicationErrors` (`code`) and `<Fn>ValidationErrors`
// (`ruleName`). The path is the one the SDK sends to www.wixapis.com, resolved by the SDK runtime's own
// `resolveUrl` with each `{field}` placeholder kept.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { resolveUrl } from '@wix/sdk-runtime/rest-modules';
import { SDK_MODULES, type SdkModule } from './sdk-modules.js';

export interface SdkCall {
  module: SdkModule;
  /** The public function a user calls (`brandsV3.createBrand`). */
  name: string;
  /** `<alias>.<name>`: how the report and the declared list name it. */
  id: string;
  methodFqn: string;
  method: string;
  /** The www.wixapis.com path with the SDK's placeholders (`/stores/v3/brands/{brandId}`). */
  path: string;
  /** The POST a GET query falls back to when its query string is too long. */
  fallback?: { method: string; path: string };
  /** Declared `details.applicationError.code`s. */
  applicationErrors: string[];
  /** Declared `details.validationError.fieldViolations[].ruleName`s. */
  validationRules: string[];
}

const PLATFORM_HOST = 'www.wixapis.com';
const require = createRequire(import.meta.url);

/** The build/es folder of a generated SDK package (resolved from its package.json, as node would). */
function buildDir(pkg: string): string {
  return join(dirname(require.resolve(`@wix/${pkg}/package.json`)), 'build', 'es');
}

type Resolver = (opts: { protoPath: string; data: object; host: string }) => string;

/** The module's `resolve…Url(opts)` functions, each a table of the platform's path prefixes over `resolveUrl`. */
function resolvers(code: string): Map<string, Resolver> {
  const found = new Map<string, Resolver>();
  for (const [, name, body] of code.matchAll(/^function (resolve\w+Url)\(opts\) \{([\s\S]*?)\n\}/gm)) {
    // The body is generated data (`const domainToMappings = {…}; return resolveUrl(…)`), evaluated as the SDK does.
    found.set(name, new Function('resolveUrl', `return function (opts) {${body}\n}`)(resolveUrl) as Resolver);
  }
  return found;
}

/** `/v3/brands/{brandId}` → the www path, placeholders kept (the runtime would fill them from the payload). */
function wwwPath(resolve: Resolver, protoPath: string): string {
  const fields: string[] = [];
  const masked = protoPath.replace(/\{[^}]+\}/g, (field) => `__field${fields.push(field) - 1}__`);
  return resolve({ protoPath: masked, data: {}, host: PLATFORM_HOST }).replace(/__field(\d+)__/g, (_, i: string) => fields[Number(i)]);
}

const URL_CALL = /url: (\w+)\(\s*\{\s*protoPath: "([^"]+)"/;

/** The names the module exports (`createBrand4 as createBrand` → createBrand). */
function exportedNames(code: string): Set<string> {
  const block = code.slice(code.lastIndexOf('\nexport {'));
  return new Set([...block.matchAll(/^\s+(?:\w+ as )?(\w+),?$/gm)].map((m) => m[1]));
}

/** The bundler suffixes a local copy with digits (`getBrand2`); the public name is the exported one it starts with. */
function publicName(local: string, exported: Set<string>): string {
  for (let name = local; name; name = name.replace(/\d$/, '')) {
    if (exported.has(name)) return name;
    if (!/\d$/.test(name)) break;
  }
  return local;
}

/** Builder name → public function names: each public function's body calls `const reqOpts = <builder>(payload)`. */
function publicNames(code: string): Map<string, string[]> {
  const exported = exportedNames(code);
  const names = new Map<string, string[]>();
  let current: string | undefined;
  for (const line of code.split('\n')) {
    const fn = /^(?:async )?function (\w+)\(/.exec(line);
    if (fn) current = fn[1];
    const call = /^\s+const reqOpts = (\w+)\(/.exec(line);
    if (call && current) {
      const name = publicName(current, exported);
      names.set(call[1], [...(names.get(call[1]) ?? []), name]);
    }
  }
  return names;
}

/** `<Fn>ApplicationErrors` / `<Fn>ValidationErrors` of the typings: type name → the declared codes or rule names. */
function declaredErrors(dir: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.d.mts'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const [, typeName, body] of text.matchAll(/^type (\w+(?:ApplicationErrors|ValidationErrors)) = ([\s\S]*?)^\};$/gm)) {
      const names = [...body.matchAll(/(?:code|ruleName)\?: '([^']+)'/g)].map((m) => m[1]);
      found.set(typeName, [...new Set([...(found.get(typeName) ?? []), ...names])]);
    }
  }
  return found;
}

const pascal = (name: string) => name[0].toUpperCase() + name.slice(1);

export function moduleCalls(module: SdkModule): SdkCall[] {
  const dir = buildDir(module.pkg);
  const code = readFileSync(join(dir, 'index.mjs'), 'utf8');
  const resolve = resolvers(code);
  const names = publicNames(code);
  const errors = declaredErrors(dir);
  const calls: SdkCall[] = [];
  const builder = /^function (\w+)\(payload\) \{\n {2}function __\1\(\{ host \}\) \{([\s\S]*?)\n {2}return __\1;\n\}/gm;
  for (const [, builderName, body] of code.matchAll(builder)) {
    const method = /method: "(\w+)"/.exec(body)?.[1];
    const methodFqn = /methodFqn: "([^"]+)"/.exec(body)?.[1];
    const url = URL_CALL.exec(body);
    const resolver = url && resolve.get(url[1]);
    if (!method || !methodFqn || !url || !resolver) throw new Error(`${module.pkg}: cannot read the request of ${builderName}`);
    const fallbackAt = body.indexOf('fallback: [');
    const fallbackMethod = fallbackAt >= 0 ? /method: "(\w+)"/.exec(body.slice(fallbackAt))?.[1] : undefined;
    const fallbackUrl = fallbackAt >= 0 ? URL_CALL.exec(body.slice(fallbackAt)) : null;
    const candidates = names.get(builderName) ?? [];
    const name = candidates.includes(builderName) ? builderName : (candidates[0] ?? builderName);
    calls.push({
      module,
      name,
      id: `${module.alias}.${name}`,
      methodFqn,
      method,
      path: wwwPath(resolver, url[2]),
      fallback: fallbackMethod && fallbackUrl ? { method: fallbackMethod, path: wwwPath(resolve.get(fallbackUrl[1])!, fallbackUrl[2]) } : undefined,
      applicationErrors: errors.get(`${pascal(name)}ApplicationErrors`) ?? [],
      validationRules: errors.get(`${pascal(name)}ValidationErrors`) ?? [],
    });
  }
  const builders = code.match(/^function \w+\(payload\) \{$/gm)?.length ?? 0;
  if (builders !== calls.length) throw new Error(`${module.pkg}: read ${calls.length} of ${builders} request builders`);
  return calls;
}

/** Every function of every module the report covers, in module order. */
export function sdkCalls(modules: readonly SdkModule[] = SDK_MODULES): SdkCall[] {
  return modules.flatMap(moduleCalls);
}
