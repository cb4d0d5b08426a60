// Identifiers of synthetic companies: valid in form (they pass the schema's CHECKs and the
// GSTIN checksum), and built so that they cannot be mistaken for, or collide with, real ones.

/**
 * The CIN class block of every synthetic company. Real CINs use a closed MCA list (PTC, PLC,
 * OPC, NPL, FTC, GOI, SGC, ULT ...), so no real CIN can ever equal a synthetic one, and any
 * page, log or export shows at a glance that the row is synthetic. The other parts stay
 * consistent with the row: listing L/U, NIC code, the state's CIN code and the year.
 */
export const SYNTHETIC_CIN_BLOCK = 'SYN';

const SERIAL_SPACE = 1_000_000;
/** Coprime with SERIAL_SPACE: consecutive companies of one prefix get scattered serials. */
const SERIAL_STEP = 386_093;

/**
 * CIN serials: one counter per CIN prefix (listing + NIC + state + year), scattered over six
 * digits by a bijection, so serials look like registration numbers yet never repeat within a
 * prefix (up to a million companies per prefix).
 */
export class CinSerials {
  private readonly counters = new Map<string, number>();

  next(prefix: string): string {
    const used = this.counters.get(prefix) ?? 0;
    if (used >= SERIAL_SPACE) throw new Error(`CIN serials exhausted for prefix ${prefix}`);
    this.counters.set(prefix, used + 1);
    const serial = (used * SERIAL_STEP + hashString(prefix)) % SERIAL_SPACE;
    return String(serial).padStart(6, '0');
  }
}

export function syntheticCin(
  listing: string,
  nicCode: string,
  stateCode: string,
  year: number,
  serials: CinSerials,
): string {
  const prefix = `${listing === 'Listed' ? 'L' : 'U'}${nicCode}${stateCode}${year}`;
  return `${prefix}${SYNTHETIC_CIN_BLOCK}${serials.next(prefix)}`;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const PAN_SPACE = 26 ** 3 * 10_000;
/** Coprime with PAN_SPACE (2^7 · 5^4 · 13^3), so index → index · step mod space is a bijection. */
const PAN_STEP = 98_765_431;

/**
 * A company PAN: three letters, 'C' (the holder is a company), the name's first letter, four
 * digits and a letter. `index` (the row number) runs through a bijection of the
 * 175,760,000 letter-and-digit combinations, so the PANs of one run are all different.
 */
export function syntheticPan(index: number, seed: number, name: string): string {
  const k = ((index % PAN_SPACE) * PAN_STEP + (seed >>> 0)) % PAN_SPACE;
  const initial = /^[A-Z]/.test(name) ? name.charAt(0) : 'X';
  const letters =
    LETTERS.charAt(k % 26) +
    LETTERS.charAt(Math.floor(k / 26) % 26) +
    LETTERS.charAt(Math.floor(k / 676) % 26);
  const digits = String(Math.floor(k / 17_576) % 10_000).padStart(4, '0');
  return `${letters}C${initial}${digits}${LETTERS.charAt((k * 7 + 3) % 26)}`;
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN check character (GSTN's mod-36 Luhn over the first 14 characters). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const value = GSTIN_CHARS.indexOf(first14.charAt(index));
    if (value < 0) throw new Error(`not a GSTIN character: ${first14.charAt(index)}`);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS.charAt((36 - (sum % 36)) % 36);
}

/** State code + PAN + registration number within the state + 'Z' + check character. */
export function gstin(gstStateCode: string, pan: string, entityNumber = 1): string {
  const first14 = `${gstStateCode}${pan}${GSTIN_CHARS.charAt(entityNumber)}Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

const DIN_BASE = 90_000_000;
const DIN_SPACE = 10_000_000;
/** Coprime with DIN_SPACE, so distinct directors get distinct DINs (up to ten million). */
const DIN_STEP = 3_141_593;

/**
 * Director Identification Numbers: eight digits from 90000000 up. The MCA hands DINs out in
 * sequence and is near 11 million, so this range is decades away from any real DIN.
 */
export function syntheticDin(directorIndex: number, seed: number): string {
  return String(DIN_BASE + (((directorIndex % DIN_SPACE) * DIN_STEP + (seed >>> 0)) % DIN_SPACE));
}

/** FNV-1a: a stable 32-bit hash for strings. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index++) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
