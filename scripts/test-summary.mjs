// Prints the plain closing line CI reads: "N passed, N failed, N skipped".
import { readFileSync } from 'node:fs';

const results = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const skipped = (results.numPendingTests ?? 0) + (results.numTodoTests ?? 0);
console.log(
  `${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped`,
);
