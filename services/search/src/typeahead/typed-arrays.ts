/**
 * `to` holding `from` at its start: the builders' arrays double as they fill, since a list of a
 * crore names is never held as a JS array of numbers. `from` is released (it is empty after).
 */
export function grown<T extends Uint8Array | Uint16Array | Int32Array | Float64Array>(
  from: T,
  to: T,
): T {
  to.set(from);
  release(from);
  return to;
}

/**
 * Gives an array's memory back now, not at some later garbage collection: its buffer is
 * detached (ArrayBuffer.prototype.transfer), so it and every other view of that buffer are
 * empty after. For the arrays a load is done with: a builder's, once grown or taken, and a
 * sort's scratch. Left to the collector, hundreds of MB of them were still held when the
 * largest allocation of a crore names' load came (the company postings), and the peak moved
 * by 100 MiB from one run to the next with when a collection happened to run. An array that
 * does not own its whole buffer (a view, a small Buffer in Node's shared pool) is left alone.
 */
export function release(array: ArrayBufferView): void {
  const { buffer, byteOffset, byteLength } = array;
  const ownsIt = byteOffset === 0 && byteLength === buffer.byteLength && byteLength > 0;
  if (buffer instanceof ArrayBuffer && ownsIt) {
    buffer.transfer(0);
  }
}
