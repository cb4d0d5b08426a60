import { Link } from 'react-router-dom';
import { ContentLayout, ContentSection } from '../../components/layouts/content-layout';
import { paths } from '../../config/paths';
import { DirectoryCoverage } from '../../features/stats/components/directory-coverage';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { statsQueryOptions } from '../../features/stats/api/get-stats';
import '../../styles/static.css';
import { staticPageMeta } from '../head/static-meta';

const HOW_IT_WORKS = [
  'Search for a company by name, CIN or brand name.',
  'Check its registration data and its trust score out of 100.',
  'Deal with confidence, or report a company that does not look right.',
] as const;

export const meta = staticPageMeta({
  title: 'About TrustHive',
  description:
    'TrustHive is a seller and company verification directory for India. It verifies sellers, not products: government registry and GST data, brand authorization and online reputation in one trust score.',
  path: paths.about.getHref(),
});

/** The coverage sentence's counts, fetched as the route matches (and rendered by the server). */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  () => {
    void queryClient.prefetchQuery(statsQueryOptions());
    return null;
  };

export default function AboutRoute() {
  return (
    <ContentLayout
      title="About TrustHive"
      lead="TrustHive is a seller and company verification directory for India. It verifies sellers, not products."
    >
      <ContentSection headingId="mission-heading" title="Our mission">
        {/* Holds the lines the counts take once they arrive, so the sections below stay put. */}
        <p className="static-section__coverage">
          To make it easy for anyone in India to check who they are dealing with. TrustHive lists{' '}
          <DirectoryCoverage fallback="companies registered with the corporate registry" />.
        </p>
      </ContentSection>
      <ContentSection headingId="approach-heading" title="Our approach">
        <p>
          We verify sellers, not products. Our inputs are government data (corporate registry and
          GST), brand authorization, online reputation and business profile details. TrustHive is a
          trust-indicator platform, not a marketplace.
        </p>
      </ContentSection>
      <ContentSection headingId="how-heading" title="How it works">
        <ol className="static-list">
          {HOW_IT_WORKS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </ContentSection>
      <ContentSection className="static-cta" headingId="about-cta-heading" title="Join TrustHive">
        <p>Register your company to build trust with buyers, or get in touch with our team.</p>
        <div className="static-cta__actions">
          <Link to={paths.register.getHref()} className="button button--primary">
            Register your company
          </Link>
          <Link to={paths.contact.getHref()} className="button button--secondary">
            Contact us
          </Link>
        </div>
      </ContentSection>
    </ContentLayout>
  );
}
