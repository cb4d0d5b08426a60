/**
 * Many strings as one UTF-8 buffer and their offsets: two objects for the garbage collector
 * however many strings, where a string[] of a million names is a million objects it marks
 * again at every major collection (measured: a service's allocation churn cost twice the CPU
 * with the typeahead held as strings). Bytes also compare the way PostgreSQL's C collation
 * does: UTF-8 byte order is code point order.
 */
export class PackedStrings {
  constructor(
    private readonly bytes: Buffer,
    /** Where string i starts; string i ends where i + 1 starts. -1: null. */
    private readonly starts: Int32Array,
    private readonly ends: Int32Array,
  ) {}

  get length(): number {
    return this.ends.length;
  }

  isNull(index: number): boolean {
    return this.starts[index]! < 0;
  }

  get(index: number): string | null {
    const start = this.starts[index]!;
    return start < 0 ? null : this.bytes.toString('utf8', start, this.ends[index]!);
  }

  /** The string from byte `offset` of string `index` on. */
  tail(index: number, offset: number): string {
    return this.bytes.toString('utf8', this.starts[index]! + offset, this.ends[index]!);
  }

  /** Compares string `index` (from byte `offset`) with `key`, as PostgreSQL's C collation. */
  compare(index: number, key: Buffer, offset = 0): number {
    const start = this.starts[index]!;
    if (start < 0) return -1;
    return this.bytes.compare(key, 0, key.length, start + offset, this.ends[index]!);
  }

  /** Whether string `index` (from byte `offset`) starts with `prefix`. */
  startsWith(index: number, prefix: Buffer, offset = 0): boolean {
    if (this.starts[index]! < 0) return false;
    const start = this.starts[index]! + offset;
    if (this.ends[index]! - start < prefix.length) return false;
    return this.bytes.compare(prefix, 0, prefix.length, start, start + prefix.length) === 0;
  }

  /** Whether string `index` contains `needle`. */
  includes(index: number, needle: Buffer): boolean {
    const start = this.starts[index]!;
    return start >= 0 && this.bytes.subarray(start, this.ends[index]!).includes(needle);
  }

  equals(index: number, key: Buffer): boolean {
    const start = this.starts[index]!;
    return start >= 0 && this.ends[index]! - start === key.length && this.startsWith(index, key);
  }
}

export class PackedStringsBuilder {
  private bytes = Buffer.allocUnsafe(1 << 16);
  private used = 0;
  private starts: number[] = [];
  private ends: number[] = [];

  get length(): number {
    return this.ends.length;
  }

  add(value: string | null): void {
    if (value === null) {
      this.starts.push(-1);
      this.ends.push(this.used);
      return;
    }
    const size = Buffer.byteLength(value);
    if (this.used + size > this.bytes.length) {
      const larger = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.used + size));
      this.bytes.copy(larger, 0, 0, this.used);
      this.bytes = larger;
    }
    this.starts.push(this.used);
    this.used += this.bytes.write(value, this.used);
    this.ends.push(this.used);
  }

  build(): PackedStrings {
    // A copy of the used part, so the spare capacity is freed.
    return new PackedStrings(
      Buffer.from(this.bytes.subarray(0, this.used)),
      Int32Array.from(this.starts),
      Int32Array.from(this.ends),
    );
  }
}
