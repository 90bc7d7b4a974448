// Which SDK functions the conformance tests call, by a static scan of test/conformance/**/*.test.ts (comments
// removed). A function counts as exercised when a test file that imports its module from the official SDK
// (`import { brandsV3 } from '@wix/stores'`, `import * as categories from '@wix/auto_sdk_categories_categories'`)
// calls it through that module: `brandsV3.createBrand(` (also as `sdk.brandsV3.createBrand(`). Calls the SDK makes
// on a test's behalf count too: a file that imports `OAuthStrategy` from '@wix/sdk' and calls one of its methods
// (`auth.login(`) exercises the module functions that method calls in the SDK's own code
// (@wix/sdk build/auth/oauth2/OAuthStrategy.js, followed through the strategy's other local methods).
// A documented REST example the REST-reference suite replays (test/conformance/rest-reference/examples.ts) counts
// for the call whose method and path pattern it requests (the cart-by-id calls are tested that way).
// A static scan needs no test run, so `npm run sdk-coverage` answers on its own and the coverage test does not depend
// on the order vitest runs files in; its limit is that a call built dynamically (a loop over a module's functions)
// is not seen — such calls belong to declared entries (the 501 test), not to served ones.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { canonicalPath, param, Router } from '../../../src/sandbox/router.js';
import { loadExamples, type Example } from '../rest-reference/examples.js';
import type { SdkCall } from './sdk-calls.js';
import type { SdkModule } from './sdk-modules.js';

const require = createRequire(import.meta.url);
const CONFORMANCE_DIR = fileURLToPath(new URL('..', import.meta.url));

const stripComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Local name → SDK module, for every SDK module the file imports. */
function importedModules(code: string, modules: readonly SdkModule[]): Map<string, SdkModule> {
  const found = new Map<string, SdkModule>();
  for (const [, names, from] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(@wix\/[\w-]+)'/g)) {
    for (const part of names.split(',')) {
      const [imported, local = imported] = part.trim().split(/\s+as\s+/).map((s) => s.trim());
      const module = modules.find((m) => m.umbrella === from && m.alias === imported);
      if (module) found.set(local, module);
    }
  }
  for (const [, local, from] of code.matchAll(/import\s*\*\s*as\s*(\w+)\s*from\s*'@wix\/([\w-]+)'/g)) {
    const module = modules.find((m) => m.pkg === from);
    if (module) found.set(local, module);
  }
  return found;
}

const OAUTH_LOCAL_METHOD = /^ {4}const (\w+) = (?:async )?(?:\(|\w+ =>)/;

/** OAuthStrategy method → the `<alias>.<function>` ids it calls, directly or through its other methods. */
function oauthStrategyCalls(): Map<string, Set<string>> {
  const file = join(dirname(require.resolve('@wix/sdk/package.json')), 'build', 'auth', 'oauth2', 'OAuthStrategy.js');
  const bodies = new Map<string, string>();
  let current: string | undefined;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const method = OAUTH_LOCAL_METHOD.exec(line);
    if (method) current = method[1];
    if (current) bodies.set(current, `${bodies.get(current) ?? ''}\n${line}`);
  }
  const direct = (body: string) => new Set([...body.matchAll(/\.(\w+)\.(\w+)\(/g)].map(([, alias, fn]) => `${alias}.${fn}`));
  const calls = new Map<string, Set<string>>();
  const visit = (name: string, seen: Set<string>): Set<string> => {
    const body = bodies.get(name) ?? '';
    const ids = direct(body);
    for (const other of bodies.keys()) {
      if (other !== name && !seen.has(other) && new RegExp(`\\b${other}\\(`).test(body)) {
        for (const id of visit(other, new Set([...seen, other]))) ids.add(id);
      }
    }
    return ids;
  };
  for (const name of bodies.keys()) calls.set(name, visit(name, new Set([name])));
  return calls;
}

/** The replayed REST examples that request the call (its method, its path pattern with `{field}` as a parameter). */
function replayedExamples(call: SdkCall, examples: Example[]): string[] {
  const pattern = call.path.replace(/\{[^}]+\}/g, (_, i: number) => param(`p${i}`));
  const router = new Router().add(call.method, pattern, () => undefined);
  return examples
    .filter((example) => {
      try {
        router.match(example.request.method, canonicalPath(example.request.path.split('?')[0]));
        return true;
      } catch {
        return false;
      }
    })
    .map((example) => `rest-reference: ${example.name}`);
}

/** `<alias>.<function>` → the evidence that a conformance test calls it (test files, replayed examples). */
export function exercisedCalls(calls: readonly SdkCall[], dir = CONFORMANCE_DIR): Map<string, string[]> {
  const modules = [...new Set(calls.map((call) => call.module))];
  const byCall = new Map<string, string[]>();
  const note = (id: string, evidence: string) => {
    const known = byCall.get(id) ?? [];
    if (!known.includes(evidence)) byCall.set(id, [...known, evidence]);
  };
  let strategy: Map<string, Set<string>> | undefined;
  for (const path of testFiles(dir)) {
    const code = stripComments(readFileSync(path, 'utf8'));
    const file = relative(dir, path);
    for (const [local, module] of importedModules(code, modules)) {
      // `m.fn(`, `m.fn<T>(`, and a cast's `(m.fn as any)(`.
      const call = new RegExp(`\\b${local}\\.(\\w+)\\s*(?:<[^>()]*>)?(?:\\s+as\\s+[\\w<>[\\], ]+\\))?\\s*\\(`, 'g');
      for (const [, fn] of code.matchAll(call)) note(`${module.alias}.${fn}`, file);
    }
    if (/import\s*\{[^}]*\bOAuthStrategy\b[^}]*\}\s*from\s*'@wix\/sdk'/.test(code)) {
      strategy ??= oauthStrategyCalls();
      for (const [method, ids] of strategy) {
        if (new RegExp(`\\.${method}\\(`).test(code)) for (const id of ids) note(id, file);
      }
    }
  }
  const examples = loadExamples();
  for (const call of calls) for (const example of replayedExamples(call, examples)) note(call.id, example);
  return byCall;
}

/**
 * `<alias>.<function> <CODE>` → the conformance test files that assert the code on that call: a statement that calls
 * the function through its SDK module (`sdk.categories.moveCategory(…)`) and expects it to reject
 * (`.rejects.toMatchObject(…)`, or `refusal(…)`, v3-inventory-items.test.ts's helper answering a rejection's code)
 * with a literal the call declares (`appCode('TREE_CYCLE_DETECTED')`,
 * `{ applicationError: { code: 'DUPLICATE_SLUG_ERROR' } }`). The declared-error cases
 * (test/conformance/declared-errors/cases.ts) are counted apart.
 */
export function assertedErrors(calls: readonly SdkCall[], dir = CONFORMANCE_DIR): Map<string, string[]> {
  const byAlias = new Map<string, SdkCall>(calls.map((call) => [`${call.module.alias}.${call.name}`, call]));
  const found = new Map<string, string[]>();
  for (const path of testFiles(dir)) {
    const file = relative(dir, path);
    for (const statement of stripComments(readFileSync(path, 'utf8')).split(/;\s*\n/)) {
      if (!/\.rejects\.|\brefusal\(/.test(statement)) continue;
      const called = [...statement.matchAll(/\b(\w+)\.(\w+)\s*\(/g)].map(([, alias, fn]) => byAlias.get(`${alias}.${fn}`)).find(Boolean);
      if (!called) continue;
      const declared = new Set([...called.applicationErrors, ...called.validationRules]);
      for (const [, code] of statement.matchAll(/'([A-Z][A-Z_]+)'/g)) {
        if (!declared.has(code)) continue;
        const key = `${called.id} ${code}`;
        found.set(key, [...new Set([...(found.get(key) ?? []), file])]);
      }
    }
  }
  return found;
}
