import { useEffect, useState } from 'react';

/** Spec §4: progress during loading goes 5, 20, 40, up to 90, then 100. */
export const PROGRESS_STEPS = [5, 20, 40, 60, 75, 90] as const;
const STEP_MS = 250;

/** A progress value that climbs the spec's steps while `loading`, and reads 100 once done. */
export function useLoadingProgress(loading: boolean): number {
  const [step, setStep] = useState(0);
  const [wasLoading, setWasLoading] = useState(loading);
  if (loading !== wasLoading) {
    // A new load starts again from the first step (adjusting state while rendering).
    setWasLoading(loading);
    setStep(0);
  }
  useEffect(() => {
    if (!loading) return;
    const timer = window.setInterval(
      () => setStep((current) => Math.min(current + 1, PROGRESS_STEPS.length - 1)),
      STEP_MS,
    );
    return () => window.clearInterval(timer);
  }, [loading]);
  return loading ? PROGRESS_STEPS[step]! : 100;
}
