import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { ContentLayout } from '../../components/layouts/content-layout';
import {
  categoriesQueryOptions,
  useCategories,
} from '../../features/categories/api/get-categories';
import { CategoriesGrid } from '../../features/categories/components/categories-grid';
import { companiesLabel, formatCount } from '../../features/categories/format';
import { useMetaDescription } from '../../features/categories/hooks/use-page-meta';
import { paths } from '../../config/paths';
import { t } from '../../i18n';
import { T } from '../../i18n/trans';
import type { PageMetaFunction } from '../head/page-meta';
import '../../styles/categories.css';

/** Starts the fetch as the route matches, without holding the page back for it. */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  () => {
    void queryClient.prefetchQuery(categoriesQueryOptions());
    return null;
  };

export const meta: PageMetaFunction = () => ({
  title: t('browse.categories.title'),
  description: t('browse.categories.description'),
  canonicalPath: paths.categories.getHref(),
  breadcrumbs: [
    { name: t('common.nav.home'), path: paths.home.getHref() },
    { name: t('browse.categories.title'), path: paths.categories.getHref() },
  ],
});

export default function CategoriesRoute() {
  const categories = useCategories();
  useMetaDescription(t('browse.categories.description'));

  // Spec §8: a count failure reads 0 and the grid is simply empty; never an error screen.
  const data = categories.isError ? { total: 0, categories: [] } : categories.data;
  return (
    <ContentLayout title={t('browse.categories.title')} lead={t('browse.categories.lead')}>
      {data ? (
        <>
          <p className="category-total">
            <T
              id="browse.categories.total"
              values={{
                companies: companiesLabel(data.total),
                count: data.categories.length,
                n: formatCount(data.categories.length),
              }}
              components={{ 0: <strong /> }}
            />
          </p>
          <CategoriesGrid categories={data.categories} />
        </>
      ) : (
        <div className="category-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>{t('browse.categories.loading')}</p>
        </div>
      )}
    </ContentLayout>
  );
}
