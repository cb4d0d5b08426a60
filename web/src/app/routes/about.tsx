import { Link } from 'react-router-dom';
import { ContentLayout, ContentSection } from '../../components/layouts/content-layout';
import { paths } from '../../config/paths';
import { DirectoryCoverage } from '../../features/stats/components/directory-coverage';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { statsQueryOptions } from '../../features/stats/api/get-stats';
import { t, type MessageId } from '../../i18n';
import { T } from '../../i18n/trans';
import '../../styles/static.css';
import type { PageMetaFunction } from '../head/page-meta';

// Message ids, not words: the words are looked up while rendering, in the page's language.
const HOW_IT_WORKS: readonly MessageId[] = [
  'pages.about.how.search',
  'pages.about.how.check',
  'pages.about.how.deal',
];

export const meta: PageMetaFunction = () => ({
  title: t('pages.about.title'),
  description: t('pages.about.description'),
  canonicalPath: paths.about.getHref(),
  breadcrumbs: [
    { name: t('common.nav.home'), path: paths.home.getHref() },
    { name: t('pages.about.title'), path: paths.about.getHref() },
  ],
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
    <ContentLayout title={t('pages.about.title')} lead={t('pages.about.lead')}>
      <ContentSection headingId="mission-heading" title={t('pages.about.mission.title')}>
        {/* Holds the lines the counts take once they arrive, so the sections below stay put. */}
        <p className="static-section__coverage">
          <T
            id="pages.about.mission.text"
            values={{
              coverage: <DirectoryCoverage fallback={t('pages.about.coverageFallback')} />,
            }}
          />
        </p>
      </ContentSection>
      <ContentSection headingId="approach-heading" title={t('pages.about.approach.title')}>
        <p>{t('pages.about.approach.text')}</p>
      </ContentSection>
      <ContentSection headingId="how-heading" title={t('pages.about.how.title')}>
        <ol className="static-list">
          {HOW_IT_WORKS.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ol>
      </ContentSection>
      <ContentSection
        className="static-cta"
        headingId="about-cta-heading"
        title={t('pages.about.join.title')}
      >
        <p>{t('pages.about.join.text')}</p>
        <div className="static-cta__actions">
          <Link to={paths.register.getHref()} className="button button--primary">
            {t('pages.about.join.register')}
          </Link>
          <Link to={paths.contact.getHref()} className="button button--secondary">
            {t('pages.about.join.contact')}
          </Link>
        </div>
      </ContentSection>
    </ContentLayout>
  );
}
