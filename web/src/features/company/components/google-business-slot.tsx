import type { ReactNode } from 'react';

/**
 * Where the Google Business Information section (photo gallery and reviews, spec §2) goes.
 * It belongs to the enrichment feature: the profile page passes it in as `children` once that
 * feature exists; until then nothing is rendered here and the page is complete without it.
 */
export function GoogleBusinessSlot({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return <div className="google-business-slot">{children}</div>;
}
