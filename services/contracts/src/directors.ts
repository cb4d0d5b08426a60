import { z } from 'zod';
import { storableString } from './common/text';
import { waitMsQuerySchema } from './enrichment';

// The director page /director/{id} (issue 41): a person by DIN, as the registry provider names
// them, and every company they sit or sat on, with the trouble among those companies in plain
// words. The address is the person's random public id (registry_directors.public_id): a DIN is
// personal data, so it is never in a URL, and the ids cannot be walked.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A director page's address: 16 lower-case hex characters, random. */
export const DIRECTOR_PUBLIC_ID_PATTERN = /^[0-9a-f]{16}$/;

/** The director page's path of a person's public id. */
export const directorPath = (publicId: string) => `/director/${publicId}`;

/**
 * Any short string reaches the service, which answers 404 for one that is not a public id: an
 * address someone mistyped is a page that does not exist, not a bad request.
 */
export const directorParamsSchema = z.object({ id: storableString().min(1).max(64) });
export type DirectorParams = z.infer<typeof directorParamsSchema>;

/** Held as the GST record is, up to 5 s, while the person's companies are being asked for. */
export const directorQuerySchema = waitMsQuerySchema;

export const directorCompanySchema = z.object({
  /** TrustHive's name of a company it lists, else the registry provider's. */
  name: z.string(),
  /** The id of its TrustHive profile; null when TrustHive does not list it. */
  companyId: z.number().int().positive().nullable(),
  /** The registry's status word: TrustHive's record of a listed company, else the provider's. */
  status: z.string().nullable(),
  /** Director, Managing Director, Additional Director, … as the registry says. */
  designation: z.string().nullable(),
  appointedOn: isoDate.nullable(),
  /** When the person left the board; null while they sit on it. */
  ceasedOn: isoDate.nullable(),
});
export type DirectorCompany = z.infer<typeof directorCompanySchema>;

export const DIRECTOR_LOOKUP_STATES = [
  /** The person's companies as the provider last listed them, within REGISTRY_REFRESH_DAYS. */
  'found',
  /** Asking the provider now: ask again with ?waitMs, held until the answer lands. */
  'checking',
  /** The provider is down or over its quota: what was stored, if anything. */
  'unavailable',
  /** No registry provider is configured: what was stored, if anything. */
  'off',
] as const;
export type DirectorLookupState = (typeof DIRECTOR_LOOKUP_STATES)[number];

export const directorPageSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Masked on the server: the first 2 and last 2 digits (spec §5). */
  din: z.string(),
  state: z.enum(DIRECTOR_LOOKUP_STATES),
  /**
   * Where the list comes from, in the profile's words (registrySource): "Source: MCA data via
   * {provider}, as of {date}", or a stand-in's answer named as such. Null when no provider
   * has answered about the person.
   */
  source: z.string().nullable(),
  /** Current directorships first, then past ones; each by name. */
  companies: z.array(directorCompanySchema),
  /** The struck-off, liquidated and insolvent companies in plain words; null when none is. */
  troubleSummary: z.string().nullable(),
});
export type DirectorPage = z.infer<typeof directorPageSchema>;

export const DIRECTOR_MESSAGES = {
  notFound: { title: 'Director not found', message: 'No director page has this address.' },
  checking: "Checking this director's companies with the registry…",
  unavailable:
    "The registry could not be reached just now, so this director's companies may be out of date.",
  off: "This director's companies cannot be checked with the registry on this site at the moment.",
  noCompanies: 'No companies are on record for this director.',
} as const;

/** A DIN typed whole (8 digits, spaces aside), or null. */
export function dinIn(typed: string): string | null {
  const din = typed.replace(/\s+/g, '');
  return /^[0-9]{8}$/.test(din) ? din : null;
}
