import {
  CORRECTABLE_FIELDS,
  OWNER_PROFILE_FIELDS,
  checkGstin,
  isActiveGstStatus,
  normaliseLegalName,
  readCin,
  readGstin,
  readPan,
  type AcceptedCorrection,
  type CorrectableField,
  type GstBadge,
  type IdentifierReading,
  type OwnerProfileField,
  type OwnerUpdate,
  type Provenance,
  type ProfileRatingSource,
  type RegistryOrigin,
} from '@trusthive/contracts';
import type { CompanyProfileRow } from './repositories/company.repository';

// Issue 20 #1 #4 #5: every badge and section says where its facts come from. Computed here, on
// the server, from the UNMASKED row (a GSTIN's check digit and PAN are masked in responses);
// only the verdicts and the readings' words leave, and they never repeat a hidden character.

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** 'YYYY-MM-DD' (UTC) from a Date, an ISO timestamp string (JSON subqueries) or a date. */
function isoDay(value: unknown): string | null {
  if (!(value instanceof Date) && typeof value !== 'string') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/**
 * Where the registry facts come from. An MCA file, when the importer wrote the row or later
 * matched a self-registered CIN in a file (it then records the file). HOOK: a match made by
 * staff (the staff console issue) is the other way to 'mca_file'; record it on the row and
 * add it here, and nothing else needs to change.
 */
export function registryOriginOf(
  row: Pick<CompanyProfileRow, 'data_source' | 'registry_source_file'>,
): RegistryOrigin {
  if (row.registry_source_file !== null || row.data_source === 'registry') return 'mca_file';
  if (row.data_source === 'synthetic') return 'generated';
  return 'submitted';
}

/** MCA's "Active" and nothing else is shown as a green mark (struck off, dormant... are not). */
const isActive = (status: string | null) => status?.trim().toLowerCase() === 'active';

/** The GSTIN the badge checks: the GST registration's, else the company's own record's. */
function gstinOnRecord(row: CompanyProfileRow) {
  if (row.gst && present(row.gst.gstin)) {
    return {
      gstin: row.gst.gstin,
      checked: 'gst_registration' as const,
      asOf: isoDay(row.gst.updated_at),
    };
  }
  if (present(row.gst_number)) {
    const submitted = row.data_source === 'registration' ? isoDay(row.created_at) : null;
    return { gstin: row.gst_number, checked: 'company_record' as const, asOf: submitted };
  }
  return null;
}

/** The GSTIN's own checks that the GST network can settle: nothing on record contradicts it. */
const CHECKS_GSTN_SETTLES = new Set(['verified', 'pan_unknown', 'state_unknown']);

/**
 * The "GST Verified" badge (issue 40): the GSTIN's own checks first (a number that fails them
 * fails, whatever else is known); then what the GST network said of it, from a registration
 * matched to this company: Active under the company's legal name is verified, anything else
 * says what GSTN said; nothing from GSTN yet is "not yet confirmed".
 */
function gstBadgeOf(
  row: CompanyProfileRow,
  gst: NonNullable<ReturnType<typeof gstinOnRecord>>,
): GstBadge {
  const checks = checkGstin(gst.gstin, { pan: panOnRecord(row), state: row.company_state_code });
  const held = row.gst_registrations.find(
    (registration) => registration.gstin === gst.gstin.trim().toUpperCase(),
  );
  const fetchedOn = held ? isoDay(held.fetched_at) : null;
  const gstn =
    held && fetchedOn
      ? { status: held.status, provider: held.provider, fetchedOn, standIn: held.stand_in }
      : null;
  const badge = { checked: gst.checked, asOf: gst.asOf, gstn };
  if (!CHECKS_GSTN_SETTLES.has(checks.verdict)) return { ...badge, verdict: checks.verdict };
  if (!held || !gstn) return { ...badge, verdict: 'not_confirmed' };
  if (!isActiveGstStatus(held.status)) return { ...badge, verdict: 'not_active' };
  if (normaliseLegalName(held.legal_name) !== normaliseLegalName(row.company_name)) {
    return { ...badge, verdict: 'gstn_name_differs' };
  }
  return { ...badge, verdict: 'verified' };
}

/** The company's PAN on record: its own, else the one its GST registration gives. */
const panOnRecord = (row: CompanyProfileRow) =>
  present(row.pan_number) ? row.pan_number : present(row.gst?.pan) ? row.gst.pan : null;

function ratingSources(row: CompanyProfileRow): ProfileRatingSource[] {
  const ratings = (row.ratings ?? {}) as Record<string, unknown>;
  const sources: ProfileRatingSource[] = [];
  if (row.trustpilot_fetched_at !== null || typeof ratings.trustpilot === 'number') {
    sources.push({ provider: 'Trustpilot', fetchedOn: isoDay(row.trustpilot_fetched_at) });
  }
  if (typeof ratings.google === 'number') sources.push({ provider: 'Google', fetchedOn: null });
  return sources;
}

/** The profile row's value of each correctable field. */
function correctableValue(row: CompanyProfileRow, field: CorrectableField): string | null {
  switch (field) {
    case 'email':
      return row.email;
    case 'website':
      return row.website;
    case 'registeredOfficeAddress':
      return row.registered_office_address;
    case 'pincode':
      return row.pincode;
    case 'businessCategory':
      return row.business_category;
  }
}

/**
 * Issue 18: the fields whose value came from an accepted correction. Only while the field still
 * holds that value: a newer MCA file (or a later change) that replaced it is the source then.
 */
function acceptedCorrections(row: CompanyProfileRow): AcceptedCorrection[] {
  return CORRECTABLE_FIELDS.flatMap((field) => {
    const accepted = row.corrections.find((correction) => correction.field === field);
    const acceptedOn = accepted ? isoDay(accepted.decided_at) : null;
    if (!accepted || !acceptedOn || correctableValue(row, field) !== accepted.value) return [];
    return [{ field, acceptedOn }];
  });
}

const isOwnerProfileField = (field: string): field is OwnerProfileField =>
  (OWNER_PROFILE_FIELDS as readonly string[]).includes(field);

/** Issue 19: when the owner last changed the profile themselves, and which fields. */
function ownerUpdateOf(row: CompanyProfileRow): OwnerUpdate | null {
  const updatedOn = isoDay(row.owner_updated_at);
  if (!updatedOn) return null;
  return { updatedOn, fields: (row.owner_updated_fields ?? []).filter(isOwnerProfileField) };
}

export function provenanceOf(row: CompanyProfileRow): Provenance {
  const origin = registryOriginOf(row);
  const gst = gstinOnRecord(row);
  const submittedOn = row.data_source === 'registration' ? isoDay(row.created_at) : null;
  return {
    registry: {
      origin,
      file: origin === 'mca_file' ? row.registry_source_file : null,
      fileDate: origin === 'mca_file' ? row.registry_source_date : null,
      submittedOn: origin === 'submitted' ? submittedOn : null,
    },
    mca: {
      verdict:
        origin === 'mca_file'
          ? 'verified'
          : origin === 'generated'
            ? 'not_from_mca'
            : present(row.cin)
              ? 'cin_not_matched'
              : 'no_cin',
      status: row.company_status,
      active: isActive(row.company_status),
    },
    gst: gst ? gstBadgeOf(row, gst) : { verdict: 'none', checked: null, asOf: null, gstn: null },
    gstDetailsStoredOn: row.gst ? isoDay(row.gst.updated_at) : null,
    ratings: ratingSources(row),
    ownerSubmittedOn: submittedOn,
    corrections: acceptedCorrections(row),
    ownerUpdate: ownerUpdateOf(row),
  };
}

/** The identifier readings (CIN, GSTIN, PAN), each only when that identifier is on record. */
export function identifierChecksOf(row: CompanyProfileRow): IdentifierReading[] {
  const readings: IdentifierReading[] = [];
  if (present(row.cin)) {
    readings.push(
      readCin(row.cin, {
        listingStatus: row.listing_status,
        nicCode: row.nic_code,
        state: row.company_state_code,
        registrationDate: row.registration_date,
        companyClass: row.company_class,
        subCategory: row.company_sub_category,
      }),
    );
  }
  const gst = gstinOnRecord(row);
  const pan = panOnRecord(row);
  if (gst) readings.push(readGstin(gst.gstin, { pan, state: row.company_state_code }));
  if (pan) readings.push(readPan(pan, { entityType: row.company_limited_by, cin: row.cin }));
  return readings;
}
