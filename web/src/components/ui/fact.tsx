import type { ReactNode } from 'react';

/**
 * One fact of a card's description list: its term and value, wrapped in the <div> a <dl> allows,
 * so the card's CSS can lay each pair out as one item.
 */
export function Fact({
  term,
  className,
  children,
}: {
  term: string;
  /** The value's own class. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
