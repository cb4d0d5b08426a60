import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SEARCH_PAGE_SIZE, gstinIn, panIn, type SearchResponse } from '@trusthive/contracts';
import { paths } from '../../../config/paths';
import { formatCount } from '../../../lib/format';
import { useSearchResults } from '../api/get-search-results';
import { Pagination } from '../../../components/ui/pagination';
import type { SearchLocation } from '../search-params';
import { SEARCH_TYPE_LABELS } from '../search-type';
import { taxIdDestination } from '../tax-id-destination';
import { DirectorResults } from './director-results';
import { PanRegistrations } from './pan-registrations';
import { ResultCard } from './result-card';

/** A "Did you mean" name: the profile when it names one company, else a search for it. */
function DidYouMean({ data }: { data: SearchResponse | undefined }) {
  const names =
    data?.didYouMeanCompanies ??
    (data?.didYouMean ?? []).map((name) => ({ name, companyId: null }));
  if (names.length === 0) return null;
  return (
    <p className="search-empty__did-you-mean">
      Did you mean:{' '}
      {names.map(({ name, companyId }, index) => (
        <span key={name}>
          {index > 0 ? ', ' : null}
          <Link
            to={
              companyId === null
                ? paths.search.getHref({ q: name, type: 'name' })
                : paths.company.getHref(String(companyId))
            }
          >
            {name}
          </Link>
        </span>
      ))}
      ?
    </p>
  );
}

const NAME_MATCHES_SHOWN = 5;

/** Issue 36: a brand search that found nothing offers the company names matching the term. */
function CompanyNameMatches({ q }: { q: string }) {
  const { data } = useSearchResults({ q, type: 'name', page: 1 });
  if (!data || data.total === 0) return null;
  return (
    <div className="search-empty__name-matches" data-testid="search-name-matches">
      <h3 className="search-empty__subtitle">
        No brand is called that, but {resultCountText(data.total, data.totalCapped)} by company
        name:
      </h3>
      <ul>
        {data.results.slice(0, NAME_MATCHES_SHOWN).map((result) => (
          <li key={result.id}>
            <Link to={paths.company.getHref(String(result.id))}>{result.name}</Link>
          </li>
        ))}
      </ul>
      <Link to={paths.search.getHref({ q, type: 'name' })}>
        See every company name matching &ldquo;{q}&rdquo;
      </Link>
    </div>
  );
}

/**
 * The spec's empty state, with "Did you mean" names when a name search found nothing; what the
 * directory covers (GET /api/stats) and what to do next (issue 36).
 */
function NoResults({
  location,
  data,
  coverage,
}: {
  location: SearchLocation;
  data?: SearchResponse;
  coverage: ReactNode;
}) {
  const gstin = gstinIn(location.q);
  const pan = panIn(location.q);
  return (
    <section className="search-empty" aria-labelledby="search-empty-title">
      <h2 id="search-empty-title" className="search-empty__title">
        No results found
      </h2>
      <p className="search-empty__text">
        {pan ? (
          <>
            TrustHive holds no company and no GST registration with the PAN{' '}
            <span className="mono">{pan}</span>.
          </>
        ) : location.type === 'director' ? (
          <>
            TrustHive holds no director matching your search. Type the start of a name, or a whole
            8-digit DIN.
          </>
        ) : (
          <>We couldn&apos;t find any companies matching your search criteria.</>
        )}
      </p>
      <DidYouMean data={data} />
      {location.type === 'brand' ? <CompanyNameMatches q={location.q} /> : null}
      <p className="search-empty__coverage" data-testid="search-empty-coverage">
        TrustHive lists {coverage}. A company outside these may simply not be listed yet.
      </p>
      <h3 className="search-empty__subtitle">What you can do next</h3>
      <ul className="search-empty__next">
        {gstin ? (
          // A GSTIN sent by the page's plain form (or a shared link) rather than the search box,
          // which goes to the record page itself (issue 40).
          <li>
            This looks like a GSTIN.{' '}
            <Link to={paths.gstin.getHref(gstin)}>See what the GST network says about it</Link>
          </li>
        ) : null}
        {pan ? (
          // A PAN's registrations are listed once one of its GSTINs has been looked up here.
          <li>
            If you have one of its GSTINs (on an invoice, for example), search for that: TrustHive
            asks the GST network about it, and lists it under this PAN from then on.
          </li>
        ) : null}
        <li>
          Search by the company&apos;s CIN, its 21-character registration number (for example
          U72200KA2015PTC081234): it finds the company whatever name it trades under.{' '}
          {location.type === 'cin' ? null : (
            <Link to={paths.search.getHref({ q: location.q, type: 'cin' })}>Search by CIN</Link>
          )}
        </li>
        <li>
          Is it your company? <Link to={paths.register.getHref()}>Register your company</Link> to
          add it to TrustHive.
        </li>
      </ul>
      <Link className="button button--secondary" to={paths.home.getHref()}>
        Try Another Search
      </Link>
    </section>
  );
}

/** /search without a term: nothing was searched, so ask for a term instead of "No results". */
function SearchPrompt() {
  return (
    <section className="search-empty" aria-labelledby="search-prompt-title">
      <h2 id="search-prompt-title" className="search-empty__title">
        What are you looking for?
      </h2>
      <p className="search-empty__text">
        Type a company name, a CIN or a brand name in the box above and press Search.
      </p>
    </section>
  );
}

/** "1 result", "2 results", "1,000+ results". */
export function resultCountText(total: number, capped: boolean): string {
  const count = `${formatCount(total)}${capped ? '+' : ''}`;
  return `${count} ${total === 1 && !capped ? 'result' : 'results'} found`;
}

/** Results of the search the URL holds: loading, the empty state, or cards and pagination. */
export function SearchResults({
  location,
  coverage,
}: {
  location: SearchLocation;
  /** What the directory holds, in words (the stats feature's, composed by the route). */
  coverage: ReactNode;
}) {
  const { q, type, page } = location;
  const navigate = useNavigate();
  const { data, isPending, isError } = useSearchResults(location, { enabled: q.length > 0 });

  const lastPage = data ? Math.max(1, Math.ceil(data.total / SEARCH_PAGE_SIZE)) : 1;
  const pastLast = data !== undefined && data.total > 0 && page > lastPage;
  // A GSTIN opens the company holding it, or its record page (issue 40); the server answers
  // such a URL with a redirect itself, so this is for searches made in the browser.
  const destination = data ? taxIdDestination(data) : null;

  useEffect(() => {
    if (destination) void navigate(destination, { replace: true });
  }, [destination, navigate]);

  useEffect(() => {
    // A page past the last (an old link, a hand-edited URL) shows the last page instead.
    if (pastLast)
      void navigate(paths.search.getHref({ q, type, page: lastPage }), { replace: true });
  }, [pastLast, navigate, q, type, lastPage]);

  if (!q) return <SearchPrompt />;
  if (isPending) {
    return (
      <p className="search-results__loading" role="status">
        Loading results...
      </p>
    );
  }
  if (destination) {
    return (
      <p className="search-results__loading" role="status">
        Opening what TrustHive holds for this GSTIN...
      </p>
    );
  }
  const registrations = data?.gstRegistrations ?? [];
  // Spec §8: a failed search shows an empty result list.
  if (isError || (data.total === 0 && registrations.length === 0 && data.directors.length === 0))
    return <NoResults location={location} data={data} coverage={coverage} />;

  const taxId = data.taxId;
  return (
    <section className="search-results" aria-label="Search results">
      <p className="search-results__summary">
        {taxId ? (
          // The visitor's own number, echoed back to them as they typed it.
          <>
            Companies holding the {taxId.kind === 'pan' ? 'PAN' : 'GSTIN'}{' '}
            <span className="mono">{taxId.value}</span>{' '}
          </>
        ) : (
          <>Showing results for {SEARCH_TYPE_LABELS[type]} </>
        )}
        <span className="search-results__count">
          ({resultCountText(data.total, data.totalCapped)})
        </span>
      </p>
      {data.totalCapped ? (
        <p className="search-results__narrow">
          {type === 'director' ? (
            <>
              More than {formatCount(data.total)} directors match and only the first{' '}
              {formatCount(data.total)} can be shown. To narrow the results, type more of the name,
              or search by the whole DIN.
            </>
          ) : (
            <>
              More than {formatCount(data.total)} companies match and only the first{' '}
              {formatCount(data.total)} can be shown. To narrow the results, type more of the
              company&apos;s name, or search by its CIN or brand name.
            </>
          )}
        </p>
      ) : null}
      {data.results.length > 0 ? (
        <ol className="search-results__list">
          {data.results.map((result) => (
            <li key={`${result.id}-${result.brandName ?? ''}`}>
              <ResultCard result={result} />
            </li>
          ))}
        </ol>
      ) : null}
      <DirectorResults directors={data.directors} />
      <PanRegistrations registrations={registrations} />
      {data.total > SEARCH_PAGE_SIZE ? (
        <Pagination
          page={Math.min(page, lastPage)}
          lastPage={lastPage}
          hrefFor={(number) => paths.search.getHref({ q, type, page: number })}
          label="Search result pages"
        />
      ) : null}
    </section>
  );
}
