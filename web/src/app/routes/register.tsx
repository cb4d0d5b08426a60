import { ContentLayout } from '../../components/layouts/content-layout';
import { ComingSoon } from '../../components/ui/coming-soon';

export default function RegisterRoute() {
  return (
    <ContentLayout
      title="Register Your Company"
      lead="List your company and brands on TrustHive and get verified."
    >
      <ComingSoon>The registration form is being built.</ComingSoon>
    </ContentLayout>
  );
}
