// Errors as the SDK declares them. The registry (src/wire/api/catalog-v3/errors.ts) names every code and rule the
// V3 sandbox raises, with its shape and the calls it is raised on; this test holds it to the SDK's typings
// (`<Fn>ApplicationErrors` codes, `<Fn>ValidationErrors` rule names, read by sdk-calls.ts) and holds the V3 sandbox's
// source to the registry: every code it raises is declared there or generic (GENERIC_ERRORS, GENERIC_RULE_TYPES).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GENERIC_ERRORS, GENERIC_RULE_TYPES, V3_ERRORS, type V3ErrorSpec } from '../../../src/wire/api/catalog-v3/errors.js';
import { coverageRows } from './report.js';

const rows = coverageRows();
const byId = new Map(rows.map((row) => [row.call.id, row]));
const catalogRows = rows.filter((row) => row.call.module.umbrella === '@wix/stores' || row.call.module.umbrella === '@wix/categories');
/** Every (code, spec), a code the registry gives two shapes (`elsewhere`) once in each. */
const entries = (Object.entries(V3_ERRORS) as Array<[string, V3ErrorSpec]>).flatMap(([code, spec]): Array<[string, V3ErrorSpec]> => [[code, spec], ...(spec.elsewhere ? [[code, spec.elsewhere] as [string, V3ErrorSpec]] : [])]);

const declares = (id: string, code: string, shape: V3ErrorSpec['shape']) => {
  const call = byId.get(id)?.call;
  return (shape === 'application' ? call?.applicationErrors : call?.validationRules)?.includes(code) ?? false;
};
const declaredAnywhere = (code: string) => catalogRows.some((row) => row.call.applicationErrors.includes(code) || row.call.validationRules.includes(code));

const SRC = fileURLToPath(new URL('../../../src/', import.meta.url));
/** The V3 sandbox: its domain and routes, and the stock-move rule and read policy V3 shares with V1. */
const V3_SOURCES = ['sandbox/domain/v3', 'sandbox/routes/v3', 'sandbox/domain/stock-move.ts', 'sandbox/domain/read-policy.ts'];

function sourceFiles(path: string): string[] {
  const full = join(SRC, path);
  if (full.endsWith('.ts')) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(relative(SRC, join(full, e.name))) : e.name.endsWith('.ts') ? [join(full, e.name)] : []));
}

const HELPER = 'sandbox/domain/v3/errors.ts';
const STRING = String.raw`(?:'(?:[^'\\]|\\.)*'|\x60(?:[^\x60\\]|\\.)*\x60)`;
/** Code arguments of `applicationError(status, message, code, …)` that are not literals, each with where its values are. */
const DYNAMIC_CODES: Record<string, string> = {
  'result.error.code': "a category item's error, whose codes are the `code: '…'` literals of domain/v3/categories.ts",
  NOT_IMPLEMENTED: "routes/v3/unserved.ts's constant, the generic NOT_IMPLEMENTED",
};

/** The value of `const <name> = 'CODE'` in the file, when the code argument is such a constant. */
const constantIn = (source: string, name: string): string | undefined => new RegExp(String.raw`\bconst ${name.replace(/\./g, '\\.')} = '([A-Z_]+)'`).exec(source)?.[1];

interface Raised {
  /** `shape`: how the site raises it; `registry` when the registry gives the shape (v3Error). */
  codes: Array<{ code: string; shape: V3ErrorSpec['shape'] | 'registry'; where: string }>;
  ruleTypes: Array<{ rule: string; where: string }>;
  unread: string[];
}

/** Every code, rule name and rule type the V3 sandbox's source raises. */
function raisedInSource(): Raised {
  const raised: Raised = { codes: [], ruleTypes: [], unread: [] };
  for (const file of V3_SOURCES.flatMap(sourceFiles)) {
    const where = relative(SRC, file);
    if (where === HELPER) continue; // the registry's own raiser takes its code from the registry
    const code = readFileSync(file, 'utf8');
    const note = (c: string, shape: Raised['codes'][number]['shape']) => raised.codes.push({ code: c, shape, where });
    for (const [, c] of code.matchAll(/\b(?:v3Error|invalid)\(\s*'([A-Z_]+)'/g)) note(c, 'registry');
    for (const [, c] of code.matchAll(/\bcode: '([A-Z_]+)'/g)) note(c, 'application');
    for (const [, rule] of code.matchAll(/\bviolatedRule: '([A-Z_]+)'/g)) raised.ruleTypes.push({ rule, where });
    const reads: Array<[RegExp, RegExp, (arg: string, literal?: string) => void]> = [
      [
        /\bapplicationError\(/g,
        new RegExp(String.raw`\bapplicationError\(\s*\d+,\s*${STRING},\s*('([A-Z_]+)'|[\w.]+)`, 'g'),
        (arg, literal = constantIn(code, arg)) => (literal ? note(literal, 'application') : arg in DYNAMIC_CODES || raised.unread.push(`${where}: applicationError(…, ${arg})`)),
      ],
      [/\bruleViolation\(/g, new RegExp(String.raw`\bruleViolation\(\s*(?:${STRING}|[\w.]+),\s*('([A-Z_]+)'|[\w.]+)`, 'g'), (arg, literal = constantIn(code, arg)) => (literal ? note(literal, 'rule') : raised.unread.push(`${where}: ruleViolation(…, ${arg})`))],
    ];
    for (const [all, readable, take] of reads) {
      const read = [...code.matchAll(readable)];
      for (const [, arg, literal] of read) take(arg, literal);
      const calls = [...code.matchAll(all)].length;
      if (read.length !== calls) raised.unread.push(`${where}: ${calls - read.length} ${all.source.slice(2, -2)}( call(s) not read`);
    }
    for (const [, args] of code.matchAll(/\binvalidField\(((?:[^()]|\((?:[^()]|\([^()]*\))*\))*)\)/g)) {
      const rule = /,\s*'([A-Z_]+)'\s*$/.exec(args)?.[1];
      if (rule) raised.ruleTypes.push({ rule, where });
    }
  }
  return raised;
}

/** `*_NOT_FOUND`: the generic not-found of an entity named by id (GENERIC_ERRORS). */
const isGeneric = (code: string) => code in GENERIC_ERRORS || /_NOT_FOUND$/.test(code);

describe('V3 errors as the SDK declares them', () => {
  it('each registry entry names calls of the SDK that the sandbox serves', () => {
    const problems = entries.flatMap(([code, spec]) =>
      spec.calls.filter((id) => !byId.get(id)?.served).map((id) => `${code}: ${id} is ${byId.has(id) ? 'not served' : 'no SDK function'}`),
    );
    expect(problems).toEqual([]);
  });

  it('each code has the name and shape its calls declare, or says why not', () => {
    const problems: string[] = [];
    for (const [code, spec] of entries) {
      const declaredBy = spec.calls.filter((id) => declares(id, code, spec.shape));
      const undeclaredOn = spec.calls.filter((id) => !declaredBy.includes(id));
      if (declaredBy.length === 0) {
        const sameShapeElsewhere = catalogRows.some((row) => declares(row.call.id, code, spec.shape));
        if (declaredAnywhere(code) && !sameShapeElsewhere) problems.push(`${code}: the SDK declares it in the other shape than ${spec.shape}`);
        else if (sameShapeElsewhere && (!spec.undeclared || spec.undeclared.startsWith('decided:'))) problems.push(`${code}: declared by other calls than ${spec.calls.join(', ')}; say why in \`undeclared\``);
        else if (!declaredAnywhere(code) && !spec.undeclared?.startsWith('decided:')) problems.push(`${code}: no SDK function declares it; a decision needs \`undeclared: 'decided: …'\``);
      } else if (undeclaredOn.length > 0 && !spec.undeclared) {
        problems.push(`${code}: not declared by ${undeclaredOn.join(', ')}; say why in \`undeclared\``);
      } else if (undeclaredOn.length === 0 && spec.undeclared) {
        problems.push(`${code}: every call declares it now; drop \`undeclared\``);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a decided code names nothing the SDK declares under another name for the same calls', () => {
    const decided = entries.filter(([, spec]) => spec.undeclared?.startsWith('decided:')).map(([code]) => code);
    expect(decided.filter(declaredAnywhere)).toEqual([]);
    // The decisions, listed (README "Differences from the platform" names them): a new one is a conscious change.
    expect(decided.sort()).toEqual([
      'BRAND_ALREADY_EXISTS', 'BRAND_NOT_FOUND', 'DUPLICATE_HANDLE_ERROR', 'INFO_SECTION_ALREADY_EXISTS', 'INVALID_APP_ID', 'MAX_WORK', 'PRODUCT_TYPE_IMMUTABLE', 'RIBBON_ALREADY_EXISTS', 'RIBBON_MISSING_ID', 'TOO_MANY_TAGS',
    ]);
  });

  it('the generic rule types are the SDK FieldViolation RuleType enum, less OTHER (a custom rule)', () => {
    const typings = readFileSync(join(dirname(createRequire(import.meta.url).resolve('@wix/auto_sdk_ecom_draft-orders/package.json')), 'build/es/index.typings.d.mts'), 'utf8');
    const literals = /type RuleTypeWithLiterals = RuleType \| ([^;]+);/.exec(typings)![1].split('|').map((s) => s.trim().replace(/'/g, ''));
    expect([...GENERIC_RULE_TYPES, 'OTHER'].sort()).toEqual(literals.sort());
  });

  it('the V3 sandbox raises no code outside the registry and the generic errors', () => {
    const raised = raisedInSource();
    expect(raised.unread, 'name the code as a literal or through v3Error').toEqual([]);
    expect(raised.codes.length).toBeGreaterThan(40);
    const registered = (code: string): V3ErrorSpec | undefined => (V3_ERRORS as Record<string, V3ErrorSpec>)[code];
    const unknown = raised.codes.filter(({ code }) => !registered(code) && !isGeneric(code)).map(({ code, where }) => `${code} (${where})`);
    expect(unknown, 'add it to src/wire/api/catalog-v3/errors.ts with its calls, under its declared name').toEqual([]);
    const misshapen = raised.codes
      .filter(({ code, shape }) => shape !== 'registry' && registered(code) && registered(code)!.shape !== shape && registered(code)!.elsewhere?.shape !== shape)
      .map(({ code, shape, where }) => `${code} raised as ${shape} (${where}), registered as ${registered(code)!.shape}`);
    expect(misshapen, 'raise it in its registered shape (v3Error does)').toEqual([]);
    const ruleTypes = raised.ruleTypes.filter(({ rule }) => !(GENERIC_RULE_TYPES as readonly string[]).includes(rule)).map(({ rule, where }) => `${rule} (${where})`);
    expect(ruleTypes, 'a custom rule goes through v3Error (violatedRule OTHER with its ruleName)').toEqual([]);
  });

  it('every registry code is raised somewhere in the V3 sandbox', () => {
    const source = V3_SOURCES.flatMap(sourceFiles).map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(entries.map(([code]) => code).filter((code) => !source.includes(`'${code}'`))).toEqual([]);
  });
});
