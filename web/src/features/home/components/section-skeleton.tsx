type SectionSkeletonProps = { label: string; cards?: number };

/** A grey placeholder while a below-the-fold section or list loads. */
export function SectionSkeleton({ label, cards = 4 }: SectionSkeletonProps) {
  return (
    <div className="home-skeleton" role="status" aria-label={label}>
      <div className="home-skeleton__title" />
      <div className="home-skeleton__grid">
        {Array.from({ length: cards }, (_, index) => (
          <div key={index} className="home-skeleton__card" />
        ))}
      </div>
    </div>
  );
}
