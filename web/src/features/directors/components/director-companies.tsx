import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import {
  companyStatusKind,
  troubledStatus,
  type DirectorCompany,
  type DirectorPage,
} from '@trusthive/contracts';
import { companyStatusWords } from '../../../components/ui/company-status-flag';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { formatDateIN } from '../../../lib/format';

// The companies of a director's page (issue 41): current directorships first, each linked to
// its TrustHive profile when TrustHive lists it, with the status the registry gives; the
// struck-off, liquidated and insolvent ones are pointed out above the table in plain words.

/**
 * What the page says of the registry being asked now, or why it could not be. The words are the
 * contract's DIRECTOR_MESSAGES, held word for word by the `company.director.*` messages.
 */
export function directorLookupNotice(page: DirectorPage, gaveUp: boolean): string | null {
  if (page.state === 'checking')
    return gaveUp ? t('company.director.unavailable') : t('company.director.checking');
  if (page.state === 'unavailable') return t('company.director.unavailable');
  if (page.state === 'off' && page.companies.length === 0) return t('company.director.off');
  return null;
}

/**
 * The contract's companyStatusText in the page's language, the registry's own words kept from
 * translation (as the profile's status badge says it; features do not import each other).
 */
function statusWords(status: string | null): ReactNode {
  const text = status?.trim() ?? '';
  if (text === '') return t('company.status.unknown');
  const kind = companyStatusKind(text);
  if (kind === 'unknown') return t('company.verdict.notMatched');
  if (kind === 'active') return t('company.verdict.statusActive');
  return companyStatusWords(text) ?? <span translate="no">{text}</span>;
}

/** The trouble sentence, already in the page's language (the route words it). */
export function DirectorTrouble({ summary }: { summary: string | null }) {
  if (!summary) return null;
  return (
    <p className="director-trouble" data-testid="director-trouble">
      {summary}
    </p>
  );
}

function CompanyName({ company }: { company: DirectorCompany }) {
  return company.companyId === null ? (
    <span translate="no">{company.name}</span>
  ) : (
    <Link to={paths.company.getHref(String(company.companyId))} translate="no">
      {company.name}
    </Link>
  );
}

export function DirectorCompanies({ companies }: { companies: DirectorCompany[] }) {
  if (companies.length === 0) return <p>{t('company.director.noCompanies')}</p>;
  return (
    // A phone scrolls the table sideways: a named, focusable box, so the keyboard can too
    // (axe's scrollable-region-focusable), as the profile's tables do.
    <div
      className="director-companies"
      tabIndex={0}
      role="group"
      aria-label={t('company.director.companiesOf')}
    >
      <table className="director-companies__table">
        <caption className="visually-hidden">{t('company.director.companiesOf')}</caption>
        <colgroup>
          <col className="director-companies__col--company" />
          <col className="director-companies__col--status" />
          <col className="director-companies__col--role" />
          <col className="director-companies__col--date" />
          <col className="director-companies__col--date" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('company.director.company')}</th>
            <th scope="col">{t('company.field.status')}</th>
            <th scope="col">{t('company.director.role')}</th>
            <th scope="col">{t('company.director.appointed')}</th>
            <th scope="col">{t('company.director.left')}</th>
          </tr>
        </thead>
        <tbody>
          {companies.map((company, index) => (
            <tr key={`${company.name}-${company.appointedOn ?? ''}-${index}`}>
              <th scope="row">
                <CompanyName company={company} />
              </th>
              <td
                className={
                  troubledStatus(company.status) ? 'director-companies__status--trouble' : undefined
                }
              >
                {statusWords(company.status)}
              </td>
              <td>
                {company.designation === null ? (
                  t('company.director.notStated')
                ) : (
                  <span translate="no">{company.designation}</span>
                )}
              </td>
              <td>{formatDateIN(company.appointedOn, t('company.director.notStated'))}</td>
              <td>
                {company.ceasedOn ? formatDateIN(company.ceasedOn) : t('company.director.current')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
