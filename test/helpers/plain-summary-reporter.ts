// Ends a run with one plain line, `N passed, N failed, N skipped`, free of colour codes, so log readers (and CI)
// that look for a closing count find one whatever the default reporter's styling.
import type { Reporter, TestModule } from 'vitest/node';

export default class PlainSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) counts.failed++;
    }
    process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
