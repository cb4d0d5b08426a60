import { z } from 'zod';
import { brandSchema, companyProfileSchema, trustScoreSchema } from '@trusthive/contracts';

// The schemas the profile's fetchers validate answers with, loaded with the first fetch
// (lib/api-client.ts, lazySchema): a profile arrives with its data.

/** The profile with its brands left unread (get-company.ts reads them on their own). */
export const profileEnvelopeSchema = companyProfileSchema.omit({ brands: true }).extend({
  brands: z.unknown(),
});
export const brandListSchema = z.array(brandSchema);
export { trustScoreSchema };
