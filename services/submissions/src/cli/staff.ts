import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { newStaffAccountSchema, staffRoleSchema } from '@trusthive/contracts';
import { AppError, createServiceDeps, readConfigOrExit } from '@trusthive/platform';
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

const USAGE = `usage:
  npm run staff -- add --email <email> --name <display name> --role admin|moderator
  npm run staff -- list
  npm run staff -- disable --email <email>
  npm run staff -- unlock --email <email>
The password is read from STAFF_PASSWORD, else asked for (at least 12 characters).`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
});

/** Asks without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const prompt = createInterface({ input: stdin, output: stdout, terminal: true });
    const output = prompt as unknown as { _writeToOutput: (text: string) => void };
    let asked = false;
    output._writeToOutput = (text: string) => {
      if (!asked) stdout.write(text);
    };
    prompt.question(question, (answer) => {
      prompt.close();
      stdout.write('\n');
      resolve(answer);
    });
    asked = true;
  });
}

async function readPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  if (!stdin.isTTY) fail('Set STAFF_PASSWORD (no terminal to ask on).');
  const first = await askHidden('Password (12 characters or more): ');
  const again = await askHidden('The same password again: ');
  if (first !== again) fail('The passwords differ.');
  return first;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const command = positionals[0];
if (!command || !['add', 'list', 'disable', 'unlock'].includes(command)) fail(USAGE);

const config = readConfigOrExit();
const deps = createServiceDeps(config, 'staff-cli');
let exitCode = 0;
try {
  if (command === 'add') {
    const role = staffRoleSchema.safeParse(values.role);
    if (!values.email || !values.name || !role.success) fail(USAGE);
    const parsed = newStaffAccountSchema.safeParse({
      email: values.email,
      displayName: values.name,
      role: role.data,
      password: await readPassword(),
    });
    if (!parsed.success)
      fail(
        parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
      );
    const { account, totpSecret } = await addAccount(deps, null, parsed.data, {
      enrolTotp: parsed.data.role === 'admin',
    });
    console.info(
      `Added ${account.role} #${account.id} ${account.display_name} <${account.email}>.`,
    );
    if (totpSecret) {
      console.info(
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
      console.info(
        `#${account.id}\t${account.role}\t${account.email}\t${account.display_name}\t(${state})`,
      );
    }
  } else if (command === 'unlock') {
    if (!values.email) fail(USAGE);
    const account = await findAccountByEmail(deps.db, values.email);
    if (!account) fail(`No staff account has the email ${values.email}.`);
    const unlocked = await unlockAccount(deps, null, account.id);
    console.info(
      unlocked
        ? `Unlocked #${account.id} <${account.email}>; it can sign in again.`
        : `#${account.id} <${account.email}> was not locked.`,
    );
  } else {
    if (!values.email) fail(USAGE);
    const account = await findAccountByEmail(deps.db, values.email);
    if (!account) fail(`No staff account has the email ${values.email}.`);
    await changeAccount(deps, createStaffAuth(deps), null, account.id, { disabled: true });
    console.info(`Disabled #${account.id} <${account.email}>; its sessions have ended.`);
  }
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await deps.db.destroy();
  deps.redis.disconnect();
}
process.exit(exitCode);
