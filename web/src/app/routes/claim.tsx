import { ContentLayout } from '../../components/layouts/content-layout';
import { ComingSoon } from '../../components/ui/coming-soon';

export default function ClaimRoute() {
  return (
    <ContentLayout title="Claim Your Business Profile">
      <ComingSoon>
        Claiming a profile online is being built. All claims are verified by our team before
        approval.
      </ComingSoon>
    </ContentLayout>
  );
}
