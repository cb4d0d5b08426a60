import { useEffect } from 'react';
import type { Company, CompanyProfile, TrustScore } from '@trusthive/contracts';
import { displayText, isValidLogo, withHttps } from '../../../lib/format';
import { joinAnd } from './list-words';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { t } from '../../../i18n';
import { TRUST_LEVEL_WORDS } from './score-words';

/** The page's title, meta description and Organization structured data, per company. */
export function CompanyMeta({
  profile,
  score,
}: {
  profile: DescribedProfile;
  score: TrustScore | undefined;
}) {
  const { company } = profile;
  useDocumentTitle(t('company.meta.title', { name: company.name }));
  const description = describeCompany(profile, score);
  useMetaDescription(description);
  const json = JSON.stringify(organization(company, score, description))
    // Keep the JSON from closing the script element it sits in.
    .replace(/</g, '\\u003c');
  return (
    <script
      type="application/ld+json"
      data-testid="organization-jsonld"
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

export type DescribedProfile = Pick<CompanyProfile, 'company' | 'gst' | 'directors' | 'provenance'>;

/**
 * The meta description names only what the page holds (issue 36): the MCA registration when a
 * registry file has the company, GST details when there are some, directors when any are listed.
 */
export function describeCompany(profile: DescribedProfile, score: TrustScore | undefined): string {
  const { company, gst, directors, provenance } = profile;
  const holds = [
    provenance.registry.origin === 'mca_file' ? t('company.meta.holdsMca') : null,
    gst ? t('company.meta.holdsGst') : null,
    directors.length > 0 ? t('company.meta.holdsDirectors') : null,
  ].filter((part): part is string => part !== null);
  const state = displayText(company.state, t('company.header.india'));
  const parts = [
    t('company.meta.verify', { name: company.name }),
    score
      ? `${t('company.meta.score', { score: score.score, level: t(TRUST_LEVEL_WORDS[score.level]) })}.`
      : null,
    company.cin ? `CIN ${company.cin}.` : null,
    company.industrialClassification ? `${company.industrialClassification},` : null,
    `${state}.`,
    holds.length > 0 ? t('company.meta.holds', { list: capitalised(joinAnd(holds)) }) : null,
  ];
  return parts.filter(Boolean).join(' ');
}

// A list that starts a sentence: "Director details." (scripts without case are unchanged).
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function organization(company: Company, score: TrustScore | undefined, description: string) {
  const website = withHttps(company.website ?? company.websiteUrl ?? company.domainName);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    description,
    address: {
      '@type': 'PostalAddress',
      addressCountry: 'IN',
      ...(company.registeredOfficeAddress
        ? { streetAddress: company.registeredOfficeAddress }
        : {}),
      ...(company.state ? { addressRegion: company.state } : {}),
      ...(company.pincode ? { postalCode: company.pincode } : {}),
    },
  };
  if (website) data.url = website;
  if (isValidLogo(company.logo)) data.logo = company.logo;
  if (company.email) data.email = company.email;
  if (company.registrationDate) data.foundingDate = company.registrationDate;
  if (company.cin) {
    data.identifier = { '@type': 'PropertyValue', propertyID: 'CIN', value: company.cin };
  }
  if (company.nicCode) data.isicV4 = company.nicCode.slice(0, 4);
  const rating = score?.rating;
  if (rating && !rating.estimated && rating.reviewCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: rating.value,
      reviewCount: rating.reviewCount,
      bestRating: 5,
    };
  }
  return data;
}

/** Sets the page's meta description while mounted, then restores the site's own. */
function useMetaDescription(content: string) {
  useEffect(() => {
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = content;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [content]);
}
