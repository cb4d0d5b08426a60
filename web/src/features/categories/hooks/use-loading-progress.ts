import { useEffect, useState } from 'react';

/** Spec §4: progress during loading goes 5, 20, 40, up to 90, then 100. */
export const PROGRESS_STEPS = [5, 20, 40, 60, 75, 90] as const;
/** Spec §9: the bar's value when nothing has said otherwise. */
export const DEFAULT_PROGRESS = 25;
const STEP_MS = 250;

/**
 * Spec §9: a retried load (a timed-out attempt) starts again at 10 plus 5 per extra attempt,
 * so the bar visibly begins again, a little further on each time; at most 100.
 */
export function attemptProgress(extraAttempts: number): number {
  return Math.min(100, 10 + 5 * Math.max(0, extraAttempts));
}

/** The value of one moment of a load: the climbing step, never below its attempt's start. */
export function progressValue(step: number, extraAttempts: number): number {
  const climbed = PROGRESS_STEPS[Math.min(step, PROGRESS_STEPS.length - 1)]!;
  return extraAttempts > 0 ? Math.max(climbed, attemptProgress(extraAttempts)) : climbed;
}

/**
 * A progress value that climbs the spec's steps while `loading`, starts again from the
 * attempt's value when an attempt fails and is retried, and reads 100 once done.
 */
export function useLoadingProgress(loading: boolean, extraAttempts = 0): number {
  const [step, setStep] = useState(0);
  const [seen, setSeen] = useState({ loading, extraAttempts });
  if (loading !== seen.loading || extraAttempts !== seen.extraAttempts) {
    // A new load or a new attempt starts again from the first step (adjusting state while
    // rendering).
    setSeen({ loading, extraAttempts });
    setStep(0);
  }
  useEffect(() => {
    if (!loading) return;
    const timer = window.setInterval(
      () => setStep((current) => Math.min(current + 1, PROGRESS_STEPS.length - 1)),
      STEP_MS,
    );
    return () => window.clearInterval(timer);
  }, [loading, extraAttempts]);
  return loading ? progressValue(step, extraAttempts) : 100;
}
