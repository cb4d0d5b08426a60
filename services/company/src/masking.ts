export { maskDinPan, maskGstin, maskPan } from '@trusthive/contracts';
import {
  calendarDate,
  directoryCategoryOf,
  directorTroubleSummary,
  maskDinPan,
  maskGstin,
  maskPan,
  registrySource,
  storedTrustLevel,
  type CompanyProfile,
  type RegistryFacts,
} from '@trusthive/contracts';
import { identifierChecksOf, provenanceOf } from './provenance';
import { toRegistryChanges } from './registry-changes';
import { storedTrustScore } from './stored-score';
import type { CompanyProfileRow } from './repositories/company.repository';

// Spec §5 "Masking": every GSTIN, PAN and DIN is masked here, on the server, before it is put
// in a response (the rules and their reasons: contracts' identifiers/masks.ts).

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * A director's date as 'YYYY-MM-DD' (spec §5: dates in day/month/year form are parsed).
 * Accepts ISO dates (what the DATE column gives) and day/month/year with '/', '-' or '.'.
 * Anything else, or a date that does not exist (31/02/2020), gives null rather than a
 * wrong date.
 */
export function parseDirectorDate(value: string | null): string | null {
  if (value === null) return null;
  const text = value.trim();
  let year: number;
  let month: number;
  let day: number;
  const iso = ISO_DATE.exec(text.slice(0, 10));
  const dmy = DAY_MONTH_YEAR.exec(text);
  if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else if (dmy) {
    [day, month, year] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  } else {
    return null;
  }
  return calendarDate(year, month, day);
}

const ratingOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 5 ? value : null;

/**
 * The profile as the contract has it, with every identifier masked: the one place a profile
 * row becomes a response, so nothing unmasked can reach the route.
 */
/** The registry provider's facts (issue 41), or null when it was never asked. */
function registryFactsOf(row: CompanyProfileRow): RegistryFacts | null {
  const record = row.registry_record;
  if (!record) return null;
  const charges = row.charges.map((charge) => ({
    chargeId: charge.charge_id,
    holder: charge.holder,
    amount: charge.amount === null ? null : Number(charge.amount),
    status: charge.status,
    createdOn: charge.created_on,
    satisfiedOn: charge.satisfied_on,
  }));
  return {
    source: registrySource({
      provider: record.provider,
      asOf: record.as_of,
      standIn: record.stand_in,
    }),
    asOf: record.as_of,
    standIn: record.stand_in,
    filings: {
      lastAgmDate: record.last_agm_date,
      lastBalanceSheetDate: record.last_balance_sheet_date,
      lastAnnualReturnDate: record.last_annual_return_date,
    },
    charges,
    openCharges: charges.filter((charge) => charge.status === 'Open').length,
  };
}

export function toMaskedProfile(row: CompanyProfileRow): CompanyProfile {
  const ratings = (row.ratings ?? {}) as Record<string, unknown>;
  const gstin = row.gst ? maskGstin(row.gst.gstin) : null;
  return {
    company: {
      id: row.id,
      name: row.company_name,
      cin: row.cin,
      entityType: row.company_limited_by,
      registeredOfficeAddress: row.registered_office_address,
      city: row.city,
      pincode: row.pincode,
      state: row.company_state_code,
      category: row.company_category,
      subCategory: row.company_sub_category,
      companyClass: row.company_class,
      status: row.company_status,
      relationshipType: row.relationship_type,
      isVerified: row.is_verified,
      isClaimed: row.is_claimed,
      logo: row.logo,
      domainName: row.domain_name,
      website: row.website,
      websiteUrl: row.website_url,
      hasDifferentBrand: row.has_different_brand,
      // The header's category is the cards' (issue 36): a self-registration's own choice when
      // MCA gave it no activity group.
      industrialClassification: directoryCategoryOf(
        row.industrial_classification,
        row.business_category,
      ),
      nicCode: row.nic_code,
      roc: row.roc,
      registrationDate: row.registration_date,
      authorizedCapital: row.authorized_capital,
      paidUpCapital: row.paid_up_capital,
      listingStatus: row.listing_status,
      companyOrigin: row.company_origin,
      gstNumber: maskGstin(row.gst_number),
      panNumber: maskPan(row.pan_number),
      hasStorefront: row.has_storefront,
      email: row.email,
      wantsBrandAuthorization: row.wants_brand_authorization,
      ratings: {
        google: ratingOrNull(ratings.google),
        trustpilot: ratingOrNull(ratings.trustpilot),
      },
      description: row.description,
      businessCategory: row.business_category,
      latestAnnualReturn: row.latest_annual_return,
      latestBalanceSheet: row.latest_balance_sheet,
      trustScore: row.trust_score,
      trustLevel: storedTrustLevel(row.trust_level),
    },
    brands: row.brands.map((brand) => ({
      id: brand.id,
      name: brand.brand_name,
      trademarkName: brand.trademark_name,
      logoUrl: brand.logo_url,
      websiteUrl: brand.website_url,
    })),
    sells: row.sells.map((pick) => ({
      companyId: pick.brand_company_id,
      companyName: pick.brand_company_name,
      brandName: pick.brand_name,
      wantsAuthorization: pick.wants_authorization,
    })),
    gst:
      row.gst && gstin
        ? {
            gstin,
            registrationDate: row.gst.registration_date,
            natureOfBusiness: row.gst.nature_of_business,
            pan: maskPan(row.gst.pan),
            businessName: row.gst.business_name,
            entityType: row.gst.entity_type,
            departmentCodeAndType: row.gst.department_code_and_type,
          }
        : null,
    gstRegistrations: row.gst_registrations.flatMap((registration) => {
      const masked = maskGstin(registration.gstin);
      if (!masked || !registration.match_basis) return [];
      return [
        {
          gstin: masked,
          legalName: registration.legal_name,
          tradeName: registration.trade_name,
          status: registration.status,
          registeredOn: registration.registered_on,
          cancelledOn: registration.cancelled_on,
          state: registration.state_name,
          basis: registration.match_basis,
          confirmedByStaff: registration.confirmed_by_staff,
          gstnUpdatedOn: registration.gstn_updated_on,
          // Read through JSON: a timestamptz's text, made the contract's ISO form.
          fetchedAt: new Date(registration.fetched_at).toISOString(),
          provider: registration.provider,
          standIn: registration.stand_in,
        },
      ];
    }),
    directors: row.directors.map((director) => {
      const others = director.other_statuses ?? [];
      return {
        id: director.id,
        name: director.name,
        dinPan: maskDinPan(director.din_pan),
        beginDate: parseDirectorDate(director.begin_date),
        designation: director.designation,
        ceasedOn: director.ceased_on,
        pageId: director.public_id,
        otherCompanies: others.length,
        otherCompaniesNote: directorTroubleSummary(others, { other: true }),
      };
    }),
    registry: registryFactsOf(row),
    premium: false,
    provenance: provenanceOf(row),
    identifierChecks: identifierChecksOf(row),
    claimStatus: row.is_claimed ? 'claimed' : row.claim_pending ? 'pending' : 'unclaimed',
    upheldReports: row.upheld_reports.map((report) => ({
      summary: report.summary ?? '',
      upheldOn: report.upheld_on,
      ownerReply:
        report.reply_body !== null && report.reply_published_on !== null
          ? { body: report.reply_body, publishedOn: report.reply_published_on }
          : null,
    })),
    // Issue 41: none of these fields is personal (the importer logs no e-mail): nothing to mask.
    registryChanges: toRegistryChanges(row.registry_changes),
    trustScore: storedTrustScore(row),
  };
}
