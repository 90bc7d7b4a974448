// The built binary against `store sandbox serve`: an import killed mid-run (SIGKILL) then run again with --resume: the
// exact catalog, nothing duplicated, on a V1 and a V3 store (test/helpers/killed-import.ts). Without --resume:
// import-killed-rerun.test.ts; the --json summaries: import.test.ts. Apart, the files run side by side.
import { describeKilledImportRunAgain } from '../helpers/killed-import.js';

describeKilledImportRunAgain(true);
