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

export async function totpCodeMatches(secret: string, code: string | undefined): Promise<boolean> {
  if (!code || !/^\d{6}$/.test(code)) return false;
  try {
    const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS });
    return result.valid;
  } catch {
    return false;
  }
}
