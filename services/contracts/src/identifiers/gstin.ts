// The GSTIN's own arithmetic, for every service and the SPA alike. A GSTIN is 15 characters:
// a two-digit state code, the holder's PAN (10 characters), an entity number, 'Z' by default,
// and a check character computed over the first 14 with the standard GSTN mod-36 scheme
// (Luhn mod N over the alphabet 0-9A-Z, weights 1, 2, 1, 2, … from the left).

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^[0-9A-Z]{15}$/;

/** The check character the first 14 characters call for, or null when one is not in 0-9A-Z. */
export function gstinCheckCharacter(first14: string): string | null {
  let total = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = ALPHABET.indexOf(first14.charAt(index));
    if (value < 0) return null;
    const product = value * (index % 2 === 0 ? 1 : 2);
    total += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (total % 36)) % 36);
}

/** True when the GSTIN (upper or lower case, surrounding spaces ignored) has a correct check digit. */
export function isValidGstinChecksum(gstin: string): boolean {
  const text = gstin.trim().toUpperCase();
  if (!GSTIN_SHAPE.test(text)) return false;
  return gstinCheckCharacter(text.slice(0, 14)) === text.charAt(14);
}

/** The PAN inside a GSTIN: its characters 3 to 12. */
export function gstinPan(gstin: string): string {
  return gstin.trim().toUpperCase().slice(2, 12);
}
