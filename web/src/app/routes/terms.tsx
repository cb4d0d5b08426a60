import { ContentLayout, ContentSection } from '../../components/layouts/content-layout';
import '../../styles/static.css';
import type { PageMetaFunction } from '../head/page-meta';
import { paths } from '../../config/paths';
import { t, type MessageId } from '../../i18n';

/**
 * Spec §2 "Terms", word for word in English; each language's catalog says the same. Message
 * ids, not words: the words are looked up while rendering, in the page's language.
 */
const SECTIONS: readonly { title: MessageId; text: MessageId }[] = [
  { title: 'pages.terms.acceptance.title', text: 'pages.terms.acceptance.text' },
  { title: 'pages.terms.what.title', text: 'pages.terms.what.text' },
  { title: 'pages.terms.information.title', text: 'pages.terms.information.text' },
  { title: 'pages.terms.registrations.title', text: 'pages.terms.registrations.text' },
  { title: 'pages.terms.reports.title', text: 'pages.terms.reports.text' },
  { title: 'pages.terms.liability.title', text: 'pages.terms.liability.text' },
  { title: 'pages.terms.corrections.title', text: 'pages.terms.corrections.text' },
  { title: 'pages.terms.changes.title', text: 'pages.terms.changes.text' },
];

export const meta: PageMetaFunction = () => ({
  title: t('pages.terms.title'),
  description: t('pages.terms.description'),
  canonicalPath: paths.terms.getHref(),
  breadcrumbs: [
    { name: t('common.nav.home'), path: paths.home.getHref() },
    { name: t('pages.terms.title'), path: paths.terms.getHref() },
  ],
});

export default function TermsRoute() {
  return (
    <ContentLayout title={t('pages.terms.title')} lead={t('pages.terms.lastUpdated')}>
      {SECTIONS.map((section) => (
        <ContentSection key={section.title} title={t(section.title)}>
          <p>{t(section.text)}</p>
        </ContentSection>
      ))}
    </ContentLayout>
  );
}
