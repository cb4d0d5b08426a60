import { ContentLayout, ContentSection } from '../../components/layouts/content-layout';
import '../../styles/static.css';
import { staticPageMeta } from '../head/static-meta';
import { paths } from '../../config/paths';

/** Spec §2 "Terms", word for word. */
const LAST_UPDATED = 'May 20, 2025';

const SECTIONS = [
  {
    title: '1. Acceptance of terms',
    text: 'By using TrustHive you agree to these terms. If you do not agree, please do not use the service.',
  },
  {
    title: '2. What TrustHive is',
    text: 'TrustHive is a seller and company verification directory for India. It verifies sellers, not products, and is a trust-indicator platform, not a marketplace.',
  },
  {
    title: '3. Information and trust scores',
    text: 'Company information comes from government data (corporate registry and GST), brand authorization, online reputation and business profile details. Trust scores are indicators, not guarantees.',
  },
  {
    title: '4. Registrations and claims',
    text: 'Information you submit when registering or claiming a company must be accurate. Claims are verified by our team before approval.',
  },
  {
    title: '5. Reports',
    text: 'Reports about companies must be made in good faith. We review reports and may act on them, but we are not obliged to.',
  },
  {
    title: '6. Limitation of liability',
    text: 'TrustHive is not a party to any transaction. Liability for counterfeit goods lies with the buyer and the seller.',
  },
  {
    title: '7. Data corrections',
    text: 'A brand or seller can request a correction of its data by contacting support.',
  },
  {
    title: '8. Changes to these terms',
    text: 'We may update these terms from time to time. The date at the top of this page shows when they last changed.',
  },
] as const;

export const meta = staticPageMeta({
  title: 'Terms & Conditions',
  description:
    "The terms under which TrustHive's company and seller verification directory is offered.",
  path: paths.terms.getHref(),
});

export default function TermsRoute() {
  return (
    <ContentLayout title="Terms & Conditions" lead={`Last updated: ${LAST_UPDATED}`}>
      {SECTIONS.map((section) => (
        <ContentSection key={section.title} title={section.title}>
          <p>{section.text}</p>
        </ContentSection>
      ))}
    </ContentLayout>
  );
}
