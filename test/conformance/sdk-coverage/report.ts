// The SDK coverage report: every function of the modules in sdk-modules.ts with its method and path, whether the
// sandbox routes it (served.ts), whether a conformance test calls it (exercised.ts), and whether not-served.ts
// declares it with a reason. `npm run sdk-coverage` prints it; coverage.test.ts fails on every row that is
// neither served and tested nor declared, and on declarations that are no longer true.
import { V3_ERRORS, errorSpecOn, type V3ErrorSpec } from '../../../src/wire/api/catalog-v3/errors.js';
import { DECLARED_ERROR_CASES } from '../declared-errors/cases.js';
import { assertedErrors, exercisedCalls } from './exercised.js';
import { NOT_SERVED } from './not-served.js';
import { notEmulated } from './not-emulated.js';
import { sdkCalls, type SdkCall } from './sdk-calls.js';
import { answered501Routes, isRouted, sandboxRoutes } from './served.js';

export interface CoverageRow {
  call: SdkCall;
  served: boolean;
  /** The sandbox answers it 501 Not Implemented naming the call (src/wire/api/catalog-v3/unserved.ts). */
  answers501: boolean;
  /** Conformance test files that call it. */
  testedBy: string[];
  /** The declared reason it is not served (not-served.ts), if any. */
  declared?: string;
}

export type RowStatus = 'ok' | 'declared' | 'missing';

export function rowStatus(row: CoverageRow): RowStatus {
  if (row.declared !== undefined) return 'declared';
  return row.served && row.testedBy.length > 0 ? 'ok' : 'missing';
}

export function coverageRows(): CoverageRow[] {
  const routes = sandboxRoutes();
  const notImplemented = answered501Routes();
  const calls = sdkCalls();
  const byCall = exercisedCalls(calls);
  return calls.map((call) => ({
    call,
    served: isRouted(call, routes),
    answers501: isRouted(call, notImplemented),
    testedBy: byCall.get(call.id) ?? [],
    declared: NOT_SERVED[call.id],
  }));
}

export interface CoverageTotals {
  listed: number;
  served: number;
  /** Served and called by a conformance test. */
  tested: number;
  /** Declared in not-served.ts and not routed by the sandbox. */
  declaredNotServed: number;
  /** Of those, answered 501 naming the call. */
  answered501: number;
  /** Declared in not-served.ts although routed: served, not yet tested. */
  declaredUntested: number;
  /** Neither served and tested nor declared: what coverage.test.ts fails on. */
  missing: number;
}

export function coverageTotals(rows: CoverageRow[]): CoverageTotals {
  const count = (keep: (row: CoverageRow) => boolean) => rows.filter(keep).length;
  return {
    listed: rows.length,
    served: count((r) => r.served),
    tested: count((r) => r.served && r.testedBy.length > 0),
    declaredNotServed: count((r) => r.declared !== undefined && !r.served),
    answered501: count((r) => r.answers501),
    declaredUntested: count((r) => r.declared !== undefined && r.served),
    missing: count((r) => rowStatus(r) === 'missing'),
  };
}

/** The one line the README carries (README.md "Platform coverage"); coverage.test.ts keeps the two in sync. */
export function totalsLine(totals: CoverageTotals): string {
  return (
    `${totals.listed} functions listed, ${totals.served} served, ${totals.tested} served and tested, ` +
    `${totals.declaredNotServed} declared not served (${totals.answered501} of them answered 501), ` +
    `${totals.declaredUntested} served but declared not yet tested`
  );
}

const mark = (yes: boolean) => (yes ? 'yes' : '-');

export function coverageTable(rows: CoverageRow[]): string {
  const header = ['function', 'method', 'path', 'served', 'tested', 'status / reason'];
  const lines = rows.map((row) => {
    const request = row.call.fallback ? `${row.call.method}|${row.call.fallback.method}` : row.call.method;
    const status = rowStatus(row);
    const reason = status === 'declared' ? `declared: ${row.declared}` : status;
    return [row.call.id, request, row.call.path, row.answers501 ? '501' : mark(row.served), mark(row.testedBy.length > 0), reason];
  });
  const widths = header.map((_, i) => Math.max(header[i].length, ...lines.map((l) => (i === 5 ? 0 : l[i].length))));
  const format = (cells: string[]) => cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]))).join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}

// Declared errors: every (function, code) pair the SDK declares for a served function — an application error code
// (`<Fn>ApplicationErrors`) or a validation rule name (`<Fn>ValidationErrors`) — whether the sandbox raises it
// (the registry src/wire/api/catalog-v3/errors.ts lists the call) and whether a test proves it: a declared-error case
// runs it (test/conformance/declared-errors/cases.ts, run by v3-declared-errors.test.ts), or a conformance test
// asserts it on a rejected call (exercised.ts assertedErrors).

export interface DeclaredErrorRow {
  call: SdkCall;
  code: string;
  shape: 'application' | 'rule';
  /** The sandbox raises it on this call: the registry says so, or a case proves it. */
  raised: boolean;
  /** A declared-error case runs it on this call, or a conformance test asserts it (`testedBy`). */
  tested: boolean;
  /** The evidence: `cases.ts`, or the test files that assert it. */
  testedBy: string[];
  /** Why its condition cannot arise in the sandbox (not-emulated.ts), when it cannot. */
  notEmulated?: string;
}

export function declaredErrorRows(rows: readonly CoverageRow[] = coverageRows()): DeclaredErrorRow[] {
  const cases = new Set(DECLARED_ERROR_CASES.flatMap((c) => c.calls.map((call) => `${call} ${c.code}`)));
  const asserted = assertedErrors(rows.map((row) => row.call));
  const registry = V3_ERRORS as Record<string, V3ErrorSpec>;
  return rows
    .filter((row) => row.served)
    .flatMap((row) => [
      ...row.call.applicationErrors.map((code) => ({ code, shape: 'application' as const })),
      ...row.call.validationRules.map((code) => ({ code, shape: 'rule' as const })),
    ].map(({ code, shape }) => {
      const key = `${row.call.id} ${code}`;
      const testedBy = [...(cases.has(key) ? ['declared-errors/cases.ts'] : []), ...(asserted.get(key) ?? [])];
      const tested = testedBy.length > 0;
      const raised = tested || errorSpecOn(registry[code], row.call.id) !== undefined;
      const why = notEmulated(row.call.id, code);
      return { call: row.call, code, shape, tested, testedBy, raised, ...(why ? { notEmulated: why } : {}) };
    }));
}

export interface DeclaredErrorTotals {
  declared: number;
  application: number;
  rules: number;
  tested: number;
  /** Raised by the sandbox (registry) but run by no case yet. */
  raisedUntested: number;
  notRaised: number;
  /** Not raised, and its condition cannot arise in the sandbox (not-emulated.ts). */
  notEmulated: number;
}

export function declaredErrorTotals(rows: readonly DeclaredErrorRow[]): DeclaredErrorTotals {
  const count = (keep: (row: DeclaredErrorRow) => boolean) => rows.filter(keep).length;
  return {
    declared: rows.length,
    application: count((r) => r.shape === 'application'),
    rules: count((r) => r.shape === 'rule'),
    tested: count((r) => r.tested),
    raisedUntested: count((r) => r.raised && !r.tested),
    notRaised: count((r) => !r.raised),
    notEmulated: count((r) => !r.raised && !!r.notEmulated),
  };
}

export function declaredErrorsLine(totals: DeclaredErrorTotals): string {
  return (
    `${totals.declared} declared errors on served functions (${totals.application} application error codes, ${totals.rules} validation rules): ` +
    `${totals.tested} tested, ${totals.raisedUntested} raised but not yet tested, ${totals.notRaised} not raised ` +
    `(${totals.notEmulated} cannot arise in the sandbox, ${totals.notRaised - totals.notEmulated} could and are missing)`
  );
}

export function declaredErrorsTable(rows: readonly DeclaredErrorRow[]): string {
  const header = ['function', 'code', 'kind', 'raised', 'tested by, or why it cannot arise'];
  const lines = rows.map((row) => [row.call.id, row.code, row.shape, mark(row.raised), row.testedBy.join(', ') || (!row.raised && row.notEmulated) || '-']);
  const widths = header.map((_, i) => Math.max(header[i].length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]))).join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}
