import { z } from 'zod';
import { storedTrustLevelSchema } from './scoring';
import { cardVerdictSchema } from './verdict';

// GET /api/home (spec §2 "Home"): the top companies and the hot brands. Top companies are
// ranked by stored trust score, then by how many of the score's data blocks had data, then by
// paid-up capital (issue 20). Served by the company service; the home page renders skeletons
// until it answers and hides a list with nothing in it.
// GET /api/stats: the counts the site states (the hero, About), from the database.

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
  /** The verdict line of the stored score (issue 36); null until scored under rules v3. */
  verdict: cardVerdictSchema.nullable(),
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

export const directoryStatsSchema = z.object({
  /** Every company a visitor can find: registry rows and owner registrations, no benchmark rows. */
  companies: z.number().int().min(0),
  /** Of those, the companies imported from an MCA registry file. */
  registryCompanies: z.number().int().min(0),
  /** The states of the registry companies, the state with most companies first. */
  registryStates: z.array(z.string()),
});
export type DirectoryStats = z.infer<typeof directoryStatsSchema>;
