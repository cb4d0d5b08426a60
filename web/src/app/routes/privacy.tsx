import { Link } from 'react-router-dom';
import { ColumnHeads } from '../../components/ui/column-heads';
import { ContentLayout, ContentSection } from '../../components/layouts/content-layout';
import '../../styles/static.css';
import type { PageMetaFunction } from '../head/page-meta';
import { paths } from '../../config/paths';
import { t, type MessageId } from '../../i18n';
import { T } from '../../i18n/trans';
import { formatCount } from '../../lib/format';
import { siteContact } from '../../lib/site-contact';
import { sitePrivacy, type SitePrivacy } from '../../lib/site-privacy';

// Issue 37 (DPDP Act 2023 and Rules 2025): what TrustHive collects, why, for how long, how to
// ask for access, correction or erasure, and how to complain. Every period is read from the
// server's configuration, the same values the retention job enforces, so the page cannot
// promise what the job does not do. Issue 44: the Act lets the notice be given in English or
// any language of the Eighth Schedule, so each language states it in full.

export const meta: PageMetaFunction = () => ({
  title: t('pages.privacy.title'),
  description: t('pages.privacy.description'),
  canonicalPath: paths.privacy.getHref(),
  breadcrumbs: [
    { name: t('common.nav.home'), path: paths.home.getHref() },
    { name: t('pages.privacy.title'), path: paths.privacy.getHref() },
  ],
});

/** "90 days", or "1 year" / "2 years" for whole years (lib/site-privacy's formatDays, in words). */
function period(days: number): string {
  const years = days % 365 === 0 ? days / 365 : null;
  return years !== null
    ? t('pages.privacy.years', { count: years, n: formatCount(years) })
    : t('pages.privacy.days', { count: days, n: formatCount(days) });
}

type Row = { what: MessageId; why: MessageId; kept: MessageId; days?: number };

function collected({ retentionDays: days }: SitePrivacy): Row[] {
  const row = (name: string, keptDays?: number) =>
    ({
      what: `pages.privacy.${name}.what`,
      why: `pages.privacy.${name}.why`,
      kept: `pages.privacy.${name}.kept`,
      days: keptDays,
    }) as Row;
  return [
    row('claimContacts', days.claimDocuments),
    row('claimDocuments', days.claimDocuments),
    row('reporters', days.submitterContacts),
    row('senders', days.submitterContacts),
    row('owners'),
    row('mail', days.sentMail),
    row('analytics', days.analyticsUserIds),
    row('audit', days.auditPersonalData),
    row('logs'),
  ];
}

function GrievanceOfficer({ privacy }: { privacy: SitePrivacy }) {
  const { name, email, postalAddress } = privacy.grievanceOfficer;
  const fallback = siteContact().email;
  const contactLink = <Link to={paths.contact.getHref()} />;
  if (!name && !email) {
    return (
      <p data-testid="grievance-officer">
        {fallback ? (
          <T
            id="pages.privacy.grievance.contactOrEmail"
            values={{ email: fallback }}
            components={{ 0: contactLink, 1: <a href={`mailto:${fallback}`} /> }}
          />
        ) : (
          <T id="pages.privacy.grievance.contact" components={{ 0: contactLink }} />
        )}
      </p>
    );
  }
  // The officer's name and postal address are the site's settings, shown as written.
  return (
    <p data-testid="grievance-officer">
      <T
        id="pages.privacy.grievance.officer"
        values={{
          hasName: name ? 'yes' : 'no',
          name: <span translate="no">{name}</span>,
          hasEmail: email ? 'yes' : 'no',
          email: email ?? '',
          hasPost: postalAddress ? 'yes' : 'no',
          postalAddress: <span translate="no">{postalAddress}</span>,
        }}
        components={{ 0: <a href={`mailto:${email ?? ''}`} /> }}
      />
    </p>
  );
}

export default function PrivacyRoute() {
  const privacy = sitePrivacy();
  return (
    <ContentLayout title={t('pages.privacy.title')} lead={t('pages.privacy.lead')}>
      <ContentSection title={t('pages.privacy.collected.title')}>
        <table className="privacy-table" data-testid="privacy-retention">
          <ColumnHeads
            columns={[
              t('pages.privacy.column.what'),
              t('pages.privacy.column.why'),
              t('pages.privacy.column.kept'),
            ]}
          />
          <tbody>
            {collected(privacy).map((row) => (
              <tr key={row.what}>
                <th scope="row">{t(row.what)}</th>
                <td>{t(row.why)}</td>
                <td>
                  {t(row.kept, row.days === undefined ? undefined : { period: period(row.days) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t('pages.privacy.public')}</p>
      </ContentSection>
      <ContentSection title={t('pages.privacy.rights.title')}>
        <p>
          <T
            id="pages.privacy.rights.text"
            components={{ 0: <Link to={paths.yourData.getHref()} /> }}
          />
        </p>
      </ContentSection>
      <ContentSection title={t('pages.privacy.complain.title')}>
        <GrievanceOfficer privacy={privacy} />
        <p>{t('pages.privacy.board')}</p>
      </ContentSection>
    </ContentLayout>
  );
}
