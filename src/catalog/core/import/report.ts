// `--report FILE`: one JSON line per row or product with its outcome, written as results arrive.
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { UsageError, errorToJson } from '../../../io/cli-errors.js';
import type { MembershipFailure } from './membership.js';
import { reportedInvalidCell, type InvalidCell } from './plan.js';
import type { ProductResult } from './product-result.js';
import { fileProblem } from '../../../io/file-errors.js';

export type ReportLine = Record<string, unknown>;

export function productLine(result: ProductResult): ReportLine {
  const { plan } = result;
  return {
    row: plan.row,
    ...(plan.rows.length > 1 ? { rows: plan.rows } : {}),
    ...(plan.slug !== undefined ? { slug: plan.slug } : {}),
    ...(result.id !== undefined ? { id: result.id } : {}),
    outcome: result.outcome,
    ...(result.changes.length > 0 ? { changes: result.changes } : {}),
    ...(result.note ? { note: result.note } : {}),
    ...(result.error !== undefined ? { error: errorToJson(result.error).error } : {}),
  };
}

export function invalidLines(cells: readonly InvalidCell[]): ReportLine[] {
  const byRow = new Map<number, InvalidCell[]>();
  for (const cell of cells) byRow.set(cell.row, [...(byRow.get(cell.row) ?? []), cell]);
  return [...byRow].map(([row, problems]) => ({
    row,
    outcome: 'invalid',
    errors: problems.map(reportedInvalidCell),
  }));
}

export function membershipLine(failure: MembershipFailure): ReportLine {
  return { outcome: 'failed', collection: failure.collection, action: failure.action, rows: failure.rows, error: errorToJson(failure.error).error };
}

export class ReportWriter {
  private constructor(private readonly stream: WriteStream | undefined) {}

  /** No file: every write is a no-op. */
  static async open(file: string | undefined): Promise<ReportWriter> {
    if (file === undefined) return new ReportWriter(undefined);
    const stream = createWriteStream(file, { flags: 'w' });
    try {
      await once(stream, 'open');
    } catch (error) {
      throw new UsageError(`--report: ${fileProblem(error, file, 'write')}`);
    }
    return new ReportWriter(stream);
  }

  async write(line: ReportLine): Promise<void> {
    if (this.stream && !this.stream.write(`${JSON.stringify(line)}\n`)) await once(this.stream, 'drain');
  }

  async close(): Promise<void> {
    if (!this.stream) return;
    this.stream.end();
    await once(this.stream, 'finish');
  }
}
