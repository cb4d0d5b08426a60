import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline';
import { readConfigOrExit } from '@trusthive/platform';
import { runStaffCommand } from './staff-command';

// `npm run staff -- <command>` (see staff-command.ts): the process around the command, with
// the terminal to ask for a password on.

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

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function readPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  if (!stdin.isTTY) fail('Set STAFF_PASSWORD (no terminal to ask on).');
  const first = await askHidden('Password (12 characters or more): ');
  const again = await askHidden('The same password again: ');
  if (first !== again) fail('The passwords differ.');
  return first;
}

const exitCode = await runStaffCommand(process.argv.slice(2), readConfigOrExit(), {
  out: (line) => console.info(line),
  err: (line) => console.error(line),
  readPassword,
});
process.exit(exitCode);
