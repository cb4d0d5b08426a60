import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { t } from '../../i18n';
import { T } from '../../i18n/trans';
import { formatDays, sitePrivacy, type SitePrivacy } from '../../lib/site-privacy';

// The notice at collection (issue 37, DPDP Act 2023 s. 5): beside each form that takes
// personal data, what is taken, why, for how long, and where to read more, ask for access,
// correction or erasure, or complain. All the notices live here, so they read alike, and each
// period comes from the server's configuration, the same value the retention job enforces.
// Each notice is one whole message (word order differs by language), its period filled in.

export type NoticeForm = 'registration' | 'claim' | 'report' | 'contact' | 'correction' | 'sign-in';

function noticeFor(form: NoticeForm, { retentionDays: days }: SitePrivacy): string {
  switch (form) {
    case 'registration':
      return t('common.notice.registration');
    case 'claim':
      return t('common.notice.claim', { period: formatDays(days.claimDocuments) });
    case 'report':
      return t('common.notice.report', { period: formatDays(days.submitterContacts) });
    case 'contact':
      return t('common.notice.contact', { period: formatDays(days.submitterContacts) });
    case 'correction':
      return t('common.notice.correction', { period: formatDays(days.submitterContacts) });
    case 'sign-in':
      return t('common.notice.signIn', { period: formatDays(days.sentMail) });
  }
}

export function PersonalDataNotice({ form }: { form: NoticeForm }) {
  return (
    <p className="form-field__hint personal-data-notice" data-testid="personal-data-notice">
      {noticeFor(form, sitePrivacy())}{' '}
      <T
        id="common.notice.links"
        components={{
          0: <Link to={paths.privacy.getHref()} />,
          1: <Link to={paths.yourData.getHref()} />,
        }}
      />
    </p>
  );
}
