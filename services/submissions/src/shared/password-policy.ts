import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_POLICY_MESSAGES } from '@trusthive/contracts';
import { BadRequestError } from '@trusthive/platform';
import { passwordMatches } from './passwords';

// What a new password must not be, for staff and owners alike, wherever one is set (issue 37,
// ASVS 4 V2.1.7 and V2.1.9–10): on a list of common or leaked passwords, one character repeated
// or a simple sequence, the account's e-mail address, or one of the account's recent passwords.
// The length (12 to 200) is the contract's (staffPasswordSchema), checked before this.

/**
 * The 49,233 most common passwords of the leaked-password corpora zxcvbn ranks (the xato
 * 10-million list and others), as @zxcvbn-ts/language-common ships them, lower-cased.
 */
const COMMON = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

/** Strings whose runs are "simple sequences": the alphabet, digits, and keyboard rows. */
const SEQUENCES = [
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890123456789012345678901234567890',
  'qwertyuiopasdfghjklzxcvbnm',
  'qwertzuiopasdfghjklyxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
];
const reversed = (text: string) => [...text].reverse().join('');

/** A password that adds at most this many digits or symbols to a common one is common. */
const TRIVIAL_TAIL = 4;

function isCommon(lower: string): boolean {
  if (COMMON.has(lower)) return true;
  const core = /^[^a-z]{0,4}([a-z].*[a-z])[^a-z]*$/.exec(lower)?.[1];
  return core !== undefined && lower.length - core.length <= TRIVIAL_TAIL && COMMON.has(core);
}

function isTrivial(lower: string): boolean {
  // One character or a short group repeated: aaaaaaaaaaaa, abababababab, abcabcabcabc.
  if (/^(.{1,4})\1+$/su.test(lower)) return true;
  return SEQUENCES.some((run) => run.includes(lower) || reversed(run).includes(lower));
}

function containsEmail(lower: string, email: string): boolean {
  const local = email.trim().toLowerCase().split('@')[0] ?? '';
  // A two-letter local part (e.g. "hr@") would refuse passwords that merely contain "hr".
  return local.length >= 3 && lower.includes(local);
}

export interface PasswordContext {
  /** The account's e-mail address: no part of the password may be its local part. */
  email: string;
  /** The current hash and the ones before it: the new password must match none. */
  usedHashes: readonly string[];
  /** The field the answer names: `next` for a change, `password` for a new account. */
  field: string;
}

/** Throws a 400 in the one error shape, naming `field`, when the new password is refused. */
export async function assertAcceptablePassword(
  password: string,
  context: PasswordContext,
): Promise<void> {
  const lower = password.toLowerCase();
  const refusal = isTrivial(lower)
    ? PASSWORD_POLICY_MESSAGES.trivial
    : isCommon(lower)
      ? PASSWORD_POLICY_MESSAGES.common
      : containsEmail(lower, context.email)
        ? PASSWORD_POLICY_MESSAGES.containsEmail
        : null;
  if (refusal) throw new BadRequestError(refusal.title, refusal.message, context.field);
  for (const used of context.usedHashes) {
    if (await passwordMatches(used, password)) {
      const { title, message } = PASSWORD_POLICY_MESSAGES.reused;
      throw new BadRequestError(title, message, context.field);
    }
  }
}

/** How many passwords before the current one an account keeps the hashes of. */
export const PASSWORD_HISTORY = 4;

/** The history after `currentHash` is replaced: it first, the oldest beyond the limit dropped. */
export function historyAfterChange(currentHash: string, previous: readonly string[]): string[] {
  return [currentHash, ...previous].slice(0, PASSWORD_HISTORY);
}
