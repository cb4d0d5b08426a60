/**
 * Rows of `COPY (select …) TO STDOUT` in PostgreSQL's text format, read from the bytes as they
 * arrive: a row ends at a newline, its fields are split by tabs, `\N` is a null, and a
 * backslash escapes a byte inside a value (`\\`, `\t`, `\n`, `\r`, `\b`, `\f`, `\v`; any other
 * byte after a backslash stands for itself). Each row's fields are unescaped into one reused
 * buffer and handed over as byte ranges, so a load of a crore rows makes no string and no
 * object per row (node-pg's rows were most of a load's garbage and a fifth of its CPU).
 *
 * The text is UTF-8 (the database's encoding, which client_encoding follows); a field's bytes
 * are handed over as PostgreSQL wrote them.
 */
/** Text fields as UTF-8 bytes: what the list builders read a row from. */
export interface Utf8Fields {
  readonly bytes: Uint8Array;
  /** Field i is bytes [start(i), end(i)); a null is empty. */
  start(field: number): number;
  end(field: number): number;
  isNull(field: number): boolean;
}

/** A row of these values (a builder given strings, or a test). */
export function rowOf(values: readonly (string | null)[]): CopyRow {
  const row = new CopyRow(values.length);
  row.bytes = Buffer.from(values.map((value) => value ?? '').join(''));
  let at = 0;
  values.forEach((value, field) => {
    if (value === null) row.nulls |= 1 << field;
    else at += Buffer.byteLength(value);
    row.starts[field + 1] = at;
  });
  row.fields = values.length;
  return row;
}

export class CopyRow implements Utf8Fields {
  /** The row's unescaped fields, one after another. */
  bytes = Buffer.allocUnsafe(1024);
  /** Where field i starts in `bytes`; it ends where field i + 1 starts (fields + 1 entries). */
  readonly starts: Int32Array;
  /** A bit per field, set for a null. */
  nulls = 0;
  /** Fields in this row. */
  fields = 0;

  constructor(readonly maxFields: number) {
    if (maxFields > 31) throw new RangeError('a CopyRow holds at most 31 fields');
    this.starts = new Int32Array(maxFields + 1);
  }

  start(field: number): number {
    return this.starts[field]!;
  }

  end(field: number): number {
    return this.starts[field + 1]!;
  }

  isNull(field: number): boolean {
    return (this.nulls & (1 << field)) !== 0;
  }

  /** A field as a non-negative integer (an id): its ASCII digits. */
  integer(field: number): number {
    const end = this.end(field);
    let value = 0;
    for (let at = this.start(field); at < end; at++) {
      const digit = this.bytes[at]! - 0x30;
      if (digit < 0 || digit > 9) throw new Error(`not an id: ${this.text(field)}`);
      value = value * 10 + digit;
    }
    return value;
  }

  /** A field as a string (null for a null): for checks and tests, not a load's rows. */
  text(field: number): string | null {
    return this.isNull(field)
      ? null
      : this.bytes.toString('utf8', this.start(field), this.end(field));
  }
}

const TAB = 0x09;
const NEWLINE = 0x0a;
const BACKSLASH = 0x5c;
/** What the byte after a backslash stands for (itself unless listed). */
const UNESCAPED = (() => {
  const table = new Uint8Array(256).map((_, byte) => byte);
  table[0x62] = 0x08; // \b
  table[0x66] = 0x0c; // \f
  table[0x6e] = NEWLINE; // \n
  table[0x72] = 0x0d; // \r
  table[0x74] = TAB; // \t
  table[0x76] = 0x0b; // \v
  return table;
})();

/**
 * Splits COPY text into rows: `push` each chunk as it comes (a chunk may end anywhere, even
 * inside a character or an escape), and every complete row is handed to `take`; `end` checks
 * that nothing is left over.
 */
export class CopyRowParser {
  private readonly row: CopyRow;
  /** The start of a row that the previous chunks did not finish. */
  private partial = Buffer.allocUnsafe(1024);
  private partialLength = 0;
  rows = 0;

  constructor(
    fields: number,
    private readonly take: (row: CopyRow) => void,
  ) {
    this.row = new CopyRow(fields);
  }

  push(chunk: Uint8Array): void {
    let from = 0;
    if (this.partialLength > 0) {
      const newline = chunk.indexOf(NEWLINE);
      const upTo = newline < 0 ? chunk.length : newline + 1;
      this.keep(chunk, 0, upTo);
      if (newline < 0) return;
      this.parse(this.partial, 0, this.partialLength - 1);
      this.partialLength = 0;
      from = upTo;
    }
    for (;;) {
      const newline = chunk.indexOf(NEWLINE, from);
      if (newline < 0) break;
      this.parse(chunk, from, newline);
      from = newline + 1;
    }
    this.keep(chunk, from, chunk.length);
  }

  /** Throws when the text ended inside a row. */
  end(): void {
    if (this.partialLength > 0) throw new Error('COPY text ended inside a row');
  }

  private keep(chunk: Uint8Array, from: number, to: number): void {
    const needed = this.partialLength + (to - from);
    if (needed > this.partial.length) {
      const larger = Buffer.allocUnsafe(Math.max(needed, this.partial.length * 2));
      this.partial.copy(larger, 0, 0, this.partialLength);
      this.partial = larger;
    }
    this.partial.set(chunk.subarray(from, to), this.partialLength);
    this.partialLength = needed;
  }

  /** The row in bytes [from, to) of `text` (its newline at `to`). */
  private parse(text: Uint8Array, from: number, to: number): void {
    const row = this.row;
    // Unescaping only ever shortens a field.
    if (to - from > row.bytes.length) {
      row.bytes = Buffer.allocUnsafe(Math.max(to - from, row.bytes.length * 2));
    }
    const bytes = row.bytes;
    const starts = row.starts;
    let field = 0;
    let nulls = 0;
    let written = 0;
    let fieldFrom = from;
    starts[0] = 0;
    for (let at = from; at <= to; at++) {
      const byte = at < to ? text[at]! : TAB;
      if (byte === TAB) {
        // A null is the whole field `\N`; an escaped N inside a value is just N.
        if (at - fieldFrom === 2 && text[fieldFrom] === BACKSLASH && text[fieldFrom + 1] === 0x4e) {
          nulls |= 1 << field;
          written = starts[field]!;
        }
        field += 1;
        if (field > row.maxFields) throw new Error(`COPY row of more than ${row.maxFields} fields`);
        starts[field] = written;
        fieldFrom = at + 1;
      } else if (byte === BACKSLASH && at + 1 < to) {
        at += 1;
        bytes[written++] = UNESCAPED[text[at]!]!;
      } else {
        bytes[written++] = byte;
      }
    }
    if (field !== row.maxFields) {
      throw new Error(`COPY row of ${field} fields, ${row.maxFields} expected`);
    }
    row.fields = field;
    row.nulls = nulls;
    this.rows += 1;
    this.take(row);
  }
}
