import { parseArgs } from 'node:util';
import { newStaffAccountSchema, staffRoleSchema } from '@trusthive/contracts';
import { AppError, createServiceDeps, type Config } from '@trusthive/platform';
import { findAccountByEmail } from '../staff/accounts/accounts.repository';
import {
  addAccount,
  allAccounts,
  changeAccount,
  unlockAccount,
} from '../staff/accounts/accounts.service';
import { createStaffAuth } from '../staff/auth/staff-auth';
import { otpauthUri } from '../staff/auth/totp';

// `npm run staff -- <command>`: staff accounts from the command line, for the first admin (nobody
// can sign in to the console before one exists) and for an admin locked out of the console.
//   add --email E --name N --role admin|moderator   password from STAFF_PASSWORD or a prompt;
//                                                   an admin gets TOTP at once (printed once)
//   list
//   disable --email E                               ends the account's sessions too
//   unlock --email E                                lifts a sign-in lock (issue 37)

export const USAGE = `usage:
  npm run staff -- add --email <email> --name <display name> --role admin|moderator
  npm run staff -- list
  npm run staff -- disable --email <email>
  npm run staff -- unlock --email <email>
The password is read from STAFF_PASSWORD, else asked for (at least 12 characters).`;

/** Where the command reads and writes: the process's own in staff.ts, a test's in-process. */
export interface StaffCommandIo {
  out(line: string): void;
  err(line: string): void;
  /** The new account's password (STAFF_PASSWORD, else asked for without echo). */
  readPassword(): Promise<string>;
}

/** A refusal the command prints on standard error, exiting 1. */
class Refused extends Error {}

/** Runs one staff command on the configured database; resolves to the exit code. */
export async function runStaffCommand(
  argv: string[],
  config: Config,
  io: StaffCommandIo,
): Promise<number> {
  let parsed: ReturnType<typeof parseStaffArgs>;
  try {
    parsed = parseStaffArgs(argv);
  } catch {
    io.err(USAGE);
    return 1;
  }
  const { command, values } = parsed;
  const deps = createServiceDeps(config, 'staff-cli');
  try {
    if (command === 'add') {
      const role = staffRoleSchema.safeParse(values.role);
      if (!values.email || !values.name || !role.success) throw new Refused(USAGE);
      const input = newStaffAccountSchema.safeParse({
        email: values.email,
        displayName: values.name,
        role: role.data,
        password: await io.readPassword(),
      });
      if (!input.success) {
        throw new Refused(
          input.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
        );
      }
      const { account, totpSecret } = await addAccount(deps, null, input.data, {
        enrolTotp: input.data.role === 'admin',
      });
      io.out(`Added ${account.role} #${account.id} ${account.display_name} <${account.email}>.`);
      if (totpSecret) {
        io.out(
          [
            'Two-factor sign-in is on. Add this to an authenticator app now; it is not shown again.',
            `  TOTP secret: ${totpSecret}`,
            `  otpauth URI: ${otpauthUri(account.email, totpSecret)}`,
          ].join('\n'),
        );
      }
    } else if (command === 'list') {
      for (const account of await allAccounts(deps)) {
        const state = account.disabled_at
          ? 'disabled'
          : account.totp_enabled
            ? 'active, TOTP'
            : 'active';
        io.out(
          `#${account.id}\t${account.role}\t${account.email}\t${account.display_name}\t(${state})`,
        );
      }
    } else {
      if (!values.email) throw new Refused(USAGE);
      const account = await findAccountByEmail(deps.db, values.email);
      if (!account) throw new Refused(`No staff account has the email ${values.email}.`);
      if (command === 'unlock') {
        const unlocked = await unlockAccount(deps, null, account.id);
        io.out(
          unlocked
            ? `Unlocked #${account.id} <${account.email}>; it can sign in again.`
            : `#${account.id} <${account.email}> was not locked.`,
        );
      } else {
        await changeAccount(deps, createStaffAuth(deps), null, account.id, { disabled: true });
        io.out(`Disabled #${account.id} <${account.email}>; its sessions have ended.`);
      }
    }
    return 0;
  } catch (error) {
    if (!(error instanceof AppError) && !(error instanceof Refused)) throw error;
    io.err(error.message);
    return 1;
  } finally {
    await deps.db.destroy();
    deps.redis.disconnect();
  }
}

const COMMANDS = ['add', 'list', 'disable', 'unlock'] as const;

function parseStaffArgs(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
  });
  const command = COMMANDS.find((name) => name === positionals[0]);
  if (!command) throw new Error('no such command');
  return { command, values };
}
