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
import type { PageMetaFunction } from '../head/page-meta';
import '../../styles/categories.css';

/** Starts the fetch as the route matches, without holding the page back for it. */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  () => {
    void queryClient.prefetchQuery(categoriesQueryOptions());
    return null;
  };

const CATEGORIES_DESCRIPTION =
  'Browse Indian companies by industry: every MCA industrial classification with its company count on TrustHive.';

export const meta: PageMetaFunction = () => ({
  title: 'Industry Categories',
  description: CATEGORIES_DESCRIPTION,
  canonicalPath: paths.categories.getHref(),
  breadcrumbs: [
    { name: 'Home', path: paths.home.getHref() },
    { name: 'Industry Categories', path: paths.categories.getHref() },
  ],
});

export default function CategoriesRoute() {
  const categories = useCategories();
  useMetaDescription(CATEGORIES_DESCRIPTION);

  // Spec §8: a count failure reads 0 and the grid is simply empty; never an error screen.
  const data = categories.isError ? { total: 0, categories: [] } : categories.data;
  return (
    <ContentLayout
      title="Industry Categories"
      lead="Browse companies by the industry they are registered under."
    >
      {data ? (
        <>
          <p className="category-total">
            <strong>{companiesLabel(data.total)}</strong> across{' '}
            {formatCount(data.categories.length)}{' '}
            {data.categories.length === 1 ? 'category' : 'categories'}
          </p>
          <CategoriesGrid categories={data.categories} />
        </>
      ) : (
        <div className="category-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>Loading categories...</p>
        </div>
      )}
    </ContentLayout>
  );
}
