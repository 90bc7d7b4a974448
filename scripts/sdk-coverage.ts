// `npm run sdk-coverage`: every function of the official SDK modules the sandbox emulates, with its method and path,
// whether the sandbox serves it, whether a conformance test calls it, or why not (test/conformance/sdk-coverage/).
// `-- --todo` prints only the rows that are not served and tested. Exit 1 when a row is neither served and tested
// nor declared (the same rule as test/conformance/sdk-coverage/coverage.test.ts).
// `-- --errors` prints instead every error code and validation rule the SDK declares for a served function, whether
// the sandbox raises it and whether a declared-error case tests it (test/conformance/declared-errors/cases.ts);
// with `--todo`, only the untested ones. The last lines give both totals either way.
import {
  coverageRows,
  coverageTable,
  coverageTotals,
  declaredErrorRows,
  declaredErrorsLine,
  declaredErrorsTable,
  declaredErrorTotals,
  rowStatus,
  totalsLine,
} from '../test/conformance/sdk-coverage/report.js';

const todo = process.argv.includes('--todo');
const rows = coverageRows();
const errors = declaredErrorRows(rows);
if (process.argv.includes('--errors')) console.log(declaredErrorsTable(todo ? errors.filter((row) => !row.tested) : errors));
else console.log(coverageTable(todo ? rows.filter((row) => rowStatus(row) !== 'ok') : rows));
const totals = coverageTotals(rows);
console.log(`\n${totalsLine(totals)}`);
console.log(declaredErrorsLine(declaredErrorTotals(errors)));
if (totals.missing > 0) {
  console.log(`${totals.missing} neither served and tested nor declared in test/conformance/sdk-coverage/not-served.ts`);
  process.exitCode = 1;
}
