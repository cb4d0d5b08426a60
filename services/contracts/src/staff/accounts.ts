import { z } from 'zod';
import { singleLine, storableString } from '../common/text';
import { staffAccountSchema, staffPasswordSchema } from './auth';
import { staffRoleSchema } from './common';

// Admins manage staff accounts (issue 18).
//   GET   /api/staff/accounts       → 200 {accounts}
//   POST  /api/staff/accounts       {email, displayName, role, password} → 201 StaffAccount
//   PATCH /api/staff/accounts/:id   {role?, disabled?} → 200 StaffAccount

export const staffAccountsListSchema = z.object({ accounts: z.array(staffAccountSchema) });
export type StaffAccountsList = z.infer<typeof staffAccountsListSchema>;

export const newStaffAccountSchema = z.object({
  email: storableString().trim().max(254).pipe(z.email('Please enter a valid email address.')),
  displayName: singleLine(storableString().trim().min(1).max(100)),
  role: staffRoleSchema,
  /** The initial password, handed to the person by the admin; they change it after. */
  password: staffPasswordSchema,
});
export type NewStaffAccount = z.infer<typeof newStaffAccountSchema>;

export const staffAccountParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

export const staffAccountPatchSchema = z
  .object({ role: staffRoleSchema.optional(), disabled: z.boolean().optional() })
  .refine((patch) => patch.role !== undefined || patch.disabled !== undefined, {
    message: 'Send a role or disabled.',
  });
export type StaffAccountPatch = z.infer<typeof staffAccountPatchSchema>;

export const STAFF_ACCOUNT_MESSAGES = {
  emailTaken: { title: 'Email Taken', message: 'A staff account with this email already exists.' },
  notFound: { title: 'Not Found', message: 'No staff account has this id.' },
  lastAdmin: {
    title: 'Last Admin',
    message: 'This is the last active admin. Make another admin first.',
  },
} as const;
