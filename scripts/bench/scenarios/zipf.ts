/**
 * `count` picks from `ranked`, the item of rank r (1-based, in the list's order) picked with
 * probability proportional to 1 / r^exponent: a few items very often and a long tail once or
 * never, as real traffic repeats searches and page views. `random` must be seeded
 * (`seededRandom`) so every invocation draws the same sequence.
 */
export function zipfDraw<T>(
  ranked: readonly T[],
  count: number,
  exponent: number,
  random: () => number,
): T[] {
  if (ranked.length === 0) return [];
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= ranked.length; rank++) {
    total += 1 / rank ** exponent;
    cumulative.push(total);
  }
  return Array.from({ length: count }, () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return ranked[low]!;
  });
}
