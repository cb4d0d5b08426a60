import { ContentLayout, ContentSection } from '../../components/layouts/content-layout';
import { SubmissionCard } from '../../components/ui/submission-card';
import { ContactCards } from '../../features/contact/components/contact-cards';
import { ContactForm } from '../../features/contact/components/contact-form';
import { CONTACT_FAQ } from '../../features/contact/contact-faq';
import { FaqAccordion } from '../../features/static-pages/components/faq-accordion';
import '../../styles/static.css';
import '../../styles/submissions.css';
import { staticPageMeta } from '../head/static-meta';
import { paths } from '../../config/paths';

export const meta = staticPageMeta({
  title: 'Contact Us',
  description:
    'Questions about a company, your listing or TrustHive itself? Call, write, or send us a message.',
  path: paths.contact.getHref(),
});

export default function ContactRoute() {
  return (
    <ContentLayout
      title="Contact Us"
      lead="Questions about a company, your listing or TrustHive itself? Call, write, or send us a message."
    >
      <div className="contact-layout">
        <ContactCards />
        <SubmissionCard headingId="contact-form-heading" title="Send us a message">
          <ContactForm />
        </SubmissionCard>
      </div>
      <ContentSection
        className="contact-faq"
        headingId="contact-faq-heading"
        title="Frequently Asked Questions"
      >
        <FaqAccordion items={CONTACT_FAQ} />
      </ContentSection>
    </ContentLayout>
  );
}
