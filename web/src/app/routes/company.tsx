import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { pageCacheTags, type Enrichment } from '@trusthive/contracts';
import {
  companyQueryOptions,
  useCompany,
  type LoadedCompanyProfile,
} from '../../features/company/api/get-company';
import { trustScoreQueryOptions, useTrustScore } from '../../features/company/api/get-trust-score';
import { getSearchResults } from '../../features/search/api/get-search-results';
import { CompanyNotFound } from '../../features/company/components/company-not-found';
import { CompanyProfileView } from '../../features/company/components/company-profile';
import { useProfileAnalytics } from '../../features/analytics/hooks/use-profile-analytics';
import {
  enrichmentQueryOptions,
  getEnrichment,
  placeAndRatingResolved,
  useEnrichment,
  type EnrichmentState,
} from '../../features/enrichment/api/get-enrichment';
import type { RegistryLookupState } from '../../features/company/components/registry-sections';
import { GoogleBusinessInfo } from '../../features/enrichment/components/google-business-info';
import { describeCompany } from '../../features/company/components/company-meta';
import { TRUST_LEVEL_WORDS } from '../../features/company/components/score-words';
import { companyStatusWordsText } from '../../features/company/components/status-badge';
import { ownerClient, useOwnerSession } from '../../features/account/api';
import { FollowControl } from '../../features/watchlist/components/follow-control';
import { paths } from '../../config/paths';
import { useHydrated } from '../../hooks/use-hydrated';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { t } from '../../i18n';
import { isValidLogo } from '../../lib/format';
import type {
  CanonicalRedirect,
  PageCacheTags,
  PageMetaFunction,
  ServerReady,
} from '../head/page-meta';
import '../../styles/company.css';

/** The longest the profile waits for place details and the rating before showing what exists. */
const ENRICHMENT_WAIT_MS = 4_000;

/** Starts every fetch as the route matches, without holding the page back for them. */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  ({ params }) => {
    const id = params.id ?? '';
    void queryClient.prefetchQuery(companyQueryOptions(id));
    void queryClient.prefetchQuery(trustScoreQueryOptions(id));
    void queryClient.prefetchQuery(enrichmentQueryOptions(id));
    return null;
  };

/** The longest the server holds the page for pending place details and rating. */
const SERVER_ENRICHMENT_WAIT_MS = 1_500;

/**
 * Spec §4: the profile shows once the place details and the rating have resolved. A lookup
 * usually lands within a second, so the server asks once more, held until a lookup lands or
 * SERVER_ENRICHMENT_WAIT_MS have passed, before it renders; a slower one is left to the
 * browser, which goes on asking for its section.
 */
export const serverReady: ServerReady = async ({ params, queryClient }) => {
  const id = params.id ?? '';
  const options = enrichmentQueryOptions(id);
  let enrichment = queryClient.getQueryData(options.queryKey);
  if (enrichment === undefined || placeAndRatingResolved(enrichment)) return;
  // A held ask answers when any part lands (a logo, say): ask again for the two awaited here.
  const deadline = Date.now() + SERVER_ENRICHMENT_WAIT_MS;
  while (enrichment && !placeAndRatingResolved(enrichment) && Date.now() < deadline) {
    const waitMs = deadline - Date.now();
    enrichment = await queryClient
      .fetchQuery({
        ...options,
        queryFn: ({ signal }) => getEnrichment(id, signal, waitMs),
        staleTime: 0,
      })
      .catch(() => undefined);
  }
  // The rating box reads the rating from the score: a held answer carries the score computed
  // from what the lookups stored, as the one stored with the profile may not have caught up.
  takeScoreFrom(queryClient, id, enrichment);
};

/** The score an enrichment answer carries (see enrichmentSchema.trustScore) becomes the page's. */
function takeScoreFrom(queryClient: QueryClient, id: string, enrichment: Enrichment | undefined) {
  if (enrichment?.trustScore) {
    queryClient.setQueryData(trustScoreQueryOptions(id).queryKey, enrichment.trustScore);
  }
}

/**
 * A profile is kept by the gateway's page cache once every part of it has landed: a page that
 * still says "Checking…" for a part is rendered again on the next view. Its company's events
 * (an edit, a new score, a GST or registry answer) drop it.
 */
export const cacheTags: PageCacheTags = ({ params, queryClient }) => {
  const id = params.id ?? '';
  const profile = queryClient.getQueryData(companyQueryOptions(id).queryKey);
  const enrichment = queryClient.getQueryData(enrichmentQueryOptions(id).queryKey);
  const score = queryClient.getQueryData(trustScoreQueryOptions(id).queryKey);
  if (!profile || !score || !enrichment || enrichment.pending.length > 0) return null;
  return [pageCacheTags.company(profile.company.id)];
};

/** A company's registry number (CIN), in either case: an address people type or share. */
const CIN_PATH = /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/i;

/**
 * Variants that name one company answer 301 to its one URL: an id written with leading zeros,
 * or the company's CIN in place of its id.
 */
export const canonicalRedirect: CanonicalRedirect = async ({ params }) => {
  const id = params.id ?? '';
  if (/^0+[1-9][0-9]{0,15}$/.test(id)) return paths.company.getHref(String(Number(id)));
  if (!CIN_PATH.test(id)) return null;
  const cin = id.toUpperCase();
  const found = await getSearchResults({ q: cin, type: 'cin', page: 1 }).catch(() => null);
  const match = found?.results.find((result) => result.cin?.toUpperCase() === cin);
  return match ? paths.company.getHref(String(match.id)) : null;
};

/** Title, description, social card and breadcrumbs from the profile the page rendered. */
export const meta: PageMetaFunction = ({ params, queryClient }) => {
  const id = params.id ?? '';
  const profile = queryClient.getQueryData(companyQueryOptions(id).queryKey);
  if (!profile) return { status: 404, title: t('company.meta.notFound') };
  const { company } = profile;
  const score = queryClient.getQueryData(trustScoreQueryOptions(id).queryKey);
  const href = paths.company.getHref(String(company.id));
  const scoreText = score
    ? t('company.meta.score', { score: score.score, level: t(TRUST_LEVEL_WORDS[score.level]) })
    : t('company.meta.scoreNone');
  return {
    title: t('company.meta.title', { name: company.name }),
    description: describeCompany(profile, score),
    canonicalPath: href,
    social: {
      type: 'profile',
      title: `${company.name}: ${scoreText}`,
      description: [
        scoreText,
        company.status
          ? t('company.meta.status', { status: companyStatusWordsText(company.status) })
          : null,
        company.cin ? `CIN ${company.cin}` : null,
      ]
        .filter(Boolean)
        .join(' · '),
    },
    breadcrumbs: [
      { name: t('common.nav.home'), path: paths.home.getHref() },
      { name: company.name, path: href },
    ],
  };
};

export default function CompanyRoute() {
  const id = useParams().id ?? '';
  // Keyed by the id: another company's profile starts afresh (its wait, its polling window).
  return <CompanyPage key={id} id={id} />;
}

function CompanyPage({ id }: { id: string }) {
  const company = useCompany(id);
  const score = useTrustScore(id);
  const enrichment = useEnrichment(id);
  const waitedLongEnough = useElapsed(ENRICHMENT_WAIT_MS);
  useScoreFromEnrichment(id, enrichment.data);
  useProfileOnceRegistryLands(id, enrichment.data, company.data);
  // Called before the early returns (a hook); it records once the company has loaded.
  const { onWebsiteClick } = useProfileAnalytics(company.data?.company.id);
  // Who follows what is the visitor's own: the server (and its shared page cache) renders the
  // plain Follow link; once hydrated, a signed-in visitor's becomes their toggle (issue 43).
  const session = useOwnerSession({ onlyIfSignedInBefore: true });
  const hydrated = useHydrated();

  // Spec §4: loading ends once the company, the place details and the third-party rating
  // have all resolved (the rating box reads the rating from the score). A slow provider only
  // holds the page for a few seconds; its section then keeps loading on its own.
  const enrichmentResolved =
    enrichment.error !== null ||
    enrichment.gaveUp ||
    (enrichment.data !== undefined && placeAndRatingResolved(enrichment.data));
  // A profile whose company and score were already at hand when the page opened (rendered by
  // the server, or seen before) is shown at once; the enrichment sections load on their own.
  const shown = useLatch(
    !company.isPending && !score.isPending && (enrichmentResolved || waitedLongEnough),
    company.data !== undefined && score.data !== undefined,
  );

  if (company.isError) return <CompanyNotFound />;
  if (!shown || !company.data) return <CompanyLoading />;
  return (
    <CompanyProfileView
      profile={withEnrichedContacts(company.data, enrichment.data)}
      score={score.data}
      scoreFailed={score.isError}
      onWebsiteClick={onWebsiteClick}
      registryLookup={registryLookupOf(enrichment)}
      follow={
        <FollowControl
          companyId={company.data.company.id}
          companyName={company.data.company.name}
          client={hydrated && session.data ? ownerClient : null}
        />
      }
      googleBusiness={
        <GoogleBusinessInfo companyName={company.data.company.name} enrichment={enrichment} />
      }
    />
  );
}

/** Where the registry lookup stands, from the enrichment's registry part (issue 41). */
function registryLookupOf(enrichment: EnrichmentState): RegistryLookupState {
  const part = enrichment.data?.registry;
  if (!part || part.status === 'off') return { status: 'not-asked' };
  if (part.status === 'pending') {
    return enrichment.gaveUp ? { status: 'not-asked' } : { status: 'checking' };
  }
  return { status: 'ended', message: part.error };
}

/** The company's own logo and e-mail first; where it has none, what the lookups found. */
function withEnrichedContacts(
  profile: LoadedCompanyProfile,
  enrichment: Enrichment | undefined,
): LoadedCompanyProfile {
  const { company } = profile;
  const foundLogo = enrichment?.logo.data?.url;
  const foundEmail = enrichment?.email.data?.email;
  const logo = !isValidLogo(company.logo) && foundLogo ? foundLogo : company.logo;
  const email = !company.email?.trim() && foundEmail ? foundEmail : company.email;
  if (logo === company.logo && email === company.email) return profile;
  return { ...profile, company: { ...company, logo, email } };
}

function CompanyLoading() {
  useDocumentTitle(t('company.meta.loadingTitle'));
  return (
    <div className="container page company-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>{t('company.meta.loading')}</p>
    </div>
  );
}

/** True once `ms` have passed since the first render. */
function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

/**
 * True from the first render where `value` was true (or `initially` held on the first
 * render): a shown profile never goes back to loading.
 */
function useLatch(value: boolean, initially: boolean): boolean {
  const [latched, setLatched] = useState(value || initially);
  if (value && !latched) setLatched(true);
  return latched || value;
}

/**
 * The score (and its rating box) is computed from what the enrichment workers store. When a
 * held enrichment answer arrives, it carries the score computed from what landed, and the page
 * shows it: no second call after the lookups (issue 39).
 */
function useScoreFromEnrichment(id: string, enrichment: Enrichment | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    takeScoreFrom(queryClient, id, enrichment);
  }, [enrichment, queryClient, id]);
}

/**
 * The registry's directors, charges and filings are part of the profile read (issue 41): when
 * the enrichment says the first lookup landed but the profile at hand (rendered by the server a
 * moment before, say) has none of it, the page reads the profile again, once, and the blocks
 * fill in without a reload.
 */
function useProfileOnceRegistryLands(
  id: string,
  enrichment: Enrichment | undefined,
  profile: LoadedCompanyProfile | undefined,
) {
  const queryClient = useQueryClient();
  const asked = useRef(false);
  const landed = enrichment?.registry.status === 'ready';
  const missing = profile !== undefined && profile.registry === null;
  useEffect(() => {
    if (!landed || !missing || asked.current) return;
    asked.current = true;
    void queryClient.invalidateQueries({ queryKey: companyQueryOptions(id).queryKey });
  }, [landed, missing, queryClient, id]);
}
