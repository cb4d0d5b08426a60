import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { REGISTRY_MESSAGES, type Director, type RegistryFacts } from '@trusthive/contracts';
import { paths } from '../../../config/paths';
import { displayText, formatDateGB } from '../../../lib/format';
import { CapitalValue } from './company-sections';
import { CorrectionLink, DetailCard } from './detail-card';

// Issue 41: what the registry provider says of the company: its board (each director linked
// to their page, with their troubled other companies in plain words), its index of charges and
// its filing dates, each with "Source: MCA data via {provider}, as of {date}". While the first
// lookup runs, each block says so and fills in when it lands (the route reads the profile
// again); a company the provider was never asked about says that plainly.

/**
 * Where the registry lookup stands when the profile has no facts from it: running (the
 * enrichment's registry part is pending), or what it ended with (the provider has no such CIN,
 * or could not be reached), or never asked (no provider).
 */
export type RegistryLookupState =
  { status: 'checking' } | { status: 'ended'; message: string | null } | { status: 'not-asked' };

type RegistryProps = {
  registry: RegistryFacts | null;
  lookup: RegistryLookupState;
};

/** What a block says where it has no registry facts yet. */
function Pending({ lookup }: { lookup: RegistryLookupState }) {
  if (lookup.status === 'checking') {
    return (
      <p className="muted registry-checking" role="status">
        <span className="spinner spinner--small" aria-hidden="true" /> {REGISTRY_MESSAGES.checking}
      </p>
    );
  }
  const message = lookup.status === 'ended' ? lookup.message : null;
  return <p className="muted">{message ? `${message}.` : REGISTRY_MESSAGES.notChecked}</p>;
}

export function DirectorsTable({
  directors,
  companyId,
  registry,
  lookup,
}: RegistryProps & { directors: Director[]; companyId: number }) {
  return (
    <section
      className="card"
      aria-labelledby="directors-title"
      aria-busy={lookup.status === 'checking'}
    >
      <h2 id="directors-title" className="card__title">
        Directors
      </h2>
      {directors.length === 0 ? (
        registry ? (
          <p className="muted">No director information available.</p>
        ) : (
          <Pending lookup={lookup} />
        )
      ) : (
        <ScrollingTable label="Directors table">
          <table className="directors-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Designation</th>
                <th scope="col">DIN/PAN</th>
                <th scope="col">Appointed on</th>
              </tr>
            </thead>
            <tbody>
              {directors.map((director) => (
                <tr key={director.id} className={director.ceasedOn ? 'directors-table__left' : ''}>
                  <td>
                    {director.pageId ? (
                      <Link to={paths.director.getHref(director.pageId)}>
                        {displayText(director.name)}
                      </Link>
                    ) : (
                      displayText(director.name)
                    )}
                    {director.otherCompaniesNote ? (
                      <span className="director-note" data-testid="director-note">
                        {director.otherCompaniesNote}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    {displayText(director.designation)}
                    {director.ceasedOn ? (
                      <span className="director-note">
                        Left on {formatDateGB(director.ceasedOn)}
                      </span>
                    ) : null}
                  </td>
                  <td className="mono">{displayText(director.dinPan)}</td>
                  <td>{formatDateGB(director.beginDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
      {registry ? (
        <p className="source-line muted">{registry.source}</p>
      ) : directors.length > 0 ? (
        <p className="source-line muted">Source: director records on file, date not recorded</p>
      ) : null}
      <CorrectionLink
        href={`${paths.correction.getHref(String(companyId), 'directors')}`}
        title="Directors"
      />
    </section>
  );
}

/**
 * A table wider than a phone scrolls sideways; the scrolling box takes the keyboard's focus so
 * it can be scrolled without a pointer (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  );
}

export function ChargesSection({ registry, lookup }: RegistryProps) {
  const open = registry?.openCharges ?? 0;
  return (
    <section
      className="card"
      aria-labelledby="charges-title"
      aria-busy={lookup.status === 'checking'}
    >
      <h2 id="charges-title" className="card__title">
        Charges
      </h2>
      {!registry ? (
        <Pending lookup={lookup} />
      ) : registry.charges.length === 0 ? (
        <p className="muted">{REGISTRY_MESSAGES.noCharges}</p>
      ) : (
        <>
          <p className="charges-summary">
            {open === 0
              ? 'No open charges: every registered charge is satisfied.'
              : `${open} open ${open === 1 ? 'charge' : 'charges'}: secured borrowing, usual for a trading or manufacturing business.`}
          </p>
          <ScrollingTable label="Charges table">
            <table className="charges-table">
              <thead>
                <tr>
                  <th scope="col">Charge holder</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Status</th>
                  <th scope="col">Created on</th>
                  <th scope="col">Satisfied on</th>
                </tr>
              </thead>
              <tbody>
                {registry.charges.map((charge) => (
                  <tr key={charge.chargeId}>
                    <td>{charge.holder}</td>
                    <td>
                      {charge.amount === null ? (
                        displayText(null)
                      ) : (
                        <CapitalValue value={charge.amount} />
                      )}
                    </td>
                    <td>{charge.status}</td>
                    <td>{formatDateGB(charge.createdOn)}</td>
                    <td>{charge.satisfiedOn ? formatDateGB(charge.satisfiedOn) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        </>
      )}
      {registry ? <p className="source-line muted">{registry.source}</p> : null}
    </section>
  );
}

export function FilingsSection({ registry, lookup }: RegistryProps) {
  if (!registry) {
    return (
      <section
        className="card"
        aria-labelledby="filings-title"
        aria-busy={lookup.status === 'checking'}
      >
        <h2 id="filings-title" className="card__title">
          Filings
        </h2>
        <Pending lookup={lookup} />
      </section>
    );
  }
  const { filings } = registry;
  return (
    <DetailCard
      id="filings-title"
      title="Filings"
      source={registry.source}
      rows={[
        { label: 'Last AGM', value: formatDateGB(filings.lastAgmDate) },
        { label: 'Last balance sheet', value: formatDateGB(filings.lastBalanceSheetDate) },
        { label: 'Last annual return', value: formatDateGB(filings.lastAnnualReturnDate) },
      ]}
    />
  );
}
