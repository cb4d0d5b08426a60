import { z } from 'zod';

export * from './profile-messages';

// Issue 18: "Request a correction" (the FAQ's "A brand or seller can request data correction").
//   POST /api/companies/:id/corrections → 201 {id}; 400 {error, field}; 404 unknown company
// A visitor proposes a new value for ONE field of a company's profile, with evidence; staff
// accept (the company row gets the value, and the profile says "correction accepted on
// {date}" beside the field) or decline with a reason. The proposed value passes the very rule
// registration applies to that field, with registration's message.
//
// Which fields, and why. Correctable: what the company itself states and the profile shows.
//   - email, website (Company Overview; the header's link): the company's own contact points,
//     typed at /register or taken from the registry's record; they go stale and are what a
//     buyer uses to reach the company, so a wrong one matters most.
//   - registeredOfficeAddress, pincode (Registration Details): a snapshot of the MCA file as
//     of its date; a company that moved shows its old address until the next file. The
//     evidence (the MCA filing of the new address) is checked by staff, and a newer MCA file
//     still wins: it overwrites the row, and the profile's note then disappears because the
//     field no longer holds the accepted value.
//   - businessCategory (Industry Classification): the company's own choice at /register.
// Not correctable here:
//   - company name, CIN, status, registration date, ROC, state, company type, category,
//     class, capital, industry and NIC code, listing status, filings: facts of the MCA
//     register. They are corrected at MCA and reach TrustHive with the next MCA file; one
//     visitor's word must not overwrite the registry.
//   - GSTIN, PAN and the GST details: tax identifiers from GST records. A typed "correction"
//     could attach another taxpayer's number to the company.
//   - directors: MCA's director records, personal data of named people.
//   - phone, contact person, designation: never shown on the profile (TrustHive's own contact
//     data), so there is nothing a visitor can see to correct, and an anonymous form must not
//     be a way to overwrite them.
//   - description and logo: not shown as a profile field; the owner edits them (owner
//     accounts, the next issue). Brands: ownership claims; a dispute is a report.

export const CORRECTABLE_FIELDS = [
  'email',
  'website',
  'registeredOfficeAddress',
  'pincode',
  'businessCategory',
] as const;
export const correctableFieldSchema = z.enum(CORRECTABLE_FIELDS);
export type CorrectableField = z.infer<typeof correctableFieldSchema>;

/** The profile's label of each field, as its section shows it. */
export const CORRECTION_FIELD_LABELS: Record<CorrectableField, string> = {
  email: 'Email',
  website: 'Website',
  registeredOfficeAddress: 'Registered Office Address',
  pincode: 'PIN Code',
  businessCategory: 'Business Category',
};

/** The profile's sections, each with its correctable fields (none: where its facts come from). */
export const CORRECTION_SECTIONS = {
  overview: { title: 'Company Overview', fields: ['email', 'website'] },
  registration: { title: 'Registration Details', fields: ['registeredOfficeAddress', 'pincode'] },
  classification: { title: 'Company Classification', fields: [] },
  financial: { title: 'Financial Details', fields: [] },
  industry: { title: 'Industry Classification', fields: ['businessCategory'] },
  directors: { title: 'Directors', fields: [] },
  regulatory: { title: 'Regulatory Information', fields: [] },
  gst: { title: 'GST Details', fields: [] },
} as const satisfies Record<string, { title: string; fields: readonly CorrectableField[] }>;
export type CorrectionSection = keyof typeof CORRECTION_SECTIONS;

export function isCorrectionSection(value: string | null): value is CorrectionSection {
  return value !== null && Object.hasOwn(CORRECTION_SECTIONS, value);
}

/** Registration's limit for the address (its step 2). */
export const CORRECTION_ADDRESS_MAX_LENGTH = 500;

/** The profile's note beside a corrected field (GET /api/companies/:id, provenance). */
export const acceptedCorrectionSchema = z.object({
  field: correctableFieldSchema,
  /** 'YYYY-MM-DD' (UTC) of the accept. */
  acceptedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type AcceptedCorrection = z.infer<typeof acceptedCorrectionSchema>;
