import { lazy, Suspense } from 'react';
import { HomeHero } from '../../features/home/components/home-hero';
import { HomeStructuredData } from '../../features/home/components/home-structured-data';
import { SectionSkeleton } from '../../features/home/components/section-skeleton';
import { useDocumentTitle } from '../../hooks/use-document-title';
import '../../styles/home.css';

// Everything below the hero is its own chunk, so the hero (the LCP element) paints first.
const BelowTheFold = lazy(() => import('../../features/home/components/below-the-fold'));

export default function HomeRoute() {
  useDocumentTitle();
  return (
    <>
      <HomeStructuredData />
      <HomeHero />
      <Suspense
        fallback={
          <div className="container">
            <SectionSkeleton label="Loading more of the home page" cards={3} />
          </div>
        }
      >
        <BelowTheFold />
      </Suspense>
    </>
  );
}
