import { readFileSync } from 'node:fs';
import { RUN_REPORT_FILE, type RunReport } from './run-report';

// The end of `npm test`: each tier's and the slowest files' times, slowest first, then the
// plain closing line CI reads ("N passed, N failed, N skipped"). Exits 1 when anything failed,
// a pass on a retry included.
const SLOWEST_FILES = 25;
const TIMINGS_FILE = '.cache/test-steps.tsv';

const report = JSON.parse(readFileSync(RUN_REPORT_FILE, 'utf8')) as RunReport;
const seconds = (value: number) => `${value.toFixed(1).padStart(7)} s`;

console.log('\nSteps before the tests (wall time):');
try {
  for (const line of readFileSync(TIMINGS_FILE, 'utf8').trim().split('\n')) {
    const [step, time] = line.split('\t');
    console.log(`${seconds(Number(time))}  ${step}`);
  }
} catch {
  console.log('        (not recorded: vitest was run on its own)');
}
console.log('\nTiers, slowest first (wall time from first file start to last file end):');
for (const tier of report.tiers)
  console.log(`${seconds(tier.seconds)}  ${tier.tier} (${tier.files} files)`);
console.log(`\nThe ${SLOWEST_FILES} slowest files:`);
for (const file of report.files.slice(0, SLOWEST_FILES)) {
  console.log(
    `${seconds(file.seconds)}  ${file.tier.padEnd(8)} ${file.file} (${file.tests} tests)`,
  );
}
if (report.retried.length > 0) {
  console.log('\nPassed only on a retry, so counted as failed (a test that fails by chance):');
  for (const name of report.retried) console.log(`  ${name}`);
}
console.log(`\n${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped`);
process.exitCode = report.failed > 0 ? 1 : 0;
