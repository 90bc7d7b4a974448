// `npm run sdk-coverage`: every function of the official SDK modules the sandbox emulates, with its method and path,
// whether the sandbox serves it, whether a conformance test calls it, or why not (test/conformance/sdk-coverage/).
// `-- --todo` prints only the rows that are not served and tested. Exit 1 when a row is neither served and tested
// nor declared (the same rule as test/conformance/sdk-coverage/coverage.test.ts).
import { coverageRows, coverageTable, coverageTotals, rowStatus, totalsLine } from '../test/conformance/sdk-coverage/report.js';

const rows = coverageRows();
const shown = process.argv.includes('--todo') ? rows.filter((row) => rowStatus(row) !== 'ok') : rows;
const totals = coverageTotals(rows);
console.log(coverageTable(shown));
console.log(`\n${totalsLine(totals)}`);
if (totals.missing > 0) {
  console.log(`${totals.missing} neither served and tested nor declared in test/conformance/sdk-coverage/not-served.ts`);
  process.exitCode = 1;
}
