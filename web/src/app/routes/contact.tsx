import { ContentLayout } from '../../components/layouts/content-layout';
import { ComingSoon } from '../../components/ui/coming-soon';
import { env } from '../../config/env';

export default function ContactRoute() {
  return (
    <ContentLayout title="Contact Us">
      <ComingSoon>
        The contact form is being built. Until then, call us on{' '}
        <a href={env.supportPhoneHref}>{env.supportPhone}</a> or write to{' '}
        <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a>.
      </ComingSoon>
    </ContentLayout>
  );
}
