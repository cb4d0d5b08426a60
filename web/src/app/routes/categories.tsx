import { ContentLayout } from '../../components/layouts/content-layout';
import { ComingSoon } from '../../components/ui/coming-soon';

export default function CategoriesRoute() {
  return (
    <ContentLayout
      title="Industry Categories"
      lead="Browse companies by the industry they are registered under."
    >
      <ComingSoon>The category directory, with company counts, is being built.</ComingSoon>
    </ContentLayout>
  );
}
