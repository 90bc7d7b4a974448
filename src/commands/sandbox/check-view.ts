// How `store sandbox check` reads to a person: one row per probe (probe, platform, sandbox, verdict), then what
// differs and why probes were skipped.
import type { CheckResult, ProbeRow } from '../../check/check-result.js';
import type { AnswerSummary } from '../../check/compare.js';
import type { Column } from '../../io/present.js';

function answerCell(summary: AnswerSummary): string {
  if (typeof summary.status !== 'number') return summary.status;
  const parts = [String(summary.status)];
  if (summary.errorCode) parts.push(summary.errorCode);
  parts.push(`${Object.keys(summary.shape ?? {}).length} paths`);
  if (summary.sort && !summary.sort.startsWith('not shown')) parts.push(summary.sort);
  return parts.join(' · ');
}

export const CHECK_COLUMNS: Column<ProbeRow>[] = [
  { header: 'probe', value: (row) => row.probe, whole: true },
  { header: 'platform', value: (row) => answerCell(row.platform), flex: true },
  { header: 'sandbox', value: (row) => answerCell(row.sandbox), flex: true },
  { header: 'verdict', value: (row) => (row.verdict === 'differs' ? `differs (${row.differences.length})` : row.verdict), whole: true },
];

/** The line above the table: what was compared with what, and how the store was called. */
export function checkHeading(result: CheckResult): string {
  const caller = result.auth === 'admin key' ? 'its admin key' : "a visitor's tokens (no admin key in the settings)";
  return `Store: Catalog ${result.catalog.toUpperCase()}, called with ${caller}; sandbox: ${result.sandbox} (Catalog ${result.catalog.toUpperCase()}).`;
}

/** What differs, probe by probe, and why a probe was skipped; then the counts. */
export function checkDetails(result: CheckResult): string {
  const lines: string[] = [];
  for (const row of result.probes) {
    if (row.verdict === 'differs') lines.push(`${row.probe}:`, ...row.differences.map((d) => `  - ${d}`));
    if (row.verdict === 'skipped') {
      const note = row.platform.note ?? row.sandbox.note;
      lines.push(`${row.probe}: skipped${note ? ` (${note})` : ''}`);
    }
  }
  const { match, differs, skipped } = result.counts;
  lines.push(`${match} match, ${differs} differ, ${skipped} skipped.`);
  return lines.join('\n');
}
