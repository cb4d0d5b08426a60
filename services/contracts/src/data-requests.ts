import { z } from 'zod';
import { storableString } from './common/text';
import {
  pagedQueueSchema,
  queueItemIdParamsSchema,
  queueQuerySchema,
  recordedDecisionSchema,
} from './staff/queue-shapes';
import { fail, failFirstMissing, text } from './submissions/fields';
import { TEXT_MAX_LENGTH } from './submissions/constants';
import { isValidEmail } from './submissions/rules';

// "Your data" requests (issue 37, DPDP Act 2023 §11-13): a person asks what TrustHive holds
// about their e-mail address, to correct it, or to erase it. The request counts only once the
// link mailed to that address is followed, so nobody can ask about another person.
//   POST /api/your-data/requests        {email, kind, details} → 202 (the same for any address)
//   POST /api/your-data/verifications   {token} → 200 DataRequestVerified
//   GET  /api/staff/queues/data-requests?order=&status=open|closed&page=
//   GET  /api/staff/queues/data-requests/:id            (with the export of the address)
//   GET  /api/staff/queues/data-requests/:id/export     (the export as a JSON download)
//   POST /api/staff/queues/data-requests/:id/decision   {outcome: send-export|erase|corrected}

export const DATA_REQUEST_KINDS = ['access', 'correction', 'erasure'] as const;
export const dataRequestKindSchema = z.enum(DATA_REQUEST_KINDS);
export type DataRequestKind = z.infer<typeof dataRequestKindSchema>;

/** The form's words for each kind. */
export const DATA_REQUEST_KIND_LABELS: Record<DataRequestKind, string> = {
  access: 'Access: send me a copy of my data',
  correction: 'Correction: some of my data is wrong',
  erasure: 'Erasure: delete my data',
};

/** The Act's clock: a verified request is answered within this many days. */
export const DATA_REQUEST_DUE_DAYS = 30;
/** The mailed confirmation link works this long. */
export const DATA_REQUEST_LINK_HOURS = 24;
export const DATA_REQUEST_DETAILS_MAX_LENGTH = 4000;

const message = (title: string, text: string) => ({ title, message: text }) as const;

export const DATA_REQUEST_MESSAGES = {
  missingInformation: message(
    'Missing Information',
    'Please fill in all required fields before proceeding.',
  ),
  invalidEmail: message('Invalid Email', 'Please enter a valid email address.'),
  missingDetails: message(
    'Missing Information',
    'Please tell us what is wrong and what it should say.',
  ),
  /** The one answer to every well-formed request, whatever TrustHive holds for the address. */
  linkSent: message(
    'Check Your Inbox',
    `We have sent a confirmation link to this address. Your request reaches our team once you open it; the link works for ${DATA_REQUEST_LINK_HOURS} hours.`,
  ),
  verified: message(
    'Request Confirmed',
    `Thank you: your request is confirmed and our team answers it within ${DATA_REQUEST_DUE_DAYS} days, by e-mail.`,
  ),
  linkUnknown: message(
    'Invalid Confirmation Link',
    'This confirmation link is not valid. Check that you opened the whole link from the e-mail, or send the request again.',
  ),
  linkUsed: message(
    'Link Already Used',
    'This confirmation link has already been used: your request is with our team.',
  ),
  linkExpired: message(
    'Link Expired',
    `This confirmation link has expired. Links work for ${DATA_REQUEST_LINK_HOURS} hours: send the request again.`,
  ),
  tooMany: (seconds: number) =>
    message(
      'Too Many Requests',
      `Too many requests were sent for this address. Please try again in ${seconds} seconds.`,
    ),
} as const;

export const dataRequestSchema = z
  .object({
    email: text(DATA_REQUEST_MESSAGES.invalidEmail, TEXT_MAX_LENGTH),
    kind: text(DATA_REQUEST_MESSAGES.missingInformation, 20),
    details: text(DATA_REQUEST_MESSAGES.missingDetails, DATA_REQUEST_DETAILS_MAX_LENGTH),
  })
  .superRefine((value, ctx) => {
    failFirstMissing(ctx, DATA_REQUEST_MESSAGES.missingInformation, [
      ['email', value.email],
      ['kind', value.kind],
    ]);
    if (value.email && !isValidEmail(value.email)) {
      fail(ctx, DATA_REQUEST_MESSAGES.invalidEmail, ['email']);
    }
    if (value.kind && !dataRequestKindSchema.safeParse(value.kind).success) {
      fail(ctx, DATA_REQUEST_MESSAGES.missingInformation, ['kind']);
    }
    if (value.kind === 'correction' && !value.details) {
      fail(ctx, DATA_REQUEST_MESSAGES.missingDetails, ['details']);
    }
  })
  .transform((value) => ({
    email: value.email.toLowerCase(),
    kind: value.kind as DataRequestKind,
    details: value.details || null,
  }));
export type DataRequestInput = z.input<typeof dataRequestSchema>;
export type DataRequest = z.output<typeof dataRequestSchema>;

/** 202 to a request, 200 to a verification: a title and a message the page shows. */
export const dataRequestAnswerSchema = z.object({ title: z.string(), message: z.string() });
export type DataRequestAnswer = z.infer<typeof dataRequestAnswerSchema>;

/** 32 random bytes, base64url: what a confirmation link carries. */
export const DATA_REQUEST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const dataRequestVerificationSchema = z.object({
  token: storableString({ error: DATA_REQUEST_MESSAGES.linkUnknown.message })
    .trim()
    .refine((token) => DATA_REQUEST_TOKEN_PATTERN.test(token), {
      error: DATA_REQUEST_MESSAGES.linkUnknown.message,
      params: { title: DATA_REQUEST_MESSAGES.linkUnknown.title },
    }),
});
export type DataRequestVerification = z.infer<typeof dataRequestVerificationSchema>;

export const dataRequestVerifiedSchema = dataRequestAnswerSchema.extend({
  /** 'DAT-12': the reference the person can quote. */
  reference: z.string(),
  kind: dataRequestKindSchema,
});
export type DataRequestVerified = z.infer<typeof dataRequestVerifiedSchema>;

// ---------------------------------------------------------------------------------------
// The staff queue

/** Open: verified and waiting for staff; closed: exported, corrected or erased. */
export const DATA_REQUEST_QUEUE_STATUSES = ['open', 'closed'] as const;
export const dataRequestQueueStatusSchema = z.enum(DATA_REQUEST_QUEUE_STATUSES);
export type DataRequestQueueStatus = z.infer<typeof dataRequestQueueStatusSchema>;

export const dataRequestQueueQuerySchema = queueQuerySchema(dataRequestQueueStatusSchema, 'open');
export type DataRequestQueueQuery = z.infer<typeof dataRequestQueueQuerySchema>;

export const dataRequestIdParamsSchema = queueItemIdParamsSchema();

export const DATA_REQUEST_STATUSES = ['open', 'exported', 'corrected', 'erased'] as const;

export const dataRequestQueueItemSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: dataRequestKindSchema,
  /** Null once the address's data was erased. */
  email: z.string().nullable(),
  status: z.enum(DATA_REQUEST_STATUSES),
  createdAt: z.string(),
  verifiedAt: z.string(),
  /** verifiedAt + 30 days. */
  dueAt: z.string(),
  /** Whole days until dueAt, rounded up (0 or less: overdue), counted when the list was read. */
  daysLeft: z.number().int(),
  /** dueAt has passed and the request is still open or was closed late: shown as overdue. */
  overdue: z.boolean(),
  decision: recordedDecisionSchema().nullable(),
});
export type DataRequestQueueItem = z.infer<typeof dataRequestQueueItemSchema>;

export const dataRequestQueueSchema = pagedQueueSchema(dataRequestQueueItemSchema);
export type DataRequestQueue = z.infer<typeof dataRequestQueueSchema>;

/** What TrustHive holds about one address, as staff see it and the person receives it. */
export const dataExportSchema = z.record(z.string(), z.unknown());
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataRequestDetailSchema = dataRequestQueueItemSchema.extend({
  details: z.string().nullable(),
  /** Null once the address's data was erased (there is nothing left to show). */
  export: dataExportSchema.nullable(),
});
export type DataRequestDetail = z.infer<typeof dataRequestDetailSchema>;

export const DATA_REQUEST_NOTE_MAX_LENGTH = 2000;

export const dataRequestDecisionSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('send-export') }),
  z.object({ outcome: z.literal('erase') }),
  z.object({
    outcome: z.literal('corrected'),
    note: z.string().trim().min(3).max(DATA_REQUEST_NOTE_MAX_LENGTH),
  }),
]);
export type DataRequestDecision = z.infer<typeof dataRequestDecisionSchema>;

export const DATA_REQUEST_QUEUE_MESSAGES = {
  notFound: message('Request Not Found', 'No data request has this id.'),
  alreadyClosed: (status: string) =>
    message('Already Decided', `This data request was already closed (${status}).`),
  addressErased: message(
    'Address Erased',
    "This request's address was erased by another of its requests: there is nothing left to act on.",
  ),
  wrongKind: (kind: DataRequestKind, outcome: string) =>
    message(
      'Not For This Request',
      `A ${kind} request cannot be closed with "${outcome}": use the action for its kind.`,
    ),
} as const;
