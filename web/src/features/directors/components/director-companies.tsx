import { Link } from 'react-router-dom';
import {
  DIRECTOR_MESSAGES,
  companyStatusText,
  troubledStatus,
  type DirectorCompany,
  type DirectorPage,
} from '@trusthive/contracts';
import { paths } from '../../../config/paths';
import { formatDateIN } from '../../../lib/format';

// The companies of a director's page (issue 41): current directorships first, each linked to
// its TrustHive profile when TrustHive lists it, with the status the registry gives; the
// struck-off, liquidated and insolvent ones are pointed out above the table in plain words.

/** What the page says of the registry being asked now, or why it could not be. */
export function directorLookupNotice(page: DirectorPage, gaveUp: boolean): string | null {
  if (page.state === 'checking')
    return gaveUp ? DIRECTOR_MESSAGES.unavailable : DIRECTOR_MESSAGES.checking;
  if (page.state === 'unavailable') return DIRECTOR_MESSAGES.unavailable;
  if (page.state === 'off' && page.companies.length === 0) return DIRECTOR_MESSAGES.off;
  return null;
}

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
    <>{company.name}</>
  ) : (
    <Link to={paths.company.getHref(String(company.companyId))}>{company.name}</Link>
  );
}

export function DirectorCompanies({ companies }: { companies: DirectorCompany[] }) {
  if (companies.length === 0) return <p>{DIRECTOR_MESSAGES.noCompanies}</p>;
  return (
    // A phone scrolls the table sideways: a named, focusable box, so the keyboard can too
    // (axe's scrollable-region-focusable), as the profile's tables do.
    <div
      className="director-companies"
      tabIndex={0}
      role="group"
      aria-label="Companies of this director"
    >
      <table className="director-companies__table">
        <caption className="visually-hidden">Companies of this director</caption>
        <colgroup>
          <col className="director-companies__col--company" />
          <col className="director-companies__col--status" />
          <col className="director-companies__col--role" />
          <col className="director-companies__col--date" />
          <col className="director-companies__col--date" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Company</th>
            <th scope="col">Status</th>
            <th scope="col">Role</th>
            <th scope="col">Appointed</th>
            <th scope="col">Left</th>
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
                {companyStatusText(company.status)}
              </td>
              <td>{company.designation ?? 'Not stated'}</td>
              <td>{formatDateIN(company.appointedOn, 'Not stated')}</td>
              <td>{company.ceasedOn ? formatDateIN(company.ceasedOn) : 'Current'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
