import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingProgress } from '../components/loading-progress';
import { attemptProgress, progressValue, useLoadingProgress } from './use-loading-progress';

describe(attemptProgress.name, () => {
  it('should be 10 plus 5 per extra attempt, at most 100 (spec §9)', () => {
    expect(attemptProgress(0)).toBe(10);
    expect(attemptProgress(1)).toBe(15);
    expect(attemptProgress(2)).toBe(20);
    expect(attemptProgress(40)).toBe(100);
  });
});

describe(progressValue.name, () => {
  it('should climb 5, 20, 40, up to 90 on the first attempt (spec §4)', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((step) => progressValue(step, 0))).toEqual([
      5, 20, 40, 60, 75, 90, 90,
    ]);
  });

  it('should start a retried attempt at its own value', () => {
    expect(progressValue(0, 1)).toBe(15);
    expect(progressValue(0, 2)).toBe(20);
    expect(progressValue(2, 2)).toBe(40);
  });

  it('should show the bar at 25 when nothing has said otherwise (spec §9)', () => {
    render(<LoadingProgress label="Loading companies" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    cleanup();
  });
});

describe(useLoadingProgress.name, () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should climb while loading, start again at a retry and read 100 when done', () => {
    const { result, rerender } = renderHook(
      ({ loading, extra }) => useLoadingProgress(loading, extra),
      { initialProps: { loading: true, extra: 0 } },
    );
    expect(result.current).toBe(5);
    act(() => {
      vi.advanceTimersByTime(750);
    });
    expect(result.current).toBe(60);
    rerender({ loading: true, extra: 1 });
    expect(result.current).toBe(15);
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(result.current).toBe(20);
    rerender({ loading: false, extra: 0 });
    expect(result.current).toBe(100);
  });
});
