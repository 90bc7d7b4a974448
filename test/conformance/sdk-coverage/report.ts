// The SDK coverage report: every function of the modules in sdk-modules.ts with its method and path, whether the
// sandbox routes it (served.ts), whether a conformance test calls it (exercised.ts), and whether not-served.ts
// declares it with a reason. `npm run sdk-coverage` prints it; coverage.test.ts fails on every row that is
// neither served and tested nor declared, and on declarations that are no longer true.
import { exercisedCalls } from './exercised.js';
import { NOT_SERVED } from './not-served.js';
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
