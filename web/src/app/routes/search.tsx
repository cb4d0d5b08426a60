import { useSearchParams } from 'react-router-dom';
import { ContentLayout } from '../../components/layouts/content-layout';
import { ComingSoon } from '../../components/ui/coming-soon';

export default function SearchRoute() {
  const [searchParams] = useSearchParams();
  const term = searchParams.get('q')?.trim() ?? '';
  return (
    <ContentLayout title={term ? `Search Results: ${term}` : 'Search Results'}>
      <ComingSoon>
        Results by company name, CIN or brand name are on their way to this page.
      </ComingSoon>
    </ContentLayout>
  );
}
