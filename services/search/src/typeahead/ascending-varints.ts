/**
 * Ascending positions as the gaps between them, each gap a varint: seven bits a byte, low
 * bits first, the high bit set on every byte but a value's last. A list starts from -1 and
 * stores gap - 1, so the first value is the first position and neighbours store 0.
 *
 * A trigram list of the typeahead holds under one position in 32 of its list (denser ones
 * are bitmaps), so most gaps are under 128 and take a byte, and nearly all the rest two, where
 * an Int32Array took four. Lists are only ever read from the start, in order (the walk and the
 * union of a short term), so nothing is lost by not being able to jump into one.
 */

/** The largest position a list holds: the typeahead's positions are Int32Array indexes. */
export const MAX_POSITION = 0x7fffffff;

/** Bytes that `value` (0 to MAX_POSITION) takes as a varint. */
export function varintLength(value: number): number {
  if (value < 0x80) return 1;
  if (value < 0x4000) return 2;
  if (value < 0x200000) return 3;
  if (value < 0x10000000) return 4;
  return 5;
}

/** Writes `value` (0 to MAX_POSITION) at `at`; returns where the next value goes. */
export function writeVarint(bytes: Uint8Array, at: number, value: number): number {
  while (value >= 0x80) {
    bytes[at++] = (value & 0x7f) | 0x80;
    value >>>= 7;
  }
  bytes[at++] = value;
  return at;
}

/** The bytes of `positions` (ascending, distinct, 0 to MAX_POSITION) as a list. */
export function encodeAscending(positions: ArrayLike<number>): Uint8Array {
  let size = 0;
  let previous = -1;
  for (let index = 0; index < positions.length; index++) {
    const position = positions[index]!;
    if (!(position > previous && position <= MAX_POSITION)) {
      throw new RangeError(`positions must ascend within 0..${MAX_POSITION}: ${position}`);
    }
    size += varintLength(position - previous - 1);
    previous = position;
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  previous = -1;
  for (let index = 0; index < positions.length; index++) {
    at = writeVarint(bytes, at, positions[index]! - previous - 1);
    previous = positions[index]!;
  }
  return bytes;
}

/**
 * Visits the positions of the list in bytes [from, to), ascending, until `visit` returns
 * false. Returns false when it stopped early.
 */
export function forEachAscending(
  bytes: Uint8Array,
  from: number,
  to: number,
  visit: (position: number) => boolean,
): boolean {
  let position = -1;
  let at = from;
  while (at < to) {
    let byte = bytes[at++]!;
    let gap = byte & 0x7f;
    for (let shift = 7; byte >= 0x80; shift += 7) {
      byte = bytes[at++]!;
      gap += (byte & 0x7f) * 2 ** shift;
    }
    position += gap + 1;
    if (!visit(position)) return false;
  }
  return true;
}

/** Every position of a list, for tests and checks. */
export function decodeAscending(bytes: Uint8Array): number[] {
  const positions: number[] = [];
  forEachAscending(bytes, 0, bytes.length, (position) => positions.push(position) > 0);
  return positions;
}
