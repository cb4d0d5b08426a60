import { z } from 'zod';
import { storableString } from '../common/text';

// The append-only audit log of staff actions (issue 18), for admins.
//   GET /api/staff/audit?actor=&action=&subjectKind=&subjectId=&before= → 200 AuditPage
// Newest first, AUDIT_PAGE_SIZE entries; `before` is the id of the last entry seen (keyset).

export const AUDIT_PAGE_SIZE = 50;

const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const auditQuerySchema = z.object({
  actor: id.optional(),
  action: storableString().trim().min(1).max(100).optional(),
  subjectKind: storableString().trim().min(1).max(100).optional(),
  subjectId: storableString().trim().min(1).max(200).optional(),
  before: id.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), displayName: z.string() }).nullable(),
  /** The company owner who acted (issue 19); null for a staff action. */
  ownerEmail: z.string().nullable(),
  action: z.string(),
  subjectKind: z.string(),
  subjectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
