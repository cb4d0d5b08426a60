import type { ReactNode } from 'react';

/** Says plainly that a page's feature is not built yet, instead of showing filler content. */
export function ComingSoon({ children }: { children: ReactNode }) {
  return (
    <div className="coming-soon">
      <span className="coming-soon__badge">Coming soon</span>
      <p>{children}</p>
    </div>
  );
}
