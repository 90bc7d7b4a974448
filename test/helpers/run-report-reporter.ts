// Writes what a run did to the JSON file named by SUITE_REPORT_FILE: counts, each failure's file and name, and each
// file's cost (import, setup and tests, in ms). scripts/suite-under-load.mjs reads it to report a run under load; with
// `--maxWorkers=1` on a folder it measures per-file durations (where the suite's time goes).
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface RunReport {
  counts: { passed: number; failed: number; skipped: number };
  failures: Array<{ file: string; name: string; message: string }>;
  files: Array<{ file: string; state: string; tests: number; ms: number; collectMs: number; testsMs: number }>;
}

const firstLine = (text: string | undefined) => (text ?? '').split('\n').find((line) => line.trim() !== '')?.trim() ?? '';

export default class RunReportReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const target = process.env.SUITE_REPORT_FILE;
    if (!target) return;
    const report: RunReport = { counts: { passed: 0, failed: 0, skipped: 0 }, failures: [], files: [] };
    for (const module of testModules) {
      const file = relative(process.cwd(), module.moduleId);
      const tests = [...module.children.allTests()];
      for (const test of tests) {
        const result = test.result();
        if (result.state === 'passed') report.counts.passed++;
        else if (result.state === 'failed') {
          report.counts.failed++;
          report.failures.push({ file, name: test.fullName, message: firstLine(result.errors?.[0]?.message) });
        } else report.counts.skipped++;
      }
      // A file that failed outside its tests (an import error, a hook, a crashed worker) is a failure of its own.
      if (module.state() === 'failed' && !tests.some((test) => test.result().state === 'failed')) {
        report.counts.failed++;
        report.failures.push({ file, name: '(the file itself)', message: firstLine(module.errors()[0]?.message) });
      }
      const d = module.diagnostic();
      const collectMs = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration;
      report.files.push({ file, state: module.state(), tests: tests.length, ms: Math.round(collectMs + d.duration), collectMs: Math.round(collectMs), testsMs: Math.round(d.duration) });
    }
    writeFileSync(target, JSON.stringify(report, null, 1));
  }
}
