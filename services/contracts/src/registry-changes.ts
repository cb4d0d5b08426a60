import { z } from 'zod';
import { REGISTRY_CHANGE_FIELDS } from './registry-change-labels';

export * from './registry-change-labels';

// Issue 41: what newer MCA files changed of a company, as the profile's "Registry changes"
// list shows it (GET /api/companies/:id, the latest ten, newest file first). None of these
// fields is personal data (the importer does not log the e-mail), so nothing here is masked.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const registryChangeSchema = z.object({
  field: z.enum(REGISTRY_CHANGE_FIELDS),
  /** The value before and after, as text ('750000.00' rupees, 'YYYY-MM-DD'); null: none. */
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  /** The MCA file that said so: its base name and its date. */
  file: z.string(),
  fileDate: isoDate,
});
export type RegistryChange = z.infer<typeof registryChangeSchema>;
