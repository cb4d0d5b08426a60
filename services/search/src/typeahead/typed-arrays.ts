/**
 * `to` holding `from` at its start: the builders' arrays double as they fill, since a list of a
 * crore names is never held as a JS array of numbers.
 */
export function grown<T extends Uint8Array | Uint16Array | Int32Array | Float64Array>(
  from: T,
  to: T,
): T {
  to.set(from);
  return to;
}
