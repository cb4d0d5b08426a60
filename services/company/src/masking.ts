import {
  calendarDate,
  directoryCategoryOf,
  storedTrustLevel,
  type CompanyProfile,
} from '@trusthive/contracts';
import { identifierChecksOf, provenanceOf } from './provenance';
import { storedTrustScore } from './stored-score';
import type { CompanyProfileRow } from './repositories/company.repository';

// Spec §5 "Masking". The viewer is never premium (§6), so every GSTIN, PAN and DIN is masked
// here, on the server, before it is put in a response: the unmasked value never leaves.
// Hidden characters become 'X', one for one, so a masked value keeps its length. A short
// value (malformed, or a truncated import) would be given away by its visible ends, so no
// value ever shows more than half of its characters (issue 37 #6: a 5-character DIN showed
// 4), and one of 4 characters or fewer shows at most half of them followed by 'XXXX'.
//
// One PAN is shown in up to four places: the company's PAN, the GST registration's PAN, inside
// both GSTINs (characters 3-12 of a GSTIN are the PAN) and, for a proprietor, as a director's
// PAN. The spec's rules, taken one by one, show different characters of it (first 3 + last 1
// for the GST PAN, first 2 + last 2 for the company's and a director's), and a GSTIN's last
// character is a check digit computed from all the others: together they narrowed the PAN
// to about 28 candidates (issue 24 #10). So every place shows the same PAN positions, those
// every one of the spec's PAN rules shows (the first 2 and the last), and a GSTIN never shows
// its check digit. Each masked value shows at most what its own spec rule allows, and all of
// them together show no more of the PAN than any one of them.
//
// One more position is shown, on purpose: a well-formed PAN's 4th character, the kind of holder
// (C a company, P a person, ...). The identifier panel (contracts identifier-panel.ts) reads it
// and says it in words, and its agreement with the entity type tells it too, so a mask that
// hid it printed 'X' where the panel beside it printed the letter (issue 37 #6). It is one of
// ten published letters, not a secret of the holder: the mask now shows what the page shows,
// and nothing the mask hides is printed anywhere.

const SHORT_VALUE_LENGTH = 4;

function maskKeeping(value: string | null, head: number, tail: number): string | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  // Never more than half of the characters visible: the head first, then the tail.
  const budget = Math.floor(trimmed.length / 2);
  const shownHead = Math.min(head, budget);
  if (trimmed.length <= SHORT_VALUE_LENGTH) return `${trimmed.slice(0, shownHead)}XXXX`;
  const shownTail = Math.min(tail, budget - shownHead);
  const hidden = trimmed.length - shownHead - shownTail;
  return `${trimmed.slice(0, shownHead)}${'X'.repeat(hidden)}${shownTail > 0 ? trimmed.slice(-shownTail) : ''}`;
}

/** The PAN positions shown anywhere: the first 2 and the last (see the header). */
const PAN_HEAD = 2;
const PAN_TAIL = 1;
/** 0-based: the holder type, which the identifier panel prints (see the header). */
const PAN_HOLDER_AT = 3;
const PAN_SHAPE = /^[A-Z]{5}[0-9]{4}[A-Z]$/i;
const GSTIN_LENGTH = 15;

/**
 * Any PAN (the company's, its GST registration's, a director's): first 2 and last 1 visible,
 * and for a well-formed PAN its holder type (the 4th), as the identifier panel shows it.
 */
export function maskPan(value: string | null): string | null {
  const masked = maskKeeping(value, PAN_HEAD, PAN_TAIL);
  const trimmed = value?.trim() ?? '';
  if (masked === null || !PAN_SHAPE.test(trimmed)) return masked;
  return `${masked.slice(0, PAN_HOLDER_AT)}${trimmed.charAt(PAN_HOLDER_AT)}${masked.slice(PAN_HOLDER_AT + 1)}`;
}

/**
 * A GSTIN (the GST registration's or the company's own GST number): the first 2 (the state
 * code) and the 14th (by format 'Z') visible. Characters 3-12 are the PAN and the 15th is a
 * check digit over it, so they stay hidden; a value that is not 15 characters long shows its
 * first 2 only, since where its PAN sits is unknown.
 */
export function maskGstin(value: string | null): string | null {
  const masked = maskKeeping(value, 2, 0);
  if (masked === null || masked.length !== GSTIN_LENGTH) return masked;
  const trimmed = value!.trim();
  return `${masked.slice(0, GSTIN_LENGTH - 2)}${trimmed.charAt(GSTIN_LENGTH - 2)}X`;
}

/**
 * A director's DIN or PAN: a DIN (8 digits) shows its first 2 and last 2; a PAN shows the same
 * positions as every other PAN (a proprietor's PAN is the business's).
 */
export function maskDinPan(value: string | null): string | null {
  if (value !== null && PAN_SHAPE.test(value.trim())) return maskPan(value);
  return maskKeeping(value, 2, 2);
}

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
          gstnUpdatedOn: registration.gstn_updated_on,
          // Read through JSON: a timestamptz's text, made the contract's ISO form.
          fetchedAt: new Date(registration.fetched_at).toISOString(),
          provider: registration.provider,
          standIn: registration.stand_in,
        },
      ];
    }),
    directors: row.directors.map((director) => ({
      id: director.id,
      name: director.name,
      dinPan: maskDinPan(director.din_pan),
      beginDate: parseDirectorDate(director.begin_date),
    })),
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
    trustScore: storedTrustScore(row),
  };
}
