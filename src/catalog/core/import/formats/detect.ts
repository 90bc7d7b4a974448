// Which layout a CSV header is: the tool's own, or one of the foreign formats (registry.ts). Each layout is told by
// its marks — the columns only it has — so columns several layouts share (`name`, `Type`, `sku`) decide nothing; a
// header with the marks of two layouts is refused, naming the columns of each. A header with no marks at all is
// read as the own CSV (whose checks then name what is wrong with it). `--format` names the layout outright.
import { UsageError } from '../../../../io/cli-errors.js';
import { CSV_HEADER, OPTIONAL_ID_COLUMN } from '../csv-columns.js';
import type { ForeignFormat } from './format.js';
import { foreignFormats } from './registry.js';

export type CsvLayout = { name: 'store'; format?: undefined } | { name: string; format: ForeignFormat };

const STORE_TITLE = 'the store CSV';
const OWN_COLUMNS: readonly string[] = [...CSV_HEADER, OPTIONAL_ID_COLUMN];

interface Candidate {
  layout: CsvLayout;
  title: string;
  columns: ReadonlySet<string>;
}

function candidates(formats: readonly ForeignFormat[]): Candidate[] {
  return [
    { layout: { name: 'store' }, title: STORE_TITLE, columns: new Set(OWN_COLUMNS) },
    ...formats.map((format) => ({ layout: { name: format.name, format }, title: format.title, columns: new Set(format.columns) })),
  ];
}

/** The header's columns that only this candidate knows. */
function marksOf(header: readonly string[], candidate: Candidate, all: readonly Candidate[]): string[] {
  return header.filter((column) => candidate.columns.has(column) && all.every((other) => other === candidate || !other.columns.has(column)));
}

const quoted = (columns: readonly string[]) => columns.map((c) => `"${c}"`).join(', ');

/** Whether any layout knows the column (the delimiter check counts these). */
export function isAnyLayoutColumn(column: string, formats: readonly ForeignFormat[] = foreignFormats()): boolean {
  return candidates(formats).some((candidate) => candidate.columns.has(column));
}

export function detectLayout(header: readonly string[], requested: string | undefined, label: string, formats: readonly ForeignFormat[] = foreignFormats()): CsvLayout {
  const all = candidates(formats);
  if (requested !== undefined) {
    const named = all.find((candidate) => candidate.layout.name === requested);
    if (!named) throw new UsageError(`--format ${requested}: no such CSV layout`, { hint: `Expected one of ${all.map((c) => c.layout.name).join(', ')}.` });
    return named.layout;
  }
  const marked = all.map((candidate) => ({ candidate, marks: marksOf(header, candidate, all) })).filter(({ marks }) => marks.length > 0);
  if (marked.length > 1) {
    const parts = marked.map(({ candidate, marks }) => `${candidate.title}'s ${quoted(marks)}`);
    throw new UsageError(`${label}: the header mixes formats: ${parts.join(' and ')}`, {
      hint: `A file is in one format: remove the other format's columns, or pass --format ${marked.map(({ candidate }) => candidate.layout.name).join('|')} to read it as that one (the rest is then not carried or refused as unknown). Nothing was sent.`,
    });
  }
  return marked[0]?.candidate.layout ?? { name: 'store' };
}
