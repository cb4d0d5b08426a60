import { z } from 'zod';
import { storedTrustLevelSchema } from './scoring';

// GET /api/home (spec §2 "Home"): the top companies by stored trust score and the hot brands.
// Served by the company service; the home page renders skeletons or an empty state until it
// answers.

/** How many entries each home list holds at most. */
export const HOME_LIST_LIMIT = 8;

export const homeCompanySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** The stored trust score, 0 to 100. */
  trustScore: z.number().min(0).max(100),
  /** The level stored with the score: a band or 'Limited data'; null until scored. */
  trustLevel: storedTrustLevelSchema,
  /** The registry status, for the card's status badge. */
  status: z.string().nullable(),
  state: z.string().nullable(),
  logo: z.string().nullable(),
});
export type HomeCompany = z.infer<typeof homeCompanySchema>;

export const homeBrandSchema = z.object({
  name: z.string(),
  /** The company that owns the brand, for the link to its profile. */
  companyId: z.number().int().positive(),
  companyName: z.string(),
  logo: z.string().nullable(),
});
export type HomeBrand = z.infer<typeof homeBrandSchema>;

export const homeResponseSchema = z.object({
  topCompanies: z.array(homeCompanySchema).max(HOME_LIST_LIMIT),
  hotBrands: z.array(homeBrandSchema).max(HOME_LIST_LIMIT),
});
export type HomeResponse = z.infer<typeof homeResponseSchema>;
