import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SEARCH_PAGE_SIZE, gstinIn, panIn, type SearchResponse } from '@trusthive/contracts';
import { paths } from '../../../config/paths';
import { formatCount } from '../../../lib/format';
import { t } from '../../../i18n';
import { T } from '../../../i18n/trans';
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
      <T
        id="browse.search.didYouMean"
        values={{
          names: (
            <>
              {names.map(({ name, companyId }, index) => (
                <span key={name}>
                  {index > 0 ? ', ' : null}
                  <Link
                    to={
                      companyId === null
                        ? paths.search.getHref({ q: name, type: 'name' })
                        : paths.company.getHref(String(companyId))
                    }
                    translate="no"
                  >
                    {name}
                  </Link>
                </span>
              ))}
            </>
          ),
        }}
      />
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
        {t('browse.search.brandNameMatches', {
          results: resultCountText(data.total, data.totalCapped),
        })}
      </h3>
      <ul>
        {data.results.slice(0, NAME_MATCHES_SHOWN).map((result) => (
          <li key={result.id}>
            <Link to={paths.company.getHref(String(result.id))} translate="no">
              {result.name}
            </Link>
          </li>
        ))}
      </ul>
      <Link to={paths.search.getHref({ q, type: 'name' })}>
        <T id="browse.search.everyNameMatching" values={{ q: <span translate="no">{q}</span> }} />
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
        {t('browse.search.noResults')}
      </h2>
      <p className="search-empty__text">
        {pan ? (
          <T
            id="browse.search.noPan"
            values={{
              pan: (
                <span className="mono" translate="no">
                  {pan}
                </span>
              ),
            }}
          />
        ) : location.type === 'director' ? (
          t('browse.search.noDirector')
        ) : (
          t('browse.search.noCompanies')
        )}
      </p>
      <DidYouMean data={data} />
      {location.type === 'brand' ? <CompanyNameMatches q={location.q} /> : null}
      <p className="search-empty__coverage" data-testid="search-empty-coverage">
        <T id="browse.search.coverage" values={{ coverage }} />
      </p>
      <h3 className="search-empty__subtitle">{t('browse.search.nextTitle')}</h3>
      <ul className="search-empty__next">
        {gstin ? (
          // A GSTIN sent by the page's plain form (or a shared link) rather than the search box,
          // which goes to the record page itself (issue 40).
          <li>
            <T
              id="browse.search.nextGstin"
              components={{ 0: <Link to={paths.gstin.getHref(gstin)} /> }}
            />
          </li>
        ) : null}
        {pan ? (
          // A PAN's registrations are listed once one of its GSTINs has been looked up here.
          <li>{t('browse.search.nextPan')}</li>
        ) : null}
        <li>
          <T
            id="browse.search.nextCin"
            values={{ example: <span translate="no">U72200KA2015PTC081234</span> }}
          />{' '}
          {location.type === 'cin' ? null : (
            <Link to={paths.search.getHref({ q: location.q, type: 'cin' })}>
              {t('browse.search.nextCinLink')}
            </Link>
          )}
        </li>
        <li>
          <T
            id="browse.search.nextRegister"
            components={{ 0: <Link to={paths.register.getHref()} /> }}
          />
        </li>
      </ul>
      <Link className="button button--secondary" to={paths.home.getHref()}>
        {t('browse.search.tryAnother')}
      </Link>
    </section>
  );
}

/** /search without a term: nothing was searched, so ask for a term instead of "No results". */
function SearchPrompt() {
  return (
    <section className="search-empty" aria-labelledby="search-prompt-title">
      <h2 id="search-prompt-title" className="search-empty__title">
        {t('browse.search.promptTitle')}
      </h2>
      <p className="search-empty__text">{t('browse.search.promptText')}</p>
    </section>
  );
}

/** "1 result found", "2 results found", "1,000+ results found", in the page's language. */
export function resultCountText(total: number, capped: boolean): string {
  const n = formatCount(total);
  return capped
    ? t('browse.search.resultCountCapped', { n })
    : t('browse.search.resultCount', { count: total, n });
}

/** Results of the search the URL holds: loading, the empty state, or cards and pagination. */
export function SearchResults({
  location,
  coverage,
  categoryName,
}: {
  location: SearchLocation;
  /** What the directory holds, in words (the stats feature's, composed by the route). */
  coverage: ReactNode;
  /** A result's category, named by the categories feature (composed by the route). */
  categoryName: (title: string) => ReactNode;
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
        {t('browse.search.loading')}
      </p>
    );
  }
  if (destination) {
    return (
      <p className="search-results__loading" role="status">
        {t('browse.search.openingGstin')}
      </p>
    );
  }
  const registrations = data?.gstRegistrations ?? [];
  // Spec §8: a failed search shows an empty result list.
  if (isError || (data.total === 0 && registrations.length === 0 && data.directors.length === 0))
    return <NoResults location={location} data={data} coverage={coverage} />;

  const taxId = data.taxId;
  return (
    <section className="search-results" aria-label={t('browse.search.resultsLabel')}>
      <p className="search-results__summary">
        {taxId ? (
          // The visitor's own number, echoed back to them as they typed it.
          <>
            <T
              id={taxId.kind === 'pan' ? 'browse.search.holdingPan' : 'browse.search.holdingGstin'}
              values={{
                value: (
                  <span className="mono" translate="no">
                    {taxId.value}
                  </span>
                ),
              }}
            />{' '}
          </>
        ) : (
          <>{t('browse.search.showingFor', { type: t(SEARCH_TYPE_LABELS[type]) })} </>
        )}
        <span className="search-results__count">
          ({resultCountText(data.total, data.totalCapped)})
        </span>
      </p>
      {data.totalCapped ? (
        <p className="search-results__narrow">
          {t(
            type === 'director'
              ? 'browse.search.tooManyDirectors'
              : 'browse.search.tooManyCompanies',
            { n: formatCount(data.total) },
          )}
        </p>
      ) : null}
      {data.results.length > 0 ? (
        <ol className="search-results__list">
          {data.results.map((result) => (
            <li key={`${result.id}-${result.brandName ?? ''}`}>
              <ResultCard result={result} categoryName={categoryName} />
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
          label={t('browse.search.pagesLabel')}
        />
      ) : null}
    </section>
  );
}
