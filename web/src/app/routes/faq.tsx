import { Link } from 'react-router-dom';
import { ContentLayout, ContentSection } from '../../components/layouts/content-layout';
import { paths } from '../../config/paths';
import { FaqAccordion, type FaqItem } from '../../features/static-pages/components/faq-accordion';
import '../../styles/static.css';
import { staticPageMeta } from '../head/static-meta';

// Spec §2 "FAQ": the six questions.
const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'Is TrustHive a seller or a marketplace?',
    answer:
      'No. TrustHive is not a seller or marketplace. It is a trust-indicator platform: it shows verification data about companies and sellers, and sells nothing itself.',
  },
  {
    question: 'What does the TrustHive badge mean?',
    answer:
      'The badge reflects business legitimacy through corporate registry and GST data, public reviews, profile completeness and brand authorization.',
  },
  {
    question: 'Does the badge mean the product is original?',
    answer:
      'No. The badge does not mean the product is original. TrustHive verifies sellers, not products.',
  },
  {
    question: 'What data does TrustHive collect?',
    answer:
      'Government data from the corporate registry and GST, brand authorization, online reputation and the business profile details companies provide.',
  },
  {
    question: 'Who is liable for counterfeit goods?',
    answer:
      'Liability for counterfeit goods lies with the buyer and the seller. TrustHive is not a party to any sale.',
  },
  {
    question: 'How can a brand or seller correct its data?',
    answer:
      'A brand or seller can request a data correction by contacting our support team with the details to change.',
  },
];

export const meta = staticPageMeta({
  title: 'Frequently Asked Questions',
  description: 'What TrustHive is, what its badge means and how to get data corrected.',
  path: paths.faq.getHref(),
});

export default function FaqRoute() {
  return (
    <ContentLayout
      title="Frequently Asked Questions"
      lead="What TrustHive is, what its badge means and how to get data corrected."
    >
      <FaqAccordion items={FAQ_ITEMS} />
      <ContentSection
        className="static-cta"
        headingId="faq-more-heading"
        title="Still have questions?"
      >
        <p>Our support team answers e-mail within 24 hours.</p>
        <Link to={paths.contact.getHref()} className="button button--primary">
          Contact Support
        </Link>
      </ContentSection>
    </ContentLayout>
  );
}
