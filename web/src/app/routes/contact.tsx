import { ContentLayout, ContentSection } from '../../components/layouts/content-layout';
import { SubmissionCard } from '../../components/ui/submission-card';
import { ContactCards } from '../../features/contact/components/contact-cards';
import { ContactForm } from '../../features/contact/components/contact-form';
import { CONTACT_FAQ } from '../../features/contact/contact-faq';
import { FaqAccordion } from '../../features/static-pages/components/faq-accordion';
import '../../styles/static.css';
import '../../styles/submissions.css';
import { staticPageMeta } from '../head/static-meta';
import type { PageMetaFunction } from '../head/page-meta';
import { paths } from '../../config/paths';
import { t } from '../../i18n';

// The head is built per render: its words are the page's language.
export const meta: PageMetaFunction = (args) =>
  staticPageMeta({
    title: t('forms.contact.title'),
    description: t('forms.contact.lead'),
    path: paths.contact.getHref(),
  })(args);

export default function ContactRoute() {
  return (
    <ContentLayout title={t('forms.contact.title')} lead={t('forms.contact.lead')}>
      <div className="contact-layout">
        <ContactCards />
        <SubmissionCard headingId="contact-form-heading" title={t('forms.contact.formTitle')}>
          <ContactForm />
        </SubmissionCard>
      </div>
      <ContentSection
        className="contact-faq"
        headingId="contact-faq-heading"
        title={t('forms.contact.faqTitle')}
      >
        <FaqAccordion
          items={CONTACT_FAQ.map((item) => ({
            question: t(item.question),
            answer: t(item.answer),
          }))}
        />
      </ContentSection>
    </ContentLayout>
  );
}
