import { Link } from 'react-router-dom';
import { ColumnHeads } from '../../components/ui/column-heads';
import { ContentLayout, ContentSection } from '../../components/layouts/content-layout';
import '../../styles/static.css';
import { staticPageMeta } from '../head/static-meta';
import { paths } from '../../config/paths';
import { siteContact } from '../../lib/site-contact';
import { formatDays, sitePrivacy, type SitePrivacy } from '../../lib/site-privacy';

// Issue 37 (DPDP Act 2023 and Rules 2025): what TrustHive collects, why, for how long, how to
// ask for access, correction or erasure, and how to complain. Every period is read from the
// server's configuration, the same values the retention job enforces, so the page cannot
// promise what the job does not do.

export const meta = staticPageMeta({
  title: 'Privacy',
  description:
    'What personal data TrustHive collects, why, how long it is kept, and how to ask for access, correction or erasure.',
  path: paths.privacy.getHref(),
});

type Row = { what: string; why: string; kept: string };

function collected({ retentionDays: days }: SitePrivacy): Row[] {
  return [
    {
      what: "Claimants' mobile numbers and e-mail addresses",
      why: 'To verify that the person claiming a company acts for it, and to tell them the decision.',
      kept: `The claim, with its contact details, is deleted ${formatDays(days.claimDocuments)} after the decision. An approved claimant's e-mail stays as the owner's account.`,
    },
    {
      what: "Claimants' identity and business documents",
      why: 'To check the claim; only our review staff can open them.',
      kept: `Deleted from storage ${formatDays(days.claimDocuments)} after the claim is decided.`,
    },
    {
      what: "Reporters' names, e-mail addresses and phone numbers",
      why: 'To review a report and tell the reporter the outcome. They are never shown on a company profile.',
      kept: `Removed ${formatDays(days.submitterContacts)} after the report is decided; the report itself stays, without them.`,
    },
    {
      what: 'Contact-form and correction senders’ names and e-mail addresses',
      why: 'To answer the message or the proposed correction.',
      kept: `Removed ${formatDays(days.submitterContacts)} after the message is handled or the correction decided.`,
    },
    {
      what: "Company owners' accounts (e-mail address, optional password hash)",
      why: 'To let an owner sign in and keep their company profile up to date.',
      kept: 'While the account exists; ask for erasure to end it.',
    },
    {
      what: 'E-mails we send you (address and content)',
      why: 'To send decisions and sign-in links, and to show that they were sent.',
      kept: `Deleted ${formatDays(days.sentMail)} after sending.`,
    },
    {
      what: 'Analytics: a random pseudonymous id and a shortened IP address',
      why: 'To count searches, profile views and website clicks, without knowing who you are.',
      kept: `The id and the address are removed ${formatDays(days.analyticsUserIds)} after the visit; the counts stay.`,
    },
    {
      what: 'Record of actions by staff and owners (audit log)',
      why: 'To show who changed what and when, for disputes and security.',
      kept: `Who acted is kept; e-mail addresses, phone numbers and IP addresses inside the record are removed after ${formatDays(days.auditPersonalData)}.`,
    },
    {
      what: 'IP addresses in server logs',
      why: 'To keep the site secure and stop abuse (rate limits).',
      kept: 'Shortened before they are written, and kept only as long as the server logs are.',
    },
  ];
}

function GrievanceOfficer({ privacy }: { privacy: SitePrivacy }) {
  const { name, email, postalAddress } = privacy.grievanceOfficer;
  const fallback = siteContact().email;
  if (!name && !email) {
    return (
      <p data-testid="grievance-officer">
        Write to us through the <Link to={paths.contact.getHref()}>contact page</Link>
        {fallback ? (
          <>
            {' '}
            or at <a href={`mailto:${fallback}`}>{fallback}</a>
          </>
        ) : null}
        , marking your message “Grievance”.
      </p>
    );
  }
  return (
    <p data-testid="grievance-officer">
      Our Grievance Officer{name ? <>, {name},</> : null} answers complaints about personal data
      {email ? (
        <>
          {' '}
          at <a href={`mailto:${email}`}>{email}</a>
        </>
      ) : null}
      {postalAddress ? <> (post: {postalAddress})</> : null}.
    </p>
  );
}

export default function PrivacyRoute() {
  const privacy = sitePrivacy();
  return (
    <ContentLayout
      title="Privacy"
      lead="How TrustHive handles personal data, under the Digital Personal Data Protection Act, 2023."
    >
      <ContentSection title="What we collect, why, and for how long">
        <table className="privacy-table" data-testid="privacy-retention">
          <ColumnHeads columns={['What', 'Why', 'How long']} />
          <tbody>
            {collected(privacy).map((row) => (
              <tr key={row.what}>
                <th scope="row">{row.what}</th>
                <td>{row.why}</td>
                <td>{row.kept}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Company facts from public registers (names, directors, GST details) are published
          information about businesses and are shown as such. We do not sell personal data or use it
          for advertising.
        </p>
      </ContentSection>
      <ContentSection title="Access, correction and erasure">
        <p>
          You can ask for a copy of what TrustHive holds about your e-mail address, have it
          corrected, or have it erased (except what the law requires us to keep) on the{' '}
          <Link to={paths.yourData.getHref()}>Your data</Link> page. We answer within 30 days.
        </p>
      </ContentSection>
      <ContentSection title="How to complain">
        <GrievanceOfficer privacy={privacy} />
        <p>
          If we do not resolve your complaint, you may complain to the Data Protection Board of
          India.
        </p>
      </ContentSection>
    </ContentLayout>
  );
}
