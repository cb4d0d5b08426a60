import { execFileSync, spawnSync } from 'node:child_process';

// `npm run test:changed [-- <git ref>] [--no-stacks]` (issue 38): the tests a change touches,
// the uncommitted one or everything since <ref>.
// - unit, web-unit and medium: vitest's --changed, which follows each test file's imports to
//   the changed files;
// - e2e, fuzz and scale drive a running stack, so no import ties them to the code they test:
//   each runs whole when the change touches what its stack runs or the tier's own files
//   (--no-stacks leaves them out).
const STACK_CODE = [
  /^services\/[^/]+\/src\//,
  /^gateway\/src\//,
  /^scripts\/stack\//,
  /^package-lock\.json$/,
];
const STACK_TIERS: { tier: string; own: RegExp[] }[] = [
  { tier: 'e2e', own: [/^web\/src\//, /^web\/e2e\//, /^scripts\/e2e\//, /^web\/index\.html$/] },
  { tier: 'fuzz', own: [/^scripts\/fuzz\//] },
  { tier: 'scale', own: [/^scripts\/scale\//] },
];

const args = process.argv.slice(2);
const withStacks = !args.includes('--no-stacks');
const ref = args.find((arg) => !arg.startsWith('--'));

const git = (...gitArgs: string[]) =>
  execFileSync('git', gitArgs, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([
    ...(ref ? git('diff', '--name-only', `${ref}...HEAD`) : []),
    ...git('diff', '--name-only', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
];
if (changed.length === 0) {
  console.log('[changed] nothing has changed');
  process.exit(0);
}
console.log(`[changed] ${changed.length} files changed${ref ? ` since ${ref}` : ''}`);

const run = (vitestArgs: string[]) =>
  spawnSync('npx', ['vitest', 'run', ...vitestArgs], { stdio: 'inherit' }).status ?? 1;

let status = run([
  '--project=unit',
  '--project=web-unit',
  '--project=medium',
  `--changed=${ref ?? 'HEAD'}`,
  '--passWithNoTests',
]);
const touches = (patterns: RegExp[]) =>
  changed.some((file) => patterns.some((pattern) => pattern.test(file)));
const stacks = STACK_TIERS.filter(({ own }) => touches([...STACK_CODE, ...own])).map(
  ({ tier }) => tier,
);
if (stacks.length > 0 && !withStacks) {
  console.log(`[changed] left out (--no-stacks): ${stacks.join(', ')}`);
} else if (stacks.length > 0) {
  console.log(`[changed] the change touches what these tiers' stacks run: ${stacks.join(', ')}`);
  status = run(stacks.map((tier) => `--project=${tier}`)) || status;
}
process.exit(status);
