// A small seeded PRNG so that the same seed always gives the same data set. sfc32 (Chris
// Doty-Humphrey's "small fast counting" generator) passes PractRand and needs four 32-bit
// words of state; splitmix32 spreads (seed, row, stream) over those words, so row i of a run
// depends only on the seed and i, never on how many rows came before.

export class Prng {
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 0;

  constructor(...key: number[]) {
    this.reseed(...key);
  }

  /** Restarts the stream from a key, e.g. (seed, rowIndex, streamId). */
  reseed(...key: number[]): void {
    let h = 0x9e3779b9;
    for (const part of key) h = splitmix32(h ^ Math.imul(part >>> 0, 0x85ebca6b));
    this.a = splitmix32(h);
    this.b = splitmix32(this.a ^ 0x6a09e667);
    this.c = splitmix32(this.b ^ 0xbb67ae85);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A uniform 32-bit unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A uniform float in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }

  /** A uniform integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.float() * items.length)] as T;
  }
}

function splitmix32(value: number): number {
  let z = (value + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** A weighted choice over fixed items, built once, O(log n) per draw. */
export class Weighted<T> {
  readonly items: readonly T[];
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(entries: readonly (readonly [T, number])[]) {
    const kept = entries.filter(([, weight]) => weight > 0);
    if (kept.length === 0) throw new Error('a weighted choice needs at least one positive weight');
    this.items = kept.map(([item]) => item);
    this.cumulative = new Float64Array(kept.length);
    let sum = 0;
    kept.forEach(([, weight], index) => {
      sum += weight;
      this.cumulative[index] = sum;
    });
    this.total = sum;
  }

  draw(prng: Prng): T {
    const target = prng.float() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.cumulative[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return this.items[low] as T;
  }
}

/** A small count drawn from [value, weight] pairs (boards, brands per owner, charges). */
export function drawCount(prng: Prng, weights: readonly (readonly [number, number])[]): number {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = prng.float() * total;
  for (const [value, weight] of weights) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return weights.at(-1)?.[0] ?? 1;
}
