import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './use-idempotency-key';

describe(useIdempotencyKey.name, () => {
  it('should give every submit of one form state the same key', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.take();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(result.current.take()).toBe(first);
  });

  it('should make a new key after renew, and keep it across re-renders', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current.take();
    result.current.renew();
    const second = result.current.take();
    expect(second).not.toBe(first);
    rerender();
    expect(result.current.take()).toBe(second);
  });
});
