import { Link } from 'react-router-dom';
import type { OwnerCompany } from '@trusthive/contracts';
import { t } from '../../../i18n';
import { OwnerEdits } from '../edits/owner-edits';
import { OwnerReplies } from '../replies/owner-replies';

type OwnerCompanyCardProps = { company: OwnerCompany };

/** One company on /account: what visitors see of it, then what the owner can change. */
export function OwnerCompanyCard({ company }: OwnerCompanyCardProps) {
  const headingId = `owner-company-${company.id}`;
  return (
    <article className="submission-card owner-company" aria-labelledby={headingId}>
      <header className="owner-company__header">
        <h2 id={headingId} className="submission-card__title" translate="no">
          {company.name}
        </h2>
        <dl className="owner-company__facts">
          {company.cin ? (
            <>
              <dt>{t('account.company.cin')}</dt>
              <dd className="no-break" translate="no">
                {company.cin}
              </dd>
            </>
          ) : null}
          {company.status ? (
            <>
              <dt>{t('account.company.status')}</dt>
              {/* The registry's words for the status, as the profile shows them. */}
              <dd translate="no">{company.status}</dd>
            </>
          ) : null}
        </dl>
        <Link to={company.profilePath} className="owner-company__profile">
          {t('account.company.viewProfile')}
        </Link>
      </header>
      <OwnerEdits company={company} />
      <OwnerReplies company={company} />
    </article>
  );
}
