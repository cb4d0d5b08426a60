/** Hands over a string's UTF-8 bytes [start, end) of `bytes`, to be read before returning. */
export type VisitBytes = (bytes: Uint8Array, start: number, end: number) => void;

/**
 * What the typeahead asks of a column of strings, however it is kept: every string as its
 * own bytes (PackedStrings), packed as CINs are (CinStrings), or with a shared ending
 * (KeyStrings). Each compares as PostgreSQL's C collation does (UTF-8 byte order) and answers
 * exactly as the plain bytes of the string would.
 */
export interface StringColumn {
  readonly length: number;
  /** Bytes held, for the memory reports. */
  readonly byteLength: number;
  isNull(index: number): boolean;
  get(index: number): string | null;
  /** Compares string `index` (from byte `offset`) with `key`: below zero when it sorts first. */
  compare(index: number, key: Buffer, offset?: number): number;
  /** Whether string `index` (from byte `offset`) starts with `prefix`. */
  startsWith(index: number, prefix: Buffer, offset?: number): boolean;
  equals(index: number, key: Buffer): boolean;
  /** Whether string `index` contains `needle`. */
  includes(index: number, needle: Uint8Array): boolean;
  /** Hands the bytes of string `index` to `add` in one piece (nothing for a null). */
  visitBytes(index: number, add: VisitBytes): void;
}
