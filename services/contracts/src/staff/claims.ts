import { z } from 'zod';
import { decisionBodySchema, pagedQueueSchema } from './queue-shapes';

// The claims queue (issue 18): who asks to own which company, with the two documents they
// sent, and the moderator's decision. Staff-only shapes; nothing here reaches a public route.

export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const claimStatusSchema = z.enum(CLAIM_STATUSES);
export type ClaimReviewStatus = z.infer<typeof claimStatusSchema>;

/** The two documents of a claim, as the document route names them. */
export const CLAIM_DOCUMENT_KINDS = ['director-id-proof', 'business-proof'] as const;
export const claimDocumentKindSchema = z.enum(CLAIM_DOCUMENT_KINDS);
export type ClaimDocumentKind = z.infer<typeof claimDocumentKindSchema>;

export const claimIdParamsSchema = z.object({ id: z.string().max(40) });
export const claimDocumentParamsSchema = z.object({
  id: z.string().max(40),
  which: z.string().max(200),
});

/** Who decided and when, shown beside a decided item and in the "already decided" answer. */
export const staffDecisionSchema = z.object({
  decidedAt: z.string(),
  decidedBy: z.string().nullable(),
});

export const claimQueueItemSchema = z.object({
  id: z.number().int().positive(),
  companyId: z.number().int().positive(),
  companyName: z.string(),
  email: z.string(),
  status: claimStatusSchema,
  createdAt: z.string(),
});
export type ClaimQueueItem = z.infer<typeof claimQueueItemSchema>;

export const claimQueueListSchema = pagedQueueSchema(claimQueueItemSchema, z.number().int());
export type ClaimQueueList = z.infer<typeof claimQueueListSchema>;

export const claimDocumentSchema = z.object({
  kind: claimDocumentKindSchema,
  /** application/pdf, image/jpeg or image/png: how the console shows it inline. */
  contentType: z.string(),
  /** The authenticated route that streams it (staff session only). */
  url: z.string(),
});
export type ClaimDocument = z.infer<typeof claimDocumentSchema>;

/**
 * Whether the claimant's e-mail domain is the company's own: 'matches' when it equals the
 * domain of the company's website or domain name (or is a subdomain of it), 'differs' when the
 * company has one and it is another, 'no_company_domain' when the record has neither.
 */
export const emailDomainHintSchema = z.object({
  emailDomain: z.string(),
  companyDomain: z.string().nullable(),
  verdict: z.enum(['matches', 'differs', 'no_company_domain']),
});
export type EmailDomainHint = z.infer<typeof emailDomainHintSchema>;

export const claimDetailSchema = z.object({
  id: z.number().int().positive(),
  status: claimStatusSchema,
  createdAt: z.string(),
  company: z.object({
    id: z.number().int().positive(),
    name: z.string(),
    cin: z.string().nullable(),
    website: z.string().nullable(),
    domainName: z.string().nullable(),
    isClaimed: z.boolean(),
  }),
  mobile: z.string(),
  email: z.string(),
  emailDomain: emailDomainHintSchema,
  documents: z.array(claimDocumentSchema),
  /** Null while pending. */
  decision: staffDecisionSchema
    .extend({ outcome: z.enum(['approved', 'rejected']), reason: z.string().nullable() })
    .nullable(),
});
export type ClaimDetail = z.infer<typeof claimDetailSchema>;

/** POST /api/staff/queues/claims/:id/decision */
export const claimDecisionSchema = decisionBodySchema('approve', 'reject');
export type ClaimDecision = z.infer<typeof claimDecisionSchema>;

export const STAFF_CLAIM_MESSAGES = {
  notFound: { title: 'Claim Not Found', message: 'There is no claim with this id.' },
  documentNotFound: {
    title: 'Document Not Found',
    message: 'This claim has no such document.',
  },
  alreadyDecidedTitle: 'Already Decided',
} as const;
