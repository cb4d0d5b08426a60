import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// Redocly CLI's `lint` over a document, as a second validator that is not ours: the structure
// test (scripts/fuzz/openapi-structure.ts) checks what we know to check, Redocly's recommended
// ruleset what the OpenAPI community does. Run as the CLI a developer would run, so a failure
// can be repeated by hand: `npx redocly lint --extends recommended <file>`.

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  /** Where in the document, as a JSON pointer (#/paths/~1api~1search/get). */
  pointer: string;
}

const CLI = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

/** Every problem Redocly's `recommended` ruleset finds in the document. */
export async function lintWithRedocly(document: object): Promise<LintProblem[]> {
  // A folder of its own: no redocly.yaml of anyone's is picked up, nothing is left behind.
  const dir = mkdtempSync(path.join(tmpdir(), 'trusthive-redocly-'));
  try {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const args = [CLI, 'lint', '--extends', 'recommended', '--format', 'json', file];
    const env = {
      ...process.env,
      // No usage data and no update check: a test reaches nothing beyond this machine.
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
    };
    // The CLI exits 1 when it finds errors; its report is on stdout either way.
    const stdout = await promisify(execFile)(process.execPath, args, { cwd: dir, env }).then(
      (result) => result.stdout,
      (error: { stdout?: string }) => {
        if (!error.stdout) throw error;
        return error.stdout;
      },
    );
    const report = JSON.parse(stdout) as {
      problems: Array<{
        ruleId: string;
        severity: LintProblem['severity'];
        message: string;
        location: Array<{ pointer: string }>;
      }>;
    };
    return report.problems.map(({ ruleId, severity, message, location }) => ({
      ruleId,
      severity,
      message,
      pointer: location[0]?.pointer ?? '#',
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
