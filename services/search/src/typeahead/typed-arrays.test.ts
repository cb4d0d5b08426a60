import { describe, expect, it } from 'vitest';
import { grown, release } from './typed-arrays';

describe('release', () => {
  it('empties an array that owns its buffer, and every view of it', () => {
    const array = new Int32Array(1024).fill(7);
    const view = array.subarray(10, 20);
    release(array);
    expect(array.length).toBe(0);
    expect(array.buffer.detached).toBe(true);
    expect(view.length).toBe(0);
  });

  it('leaves a view of part of a buffer, and a Buffer from the shared pool, as they are', () => {
    const whole = new Uint8Array(64).fill(1);
    const part = whole.subarray(0, 32);
    release(part);
    expect(part.length).toBe(32);
    expect(whole[40]).toBe(1);
    const pooled = Buffer.from('a short string, from the pool');
    const neighbour = Buffer.from('its neighbour in the same pool');
    expect(pooled.buffer).toBe(neighbour.buffer);
    release(pooled);
    expect(neighbour.toString()).toBe('its neighbour in the same pool');
    expect(pooled.toString()).toBe('a short string, from the pool');
  });
});

describe('grown', () => {
  it('copies into the larger array and releases the smaller', () => {
    const from = Uint16Array.of(1, 2, 3);
    const to = grown(from, new Uint16Array(6));
    expect([...to]).toEqual([1, 2, 3, 0, 0, 0]);
    expect(from.length).toBe(0);
  });
});
