import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** What scripts/test/summary.ts prints at the end of `npm test` (issue 38). */
export interface RunReport {
  passed: number;
  failed: number;
  skipped: number;
  /** Tests that passed only on a retry: counted in `failed`, named here. */
  retried: string[];
  /** `startS`: when the file started, in seconds from the run's first file (where a tail is). */
  files: { tier: string; file: string; seconds: number; startS?: number; tests: number }[];
  tiers: { tier: string; seconds: number; files: number }[];
}

export const RUN_REPORT_FILE = '.cache/test-run-report.json';

/**
 * A vitest reporter that keeps, for the closing summary, the time of every file and tier and
 * the tests that passed only on a retry. Vitest's own summary counts a retried pass as a pass;
 * here it is a failure, so that `retry` can never hide a test that fails by chance.
 */
export default class RunReportWriter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly ended = new Map<string, number>();

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    this.ended.set(module.moduleId, Date.now());
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const report: RunReport = {
      passed: 0,
      failed: 0,
      skipped: 0,
      retried: [],
      files: [],
      tiers: [],
    };
    const spans = new Map<string, { start: number; end: number; files: number }>();
    const firstStart = Math.min(...this.started.values());
    for (const module of modules) {
      const tier = module.project.name;
      const file = path.relative(process.cwd(), module.moduleId);
      let tests = 0;
      for (const test of module.children.allTests()) {
        tests += 1;
        const state = test.result().state;
        if (state === 'failed') report.failed += 1;
        else if (state === 'passed' && (test.diagnostic()?.retryCount ?? 0) > 0) {
          report.failed += 1;
          report.retried.push(`${file} > ${test.fullName}`);
        } else if (state === 'passed') report.passed += 1;
        else report.skipped += 1;
      }
      // A file that failed to load has no tests: it is a failure all the same.
      if (tests === 0 && module.state() === 'failed') report.failed += 1;
      const start = this.started.get(module.moduleId);
      const end = this.ended.get(module.moduleId);
      const seconds = start && end ? (end - start) / 1000 : module.diagnostic().duration / 1000;
      const startS = start ? Math.round((start - firstStart) / 100) / 10 : undefined;
      report.files.push({ tier, file, seconds, startS, tests });
      if (start && end) {
        const span = spans.get(tier) ?? { start, end, files: 0 };
        spans.set(tier, {
          start: Math.min(span.start, start),
          end: Math.max(span.end, end),
          files: span.files + 1,
        });
      }
    }
    report.files.sort((a, b) => b.seconds - a.seconds);
    report.tiers = [...spans]
      .map(([tier, span]) => ({ tier, seconds: (span.end - span.start) / 1000, files: span.files }))
      .sort((a, b) => b.seconds - a.seconds);
    mkdirSync(path.dirname(RUN_REPORT_FILE), { recursive: true });
    writeFileSync(RUN_REPORT_FILE, JSON.stringify(report, null, 2));
  }
}
