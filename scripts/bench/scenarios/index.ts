// Every scenario `npm run bench -- <name>` knows. Add one file per scenario and list it here.
import { categories } from './categories';
import { companyReport } from './company-report';
import {
  categoryList,
  categoryListPage1,
  categoryListPage500,
  categoryTotals,
} from './category-list';
import { directorDin, directorName, directorPage, directorPageHtml } from './directors';
import { gstin } from './gstin';
import { health } from './health';
import {
  profile,
  profilePage,
  profilePageDistinct,
  profilePageHindi,
  profilePageZipf,
} from './profile';
import { search, searchZipf } from './search';
import { suggestions } from './suggestions';
import { trustScore } from './trust-score';
import type { Scenario } from './types';

export type { Scenario, ScenarioContext } from './types';

export const scenarios: Record<string, Scenario> = {
  [health.name]: health,
  [categories.name]: categories,
  [categoryList.name]: categoryList,
  [categoryListPage1.name]: categoryListPage1,
  [categoryListPage500.name]: categoryListPage500,
  [categoryTotals.name]: categoryTotals,
  [profile.name]: profile,
  [profilePage.name]: profilePage,
  [profilePageZipf.name]: profilePageZipf,
  [profilePageDistinct.name]: profilePageDistinct,
  [profilePageHindi.name]: profilePageHindi,
  [companyReport.name]: companyReport,
  [trustScore.name]: trustScore,
  [search.name]: search,
  [searchZipf.name]: searchZipf,
  [suggestions.name]: suggestions,
  [gstin.name]: gstin,
  [directorName.name]: directorName,
  [directorDin.name]: directorDin,
  [directorPage.name]: directorPage,
  [directorPageHtml.name]: directorPageHtml,
};
