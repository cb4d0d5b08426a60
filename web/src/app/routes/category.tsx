import { Link, useParams } from 'react-router-dom';
import { ContentLayout } from '../../components/layouts/content-layout';
import { ComingSoon } from '../../components/ui/coming-soon';
import { paths } from '../../config/paths';

// A readable heading until the categories feature maps slugs to their official names.
function slugToTitle(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export default function CategoryRoute() {
  const { slug = '' } = useParams();
  return (
    <ContentLayout title={slugToTitle(slug) || 'Category'}>
      <ComingSoon>The list of companies in this category, with filters, is being built.</ComingSoon>
      <p>
        <Link to={paths.categories.getHref()}>Back to Categories</Link>
      </p>
    </ContentLayout>
  );
}
