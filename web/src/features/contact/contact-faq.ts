import type { MessageId } from '../../i18n';

// Answers built from the spec's own figures (§6, §9), for the contact page's FAQ (message ids:
// the words are looked up while rendering, in the page's language).
export const CONTACT_FAQ: readonly { question: MessageId; answer: MessageId }[] = [
  { question: 'forms.contact.faq.replyQuestion', answer: 'forms.contact.faq.replyAnswer' },
  {
    question: 'forms.contact.faq.verificationQuestion',
    answer: 'forms.contact.faq.verificationAnswer',
  },
  { question: 'forms.contact.faq.claimQuestion', answer: 'forms.contact.faq.claimAnswer' },
  { question: 'forms.contact.faq.reportQuestion', answer: 'forms.contact.faq.reportAnswer' },
  {
    question: 'forms.contact.faq.correctionQuestion',
    answer: 'forms.contact.faq.correctionAnswer',
  },
];
