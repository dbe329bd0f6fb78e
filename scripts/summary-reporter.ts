import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one plain closing line, "vitest: N passed, N failed" (", N skipped" when any), which CI
 * reads to know how many tests ran; vitest's own summary is not in a form it reads.
 */
export class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
    }
    const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
    process.stdout.write(`\nvitest: ${counts.passed} passed, ${counts.failed} failed${skipped}\n`);
  }
}
