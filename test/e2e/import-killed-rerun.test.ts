// The built binary against `store sandbox serve`: an import killed mid-run (SIGKILL) then run again without --resume:
// the exact catalog, nothing duplicated, on a V1 and a V3 store (test/helpers/killed-import.ts). With --resume:
// import-killed.test.ts.
import { describeKilledImportRunAgain } from '../helpers/killed-import.js';

describeKilledImportRunAgain(false);
