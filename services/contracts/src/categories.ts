import { z } from 'zod';
import { storableString } from './common/text';
import { DISPLAY_TRUST_LEVELS, storedTrustLevelSchema, type DisplayTrustLevel } from './scoring';
import { CATEGORY_PAGE_SIZE } from './category-names';
import { cardVerdictSchema } from './verdict';

export * from './category-names';

// Industry categories (spec §2 "Categories" and "Category detail", §7 "Categories", §9).
// A category is an MCA industrial classification; its title is the registry's own text.

export const categorySchema = z.object({
  /** The industrial classification, as the registry spells it. */
  title: z.string(),
  description: z.string(),
  count: z.number().int().nonnegative(),
  slug: z.string(),
  featured: z.boolean(),
  /** The icon picked by the spec's scoring match of the title against icon names. */
  icon: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoriesResponseSchema = z.object({
  /** Companies across every category. */
  total: z.number().int().nonnegative(),
  categories: z.array(categorySchema),
});
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

// GET /api/categories/:slug

export const categorySlugParamsSchema = z.object({ slug: storableString().min(1).max(300) });
export type CategorySlugParams = z.infer<typeof categorySlugParamsSchema>;

export const categoryDetailSchema = z.object({
  name: z.string(),
  slug: z.string(),
  count: z.number().int().nonnegative(),
  description: z.string(),
  icon: z.string(),
});
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;

// GET /api/categories/:slug/filters

export const categoryFiltersSchema = z.object({
  /** Distinct company_state_code values in the category. */
  states: z.array(z.string()),
  /** Distinct company types (company_limited_by). */
  classes: z.array(z.string()),
  /** Distinct company_status values. */
  statuses: z.array(z.string()),
  /** The stored trust levels that occur in the category, best first, 'Limited data' last. */
  ratings: z.array(z.enum(DISPLAY_TRUST_LEVELS)),
});
export type CategoryFilters = z.infer<typeof categoryFiltersSchema>;

// GET /api/categories/:slug/companies?state=&class=&status=&rating=&page=

/** An optional filter: blank or 'all' (the page's default, spec §4) means no filter. */
const filterValue = storableString()
  .max(200)
  .optional()
  .transform((value) => {
    const trimmed = value?.trim();
    return trimmed && trimmed.toLowerCase() !== 'all' ? trimmed : undefined;
  });

export const RATING_FILTER_MESSAGE = `Rating must be one of: ${DISPLAY_TRUST_LEVELS.join(', ')}.`;

const LEVEL_BY_LOWERCASE: ReadonlyMap<string, DisplayTrustLevel> = new Map(
  DISPLAY_TRUST_LEVELS.map((level) => [level.toLowerCase(), level]),
);

/** A stored trust level in any case ('limited data'); blank or 'all' means no filter. */
const ratingValue = filterValue.transform((value, context): DisplayTrustLevel | undefined => {
  if (value === undefined) return undefined;
  const level = LEVEL_BY_LOWERCASE.get(value.toLowerCase());
  if (level) return level;
  context.addIssue({ code: 'custom', message: RATING_FILTER_MESSAGE });
  return z.NEVER;
});

export const categoryCompaniesQuerySchema = z.object({
  /** Partial, case-insensitive match on the state (spec §7). */
  state: filterValue,
  /** Equals company_limited_by (spec §7: class). */
  class: filterValue,
  /** Equals company_status. */
  status: filterValue,
  /**
   * Equals the stored trust level (companies.trust_level), 'Limited data' included; unscored
   * companies match no rating.
   */
  rating: ratingValue,
  /** 1-based; 0, negative or not a number answers 400. */
  page: z.coerce
    .number({ error: 'Page must be a whole number of 1 or more.' })
    .int({ error: 'Page must be a whole number of 1 or more.' })
    .min(1, { error: 'Page must be a whole number of 1 or more.' })
    .default(1),
});
export type CategoryCompaniesQuery = z.infer<typeof categoryCompaniesQuerySchema>;
export type CategoryCompaniesFilters = Pick<
  CategoryCompaniesQuery,
  'state' | 'class' | 'status'
> & {
  rating?: DisplayTrustLevel;
};

/** A row of the category list (spec §2 "Category detail" list card). */
export const categoryCompanySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  logo: z.string().nullable(),
  description: z.string().nullable(),
  /** The industrial classification. */
  category: z.string().nullable(),
  /** City and state, or the state alone. */
  location: z.string().nullable(),
  /** The company type (company_limited_by). */
  companyClass: z.string().nullable(),
  status: z.string().nullable(),
  verified: z.boolean(),
  nicCode: z.string().nullable(),
  domainName: z.string().nullable(),
  /** The stored trust score out of 100; null until the scoring worker has scored the company. */
  trustScore: z.number().int().min(0).max(100).nullable(),
  /** The level stored with the score: a band or 'Limited data'; null until scored. */
  trustLevel: storedTrustLevelSchema,
  /** The verdict line of the stored score (issue 36); null until scored under rules v3. */
  verdict: cardVerdictSchema.nullable(),
});
export type CategoryCompany = z.infer<typeof categoryCompanySchema>;

export const categoryCompaniesResponseSchema = z.object({
  page: z.number().int().positive(),
  pageSize: z.literal(CATEGORY_PAGE_SIZE),
  /** Companies matching the filters; a page past the last is empty but keeps this total. */
  total: z.number().int().nonnegative(),
  companies: z.array(categoryCompanySchema),
});
export type CategoryCompaniesResponse = z.infer<typeof categoryCompaniesResponseSchema>;
