import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@trusthive/platform';
import { testRedisUrl } from '@trusthive/platform/testing';
import { runStaffCommand } from '../src/cli/staff-command';
import { signInStaff } from './support/staff-session';
import { ownDatabase, startStaffService, type StaffTestService } from './support/staff-service';

// `npm run staff -- …` as an operator runs it, on a database of this file's own. `list` prints
// every account there is, and in a full run other files (and the fuzz tier) add and change
// accounts in the shared test database meanwhile; with the shared one, the listing has failed
// twice in full runs to show the account just added.
// The commands run in this process (runStaffCommand, what the CLI's process runs), and one
// test runs the CLI as the real process, for its exit code and streams: each process start
// compiles the command's modules anew (about 4 s on a busy machine).

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

function environment(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    LOG_LEVEL: 'silent',
    ...env,
  };
}

/** The command as its process runs it: what it printed, and its exit code. */
async function staffCli(args: string[], env: Record<string, string> = {}) {
  const given = environment(env);
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStaffCommand(args, loadConfig(given), {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readPassword: async () => {
      if (!given.STAFF_PASSWORD) throw new Error('the test gives STAFF_PASSWORD');
      return given.STAFF_PASSWORD;
    },
  });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

/** `npm run staff -- …` as a process of its own. */
function staffProcess(args: string[], env: Record<string, string> = {}) {
  return run(
    process.execPath,
    ['--import', 'tsx', 'services/submissions/src/cli/staff.ts', ...args],
    { cwd: ROOT, env: environment(env) },
  );
}

let database: Awaited<ReturnType<typeof ownDatabase>>;
let service: StaffTestService;

beforeAll(async () => {
  database = await ownDatabase();
  service = await startStaffService('staff-cli-test', {}, database.url);
});

afterAll(async () => {
  await service?.close();
  await database?.drop();
});

describe('npm run staff', () => {
  it('should add an admin with TOTP enrolled, printing the secret once, who can then sign in with a code', async () => {
    const email = `cli-admin-${randomUUID()}@trusthive.test`;
    const { stdout } = await staffCli(
      ['add', '--email', email, '--name', 'First Admin', '--role', 'admin'],
      {
        STAFF_PASSWORD: 'a long enough password',
      },
    );
    expect(stdout).toMatch(new RegExp(`Added admin #\\d+ First Admin <${email}>`));
    const secret = /TOTP secret: ([A-Z2-7]+)/.exec(stdout)?.[1];
    expect(secret).toBeDefined();
    expect(stdout).toContain(
      `otpauth://totp/TrustHive%20Staff:${encodeURIComponent(email)}?secret=${secret}`,
    );
    const { headers } = await signInStaff(service.app, {
      email,
      password: 'a long enough password',
      totpSecret: secret!,
    });
    const session = await service.app.inject({ method: 'GET', url: '/api/staff/session', headers });
    expect(session.json().account).toMatchObject({
      email,
      role: 'admin',
      totpEnabled: true,
      mustEnrolTotp: false,
    });
    const listed = await staffCli(['list']);
    expect(listed.stdout).toMatch(
      new RegExp(`admin\\t${email}\\tFirst Admin\\t\\(active, TOTP\\)`),
    );
    const [entry] = await service.deps.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', '=', 'staff.add_by_cli')
      .where('after', '@>', JSON.stringify({ email }))
      .execute();
    expect(entry).toMatchObject({ actor_id: null });
    expect(JSON.stringify(entry)).not.toContain(secret);
  });

  it('should disable an account, ending its sessions', async () => {
    const email = `cli-mod-${randomUUID()}@trusthive.test`;
    await staffCli(['add', '--email', email, '--name', 'Mod', '--role', 'moderator'], {
      STAFF_PASSWORD: 'another long password',
    });
    const { headers } = await signInStaff(service.app, {
      email,
      password: 'another long password',
    });
    // The CLI ends sessions under the stack's queue prefix; this service has its own.
    const { stdout } = await staffCli(['disable', '--email', email.toUpperCase()], {
      QUEUE_PREFIX: service.deps.config.queues.prefix,
    });
    expect(stdout).toContain('its sessions have ended');
    expect(
      (await service.app.inject({ method: 'GET', url: '/api/staff/session', headers })).statusCode,
    ).toBe(401);
  });

  it('should unlock a locked account, in the audit log', async () => {
    const email = `cli-locked-${randomUUID()}@trusthive.test`;
    await staffCli(['add', '--email', email, '--name', 'Locked', '--role', 'moderator'], {
      STAFF_PASSWORD: 'the long right password',
    });
    const attempt = (password: string) =>
      service.app.inject({
        method: 'POST',
        url: '/api/staff/session',
        headers: { 'x-forwarded-for': '198.51.100.20' },
        payload: { email, password },
      });
    for (let index = 0; index < 5; index++) await attempt('not the password');
    expect((await attempt('the long right password')).statusCode).toBe(401);
    const { stdout } = await staffCli(['unlock', '--email', email]);
    expect(stdout).toMatch(/^Unlocked #\d+ <.+>; it can sign in again\.$/m);
    expect((await attempt('the long right password')).statusCode).toBe(200);
    const actions = await service.deps.db
      .selectFrom('staff_audit_log')
      .select('action')
      .where('action', '=', 'staff.unlock_by_cli')
      .where('subject_kind', '=', 'staff_account')
      .execute();
    expect(actions.length).toBeGreaterThan(0);
    expect((await staffCli(['unlock', '--email', email])).stdout).toContain('was not locked');
  });

  it('should refuse a short password and an unknown role, adding nothing', async () => {
    const email = `cli-bad-${randomUUID()}@trusthive.test`;
    // The real process: exit code 1 and the reason on standard error.
    await expect(
      staffProcess(['add', '--email', email, '--name', 'X', '--role', 'admin'], {
        STAFF_PASSWORD: 'short',
      }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('at least 12 characters'),
    });
    expect(
      await staffCli(['add', '--email', email, '--name', 'X', '--role', 'owner'], {
        STAFF_PASSWORD: 'long enough password',
      }),
    ).toMatchObject({ code: 1, stderr: expect.stringContaining('usage:') });
    expect(await staffCli(['promote', '--email', email])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('usage:'),
    });
    const rows = await service.deps.db
      .selectFrom('staff_accounts')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(rows).toEqual([]);
  });
});
