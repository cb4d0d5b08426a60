import { z } from 'zod';
import { storableString } from '../common/text';
import {
  decisionBodySchema,
  pagedQueueSchema,
  queueItemIdParamsSchema,
  queueQuerySchema,
  recordedDecisionSchema,
} from './queue-shapes';

// The registrations queue (issue 18): self-registered companies wait here, hidden from the
// public, until a moderator approves (the company goes live) or rejects them with a reason.

/** A registration's review state as staff see it ('approved' is a live company). */
export const REGISTRATION_REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export const registrationReviewStateSchema = z.enum(REGISTRATION_REVIEW_STATES);
export type RegistrationReviewState = z.infer<typeof registrationReviewStateSchema>;

/** GET /api/staff/queues/registrations?order=&status=&page= (status: a review state). */
export const registrationQueueQuerySchema = queueQuerySchema(
  registrationReviewStateSchema,
  'pending',
);
export type RegistrationQueueQuery = z.infer<typeof registrationQueueQuerySchema>;

export const registrationQueueItemSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  cin: z.string().nullable(),
  entityType: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  /** ISO time the registration was submitted. */
  submittedAt: z.string(),
  status: registrationReviewStateSchema,
});
export type RegistrationQueueItem = z.infer<typeof registrationQueueItemSchema>;

/**
 * total: the items in the requested state; oldestPendingAt: the oldest pending registration,
 * whatever state was listed.
 */
export const registrationQueueSchema = pagedQueueSchema(registrationQueueItemSchema);
export type RegistrationQueue = z.infer<typeof registrationQueueSchema>;

export const registrationIdParamsSchema = queueItemIdParamsSchema();

/** What the registrant sent (kept as sent, whatever a later registry import wrote). */
export const submittedRegistrationSchema = z.object({
  companyName: z.string(),
  cin: z.string().nullable(),
  entityType: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  pincode: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  relationshipType: z.string(),
  contactPerson: z.string().nullable(),
  designation: z.string().nullable(),
  brands: z.array(z.string()),
});
export type SubmittedRegistration = z.infer<typeof submittedRegistrationSchema>;

/**
 * What the imported MCA registry says for the registration's CIN: found only when an MCA
 * file carrying that CIN has been imported (the importer matches rows by CIN).
 */
export const registryRecordSchema = z.discriminatedUnion('found', [
  z.object({ found: z.literal(false), reason: z.enum(['no_cin', 'not_imported']) }),
  z.object({
    found: z.literal(true),
    companyName: z.string(),
    state: z.string().nullable(),
    status: z.string().nullable(),
    companyClass: z.string().nullable(),
    registrationDate: z.string().nullable(),
    /** The MCA file the facts were imported from, and its date. */
    sourceFile: z.string().nullable(),
    sourceDate: z.string().nullable(),
  }),
]);
export type RegistryRecord = z.infer<typeof registryRecordSchema>;

/** Where the submitted data and the registry disagree. */
export const registryDifferenceSchema = z.object({
  field: z.enum(['companyName', 'state', 'status']),
  submitted: z.string().nullable(),
  registry: z.string().nullable(),
});
export type RegistryDifference = z.infer<typeof registryDifferenceSchema>;

/** A live company whose name is close to the registration's (pg_trgm similarity, 0..1). */
export const similarCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cin: z.string().nullable(),
  state: z.string().nullable(),
  similarity: z.number(),
});
export type SimilarCompany = z.infer<typeof similarCompanySchema>;

/** GET /api/staff/queues/registrations/:id, and the answer to a decision. */
export const registrationReviewSchema = z.object({
  id: z.number().int(),
  status: registrationReviewStateSchema,
  submittedAt: z.string(),
  submitted: submittedRegistrationSchema,
  registry: registryRecordSchema,
  differences: z.array(registryDifferenceSchema),
  similar: z.array(similarCompanySchema),
  /** Its reason is the one given with a rejection. */
  decision: recordedDecisionSchema().nullable(),
});
export type RegistrationReview = z.infer<typeof registrationReviewSchema>;

const REASON_MESSAGE = 'Please give a reason for the rejection (3 to 1,000 characters).';

/**
 * POST /api/staff/queues/registrations/:id/decision. The reason is common.ts's
 * decisionTextSchema (trimmed, 3 to 1,000 characters) with a message a moderator can act on.
 */
export const registrationDecisionSchema = decisionBodySchema(
  'approve',
  'reject',
  storableString({ error: REASON_MESSAGE })
    .trim()
    .min(3, REASON_MESSAGE)
    .max(1_000, REASON_MESSAGE),
);
export type RegistrationDecision = z.infer<typeof registrationDecisionSchema>;

export const SIMILAR_NAMES_LIMIT = 5;

export const REGISTRATION_REVIEW_MESSAGES = {
  notFound: {
    title: 'Registration Not Found',
    message: 'No registration has this id.',
  },
  alreadyDecidedTitle: 'Already Decided',
  /** "This registration was already approved by Asha Rao on 24/11/2026." */
  alreadyDecided: (decision: 'approved' | 'rejected', by: string, on: string) =>
    `This registration was already ${decision} by ${by} on ${on}.`,
  alreadyLive: 'This company is already live.',
  reasonRequired: REASON_MESSAGE,
} as const;
