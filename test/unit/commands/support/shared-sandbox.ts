// One real sandbox for a whole test file, put back to a known catalog before every test with its request log
// emptied, so each test starts from the same store and counts only its own requests.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';

/** Registers the file's (or the describe block's) hooks; the returned sandbox is filled in before the first test runs. */
export function sharedSandbox(options: { demo?: boolean; catalog: 'v1' | 'v3' }): TestSandbox {
  const { demo = true, catalog } = options;
  const sandbox = {} as TestSandbox;
  beforeAll(async () => {
    Object.assign(sandbox, await startTestSandbox({ catalog }));
  });
  afterAll(() => sandbox.close());
  beforeEach(() => {
    sandbox.sandbox.reset({ demo });
    sandbox.requests.length = 0;
  });
  return sandbox;
}
