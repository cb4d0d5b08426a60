import type { ReactNode } from 'react';
import { SectionSkeleton } from './section-skeleton';

type TopListSectionProps<Item> = {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** The skeleton's accessible name while the list loads. */
  loadingLabel: string;
  /** The section on the alternate background. */
  alt?: boolean;
  isPending: boolean;
  items: readonly Item[];
  itemKey: (item: Item) => string | number;
  /** One card's content, inside its <li className="home-card">. */
  renderItem: (item: Item) => ReactNode;
};

/**
 * One of the home page's lists: a skeleton while it loads, then its cards. A list with nothing
 * to show is not shown at all (issue 20): a heading over a "will appear here soon" placeholder
 * promises what the directory does not have.
 */
export function TopListSection<Item>({
  id,
  title,
  loadingLabel,
  alt = false,
  isPending,
  items,
  itemKey,
  renderItem,
}: TopListSectionProps<Item>) {
  if (!isPending && items.length === 0) return null;
  return (
    <section
      className={alt ? 'home-section home-section--alt' : 'home-section'}
      aria-labelledby={id}
    >
      <div className="container">
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
        {isPending ? (
          <SectionSkeleton label={loadingLabel} />
        ) : (
          <ul className="home-cards">
            {items.map((item) => (
              <li key={itemKey(item)} className="home-card">
                {renderItem(item)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
