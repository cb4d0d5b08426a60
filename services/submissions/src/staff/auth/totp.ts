import { generateSecret, generateURI, verify } from 'otplib';

// TOTP (RFC 6238: SHA-1, 6 digits, 30 s), what every authenticator app reads from an otpauth
// URI. One step either side is accepted for a phone whose clock is a little off.

const ISSUER = 'TrustHive Staff';
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUri(email: string, secret: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/**
 * The time step of a code that matches and is newer than the last one the account accepted,
 * else null: a code is good once (issue 37). The caller stores the step it returns, under
 * the account's row lock. `nowMs` is the service's clock (the one sessions and lockouts read),
 * so a test moves time for codes as it does for them instead of waiting 30 s for a new code.
 */
export async function acceptedTotpStep(
  secret: string,
  code: string | undefined,
  lastStep: number | null,
  nowMs: number,
): Promise<number | null> {
  if (!code || !/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
    });
    // A TOTP answer always carries its step; the union also covers HOTP's, which has none.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
