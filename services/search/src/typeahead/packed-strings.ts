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

  /**
   * Whether string `index` contains `needle`. A plain loop: names are a few dozen bytes, and a
   * results page checks thousands of them, where a subarray per check was an allocation each.
   */
  includes(index: number, needle: Uint8Array): boolean {
    const start = this.starts[index]!;
    if (start < 0) return false;
    if (needle.length === 0) return true;
    const last = this.ends[index]! - needle.length;
    const first = needle[0];
    search: for (let at = start; at <= last; at++) {
      if (this.bytes[at] !== first) continue;
      for (let offset = 1; offset < needle.length; offset++) {
        if (this.bytes[at + offset] !== needle[offset]) continue search;
      }
      return true;
    }
    return false;
  }

  /** Hands the bytes of string `index` to `add` (nothing for a null). */
  visitBytes(index: number, add: (bytes: Uint8Array, start: number, end: number) => void): void {
    const start = this.starts[index]!;
    if (start >= 0) add(this.bytes, start, this.ends[index]!);
  }

  get byteLength(): number {
    return this.bytes.byteLength + this.starts.byteLength + this.ends.byteLength;
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
