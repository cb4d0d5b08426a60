import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

describe(useDebouncedValue.name, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should give the new value only once it has stayed for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('a');
    rerender({ value: 'abc' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('abc');
  });

  it('should keep the settled value while a value built afresh is equal by isEqual', () => {
    type Request = { page: number };
    const samePage = (a: Request, b: Request) => a.page === b.page;
    const first = { page: 1 };
    const { result, rerender } = renderHook(
      ({ value }) => useDebouncedValue(value, 100, samePage),
      { initialProps: { value: first } },
    );
    rerender({ value: { page: 1 } });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(first);
    rerender({ value: { page: 2 } });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toEqual({ page: 2 });
  });
});
