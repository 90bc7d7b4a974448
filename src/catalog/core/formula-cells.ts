// CSV cells a spreadsheet would run as a formula when the file is opened (`=HYPERLINK(…)`, `+cmd|…`, `@SUM(…)`):
// export writes them with a leading `'` (the spreadsheet convention for "this is text"), and import removes exactly
// that one `'` again, so an export re-imports to the same catalog (docs/product.md §4). Decisions:
//   - formula-like: the cell starts with `=`, `+`, `@`, a tab or a CR, or with `-` unless the whole cell is a plain
//     number (`-5`, `-2.50`, `-1e3`): `-2+3` or `-cmd` would be computed;
//   - a cell whose leading `'`s are followed by something formula-like gets one more `'`, so a value that really
//     starts with `'=` survives the round trip too (`'=x` → `''=x` → `'=x`).
const FORMULA_START = /^[=+@\t\r]/;
const PLAIN_NEGATIVE_NUMBER = /^-(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

const isFormulaLike = (text: string) => FORMULA_START.test(text) || (text.startsWith('-') && !PLAIN_NEGATIVE_NUMBER.test(text));

/** Whether the cell is written with a leading `'`: what follows its own leading quotes is formula-like. */
const needsQuote = (cell: string) => isFormulaLike(cell.replace(/^'+/, ''));

/** The cell as export writes it. */
export const escapeFormulaCell = (cell: string): string => (needsQuote(cell) ? `'${cell}` : cell);

/** The cell as import reads it: the one `'` export added is removed. */
export const unescapeFormulaCell = (cell: string): string => (cell.startsWith("'") && needsQuote(cell.slice(1)) ? cell.slice(1) : cell);
