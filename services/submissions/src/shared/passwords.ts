import { hash, verify } from '@node-rs/argon2';

// argon2id (the binding's default algorithm) with its default cost: 19 MiB, 2 passes, 1 lane,
// OWASP's first recommended setting.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * A hash of a password nobody has, verified when the e-mail matches no account: the answer then
 * takes as long as a wrong password, so timing does not tell which e-mails have accounts.
 */
const NOBODY = hash('nobody has this password; it only spends the time a real check spends');

export async function passwordMatches(
  hashed: string | undefined,
  password: string,
): Promise<boolean> {
  try {
    return await verify(hashed ?? (await NOBODY), password);
  } catch {
    return false;
  }
}
