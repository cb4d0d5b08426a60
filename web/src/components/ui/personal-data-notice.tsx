import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatDays, sitePrivacy, type SitePrivacy } from '../../lib/site-privacy';

// The notice at collection (issue 37, DPDP Act 2023 s. 5): beside each form that takes
// personal data, what is taken, why, for how long, and where to read more, ask for access,
// correction or erasure, or complain. All the notices live here, so they read alike, and each
// period comes from the server's configuration, the same value the retention job enforces.

export type NoticeForm = 'registration' | 'claim' | 'report' | 'contact' | 'correction' | 'sign-in';

type Notice = { what: string; why: string; kept: string };

function noticeFor(form: NoticeForm, { retentionDays: days }: SitePrivacy): Notice {
  switch (form) {
    case 'registration':
      return {
        what: 'your business e-mail address and phone number',
        why: 'to review the registration, tell you the outcome and let you manage the listing',
        kept: 'They are kept while the company is listed and shown on its profile only as its business contact.',
      };
    case 'claim':
      return {
        what: 'your mobile number, e-mail address and the documents you upload',
        why: 'to check that you act for the company and tell you the decision',
        kept: `The documents and the claim are deleted ${formatDays(days.claimDocuments)} after the decision.`,
      };
    case 'report':
      return {
        what: 'your name, e-mail address and phone number',
        why: 'to review the report and tell you the outcome; they are never shown on the profile',
        kept: `They are removed ${formatDays(days.submitterContacts)} after the report is decided.`,
      };
    case 'contact':
      return {
        what: 'your name and e-mail address',
        why: 'to answer your message',
        kept: `They are removed ${formatDays(days.submitterContacts)} after we handle it.`,
      };
    case 'correction':
      return {
        what: 'your e-mail address',
        why: 'to tell you whether the correction was made',
        kept: `It is removed ${formatDays(days.submitterContacts)} after the decision.`,
      };
    case 'sign-in':
      return {
        what: 'your e-mail address',
        why: 'to send you a sign-in link and keep a record of sign-ins',
        kept: `Sign-in e-mails are deleted ${formatDays(days.sentMail)} after sending.`,
      };
  }
}

export function PersonalDataNotice({ form }: { form: NoticeForm }) {
  const notice = noticeFor(form, sitePrivacy());
  return (
    <p className="form-field__hint personal-data-notice" data-testid="personal-data-notice">
      We collect {notice.what} {notice.why}. {notice.kept}{' '}
      <Link to={paths.privacy.getHref()}>How we handle personal data</Link> ·{' '}
      <Link to={paths.yourData.getHref()}>Access, correct or erase your data</Link>
    </p>
  );
}
