import { Link } from 'react-router-dom';
import { ContentLayout, ContentSection } from '../../components/layouts/content-layout';
import { paths } from '../../config/paths';
import { FaqAccordion } from '../../features/static-pages/components/faq-accordion';
import { t, type MessageId } from '../../i18n';
import '../../styles/static.css';
import type { PageMetaFunction } from '../head/page-meta';

// Spec §2 "FAQ": the six questions, as message ids (the words are looked up while rendering).
const FAQ_ITEMS: readonly { question: MessageId; answer: MessageId }[] = [
  { question: 'pages.faq.marketplace.question', answer: 'pages.faq.marketplace.answer' },
  { question: 'pages.faq.badge.question', answer: 'pages.faq.badge.answer' },
  { question: 'pages.faq.original.question', answer: 'pages.faq.original.answer' },
  { question: 'pages.faq.data.question', answer: 'pages.faq.data.answer' },
  { question: 'pages.faq.liable.question', answer: 'pages.faq.liable.answer' },
  { question: 'pages.faq.correct.question', answer: 'pages.faq.correct.answer' },
];

export const meta: PageMetaFunction = () => ({
  title: t('pages.faq.title'),
  description: t('pages.faq.description'),
  canonicalPath: paths.faq.getHref(),
  breadcrumbs: [
    { name: t('common.nav.home'), path: paths.home.getHref() },
    { name: t('pages.faq.title'), path: paths.faq.getHref() },
  ],
});

export default function FaqRoute() {
  const items = FAQ_ITEMS.map((item) => ({ question: t(item.question), answer: t(item.answer) }));
  return (
    <ContentLayout title={t('pages.faq.title')} lead={t('pages.faq.description')}>
      <FaqAccordion items={items} />
      <ContentSection
        className="static-cta"
        headingId="faq-more-heading"
        title={t('pages.faq.more.title')}
      >
        <p>{t('pages.faq.more.text')}</p>
        <Link to={paths.contact.getHref()} className="button button--primary">
          {t('pages.faq.more.contact')}
        </Link>
      </ContentSection>
    </ContentLayout>
  );
}
