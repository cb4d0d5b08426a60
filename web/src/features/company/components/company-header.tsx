import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Company, TrustScore } from '@trusthive/contracts';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { useHydrated } from '../../../hooks/use-hydrated';
import { displayText, displayUrl, withHttps } from '../../../lib/format';
import { readSearchOrigin } from '../../../lib/search-origin';
import { CompanyLogo } from './company-logo';
import { CompanyVerdict } from './company-verdict';
import { RatingBox } from './rating-box';
import { ScoreRing } from './score-ring';
import { TRUST_LEVEL_WORDS } from './score-words';
import { trustLevelTone } from './status-tone';
import { TRUST_SCORE_SECTION_ID } from './trust-score-section';

type CompanyHeaderProps = {
  company: Company;
  score: TrustScore | undefined;
  scoreFailed: boolean;
  /** Called when the visitor follows the website link (the route records the click). */
  onWebsiteClick?: (websiteUrl: string) => void;
  /** "correction accepted on {date}" when an accepted correction set the website (issue 18). */
  websiteNote?: string | null;
  /** The Follow control (watchlist feature, issue 43), in the bar before Report Company. */
  follow?: ReactNode;
};

/** Spec §2 "Header": back link, Report Company, logo, name, industry, state, website, score, rating. */
export function CompanyHeader({
  company,
  score,
  scoreFailed,
  onWebsiteClick,
  websiteNote = null,
  follow = null,
}: CompanyHeaderProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // The link back exists only for a visitor who came from a results page; the history entry
  // that says so is read once hydrated, so the server's HTML and the first render agree.
  const hydrated = useHydrated();
  const searchOrigin = hydrated ? readSearchOrigin(location.state) : null;
  const website = withHttps(company.website ?? company.websiteUrl ?? company.domainName);
  // The registry's words, kept from translation; the defaults are TrustHive's own.
  const industry = displayText(company.industrialClassification, '');
  const state = displayText(company.state, '');

  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    // Back through history keeps the results page's scroll position; the href is for a new tab.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) {
      event.preventDefault();
      void navigate(-1);
    }
  };

  const scrollToScore = () => {
    document.getElementById(TRUST_SCORE_SECTION_ID)?.scrollIntoView({ behavior: 'smooth' });
  };

  // The header takes the colour of the company's situation (issue 36); grey until it is known.
  const tone = score?.verdict.tone ?? 'grey';
  return (
    <header className={`company-header company-header--${tone}`} data-tone={tone}>
      <div className="company-header__bar">
        {searchOrigin ? (
          <Link to={`${paths.search.path}${searchOrigin}`} className="back-link" onClick={goBack}>
            <span aria-hidden="true">←</span> {t('company.header.back')}
          </Link>
        ) : null}
        {follow}
        {/* Issue 43: the profile as a PDF, a plain download that needs no script. */}
        <a
          href={`${env.apiUrl}/companies/${company.id}/report.pdf`}
          download
          className="button button--secondary download-report"
          aria-label={t('company.header.downloadReport')}
        >
          <span aria-hidden="true">↓</span>
          <span className="report-button__full">{t('company.header.downloadReport')}</span>
          <span className="report-button__short">{t('company.header.downloadReportShort')}</span>
        </a>
        <Link
          to={paths.report.getHref({ companyId: String(company.id), companyName: company.name })}
          className="button button--danger report-button"
          aria-label={t('company.header.report')}
        >
          <span aria-hidden="true">⚑</span>
          <span className="report-button__full">{t('company.header.report')}</span>
          <span className="report-button__short">{t('company.header.reportShort')}</span>
        </Link>
      </div>

      <div className="company-header__main">
        <CompanyLogo src={company.logo} name={company.name} className="company-header__logo" />
        <div className="company-header__identity">
          <h1 className="company-header__name" translate="no">
            {company.name}
          </h1>
          <p className="company-header__meta">
            {industry ? (
              <span translate="no">{industry}</span>
            ) : (
              <span>{t('company.header.business')}</span>
            )}
            <span aria-hidden="true"> · </span>
            {state ? <span translate="no">{state}</span> : <span>{t('company.header.india')}</span>}
          </p>
          {website ? (
            <a
              className="company-header__website"
              href={website}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => onWebsiteClick?.(website)}
            >
              {displayUrl(website)}
            </a>
          ) : null}
          {website && websiteNote ? (
            <span className="correction-note" data-testid="website-correction-note">
              {websiteNote}
            </span>
          ) : null}
        </div>

        {score ? <CompanyVerdict verdict={score.verdict} /> : null}

        <div className="company-header__score">
          {score ? (
            <>
              <ScoreRing score={score.score} level={score.level} size="small" />
              <div>
                <p className={`trust-level tone-${trustLevelTone(score.level)}`}>
                  {t(TRUST_LEVEL_WORDS[score.level])}
                </p>
                <button
                  type="button"
                  className="info-button"
                  aria-label={t('company.score.howCalculatedInfo')}
                  onClick={scrollToScore}
                >
                  i
                </button>
              </div>
            </>
          ) : (
            <p className="muted">
              {scoreFailed ? t('company.score.headerUnavailable') : t('company.loading')}
            </p>
          )}
          <RatingBox rating={score?.rating ?? null} />
        </div>
      </div>
    </header>
  );
}
