import { z } from 'zod';
import { storableString } from './common/text';
import { REGISTRATION_MESSAGES, type SubmissionMessage } from './submissions/messages';

// Issue 19: an owner's public reply to an upheld report about their company.
//   GET  /api/account/companies/:id/reports                   the upheld reports, each with its reply
//   POST /api/account/companies/:id/reports/:reportId/reply   {body} → 201 the report with its reply
// One reply per report (a second answers 409); it waits for the TrustHive team's moderation
// (the staff "replies" queue) and, once published, the profile shows it under the report.

export const REPLY_BODY_MAX_LENGTH = 2000;

export const REPLY_STATUSES = ['pending', 'published', 'declined'] as const;
export const replyStatusSchema = z.enum(REPLY_STATUSES);
export type ReplyStatus = z.infer<typeof replyStatusSchema>;

const message = (title: string, text: string): SubmissionMessage => ({ title, message: text });

export const OWNER_REPLY_MESSAGES = {
  sectionTitle: 'Upheld reports and your replies',
  noReports: 'There are no upheld reports about this company.',
  replyLabel: 'Your public reply',
  replyHint: `Shown under the report on your profile once the TrustHive team has checked it (at most ${REPLY_BODY_MAX_LENGTH} characters).`,
  submit: 'Send reply',
  submitting: 'Sending...',
  /** Registration's words for a required field left empty (an empty reply, or not text). */
  missingBody: REGISTRATION_MESSAGES.missingInformation,
  tooLong: message('Reply Too Long', `A reply can be at most ${REPLY_BODY_MAX_LENGTH} characters.`),
  reportNotFound: message('Report Not Found', 'This company has no upheld report with this id.'),
  alreadyReplied: message(
    'Already Replied',
    'You have already replied to this report. Each report takes one reply.',
  ),
  sent: message(
    'Reply Sent',
    'Thank you. The TrustHive team checks your reply before it is shown on your profile.',
  ),
  statusLabels: {
    pending: 'Waiting for review',
    published: 'Published on your profile',
    declined: 'Not published',
  } satisfies Record<ReplyStatus, string>,
} as const;

/** The path of the reply: the company's and the report's ids, parsed like a company id. */
export const ownerReplyParamsSchema = z.object({
  id: storableString().max(20),
  reportId: storableString().max(20),
});

/** The company of the reports list. */
export const ownerReportsParamsSchema = z.object({ id: storableString().max(20) });

/** POST …/reply: the body trimmed; empty or too long answers 400 naming `body`. */
export const ownerReplyRequestSchema = z
  .object({
    // The length is checked after trimming, below; the server's body limit bounds the input.
    body: storableString({ error: OWNER_REPLY_MESSAGES.missingBody.message })
      .optional()
      .transform((value) => (value ?? '').trim()),
  })
  .transform((value, ctx) => {
    const problem = !value.body
      ? OWNER_REPLY_MESSAGES.missingBody
      : value.body.length > REPLY_BODY_MAX_LENGTH
        ? OWNER_REPLY_MESSAGES.tooLong
        : null;
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        message: problem.message,
        path: ['body'],
        params: { title: problem.title },
      });
      return z.NEVER;
    }
    return { body: value.body };
  });
export type OwnerReplyRequest = z.infer<typeof ownerReplyRequestSchema>;

/** The owner's own view of their reply: its state and, once declined, the reason. */
export const ownerReplySchema = z.object({
  body: z.string(),
  status: replyStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** A decline's reason (the owner's own reply, so they see why). */
  declineReason: z.string().nullable(),
});
export type OwnerReply = z.infer<typeof ownerReplySchema>;

export const ownerUpheldReportSchema = z.object({
  id: z.number().int().positive(),
  /** The public summary, as the profile shows it. */
  summary: z.string(),
  upheldOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  reply: ownerReplySchema.nullable(),
});
export type OwnerUpheldReport = z.infer<typeof ownerUpheldReportSchema>;

export const ownerUpheldReportsSchema = z.object({ reports: z.array(ownerUpheldReportSchema) });
export type OwnerUpheldReports = z.infer<typeof ownerUpheldReportsSchema>;
