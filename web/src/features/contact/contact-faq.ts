// Answers built from the spec's own figures (§6, §9), for the contact page's FAQ.
export const CONTACT_FAQ = [
  {
    question: 'When will I hear back from you?',
    answer:
      'Our support hours are Mon-Fri 9:00 AM to 6:00 PM, and we reply to e-mail within 24 hours.',
  },
  {
    question: 'How long does verification take?',
    answer: 'Verification of a registered company takes 1-3 business days.',
  },
  {
    question: 'How long does a claim review take?',
    answer:
      'Our team verifies every claim before approval and gets back to you within 24-48 hours.',
  },
  {
    question: 'What happens after I report a company?',
    answer:
      'Our team reviews every report within 2-3 business days and may contact you for more details. Your identity is kept confidential.',
  },
  {
    question: 'How can I get my company data corrected?',
    answer:
      'Send us a message with the details to correct. Our support team checks the change and updates the profile.',
  },
] as const;
