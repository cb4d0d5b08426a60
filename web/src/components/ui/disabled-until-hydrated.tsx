import type { ReactNode } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';

/**
 * Keeps a server-rendered form's controls disabled until the app has hydrated them. React does
 * not carry what is typed or picked before hydration into its state (react#26974): the field
 * would keep showing the text while the form, holding none, says it is missing, or sends
 * without it. A visitor who starts at once waits a moment instead of losing what they typed.
 * The fieldset has no box of its own (display: contents), so the layout is the form's.
 */
export function DisabledUntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="disabled-until-hydrated" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
