import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { SoldBrandCompany } from '@trusthive/contracts';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';

/**
 * A reseller's line (issue 20 #9, spec §3 selectedBrandCompanies): the brand companies it
 * picked at registration. Said plainly to be the company's own statement, never an
 * authorization, and shown apart from the Brand Portfolio, which lists brands a company owns.
 * Absent when there are none.
 */
export function ResellerSells({ sells }: { sells: SoldBrandCompany[] }) {
  if (sells.length === 0) return null;
  return (
    <section className="card reseller-sells" aria-labelledby="reseller-sells-label">
      <p>
        <strong id="reseller-sells-label">{t('company.reseller.sellsLabel')}</strong>{' '}
        {sells.map((pick, index) => (
          <Fragment key={pick.companyId}>
            {index > 0 ? ', ' : null}
            <span className="reseller-sells__item">
              <span translate="no">{pick.brandName}</span> (
              <Link to={paths.company.getHref(String(pick.companyId))} translate="no">
                {pick.companyName}
              </Link>
              )
              {pick.wantsAuthorization
                ? ` — ${t('company.reseller.authorizationRequested')}`
                : null}
            </span>
          </Fragment>
        ))}
      </p>
      <p className="source-line muted">{t('company.reseller.notAuthorization')}</p>
    </section>
  );
}
