import { CATEGORY_TOTALS_SQL } from '@trusthive/company/hot-queries';
import type { Scenario } from './types';

/** The categories grid: every classification with its maintained count (category_totals). */
export const categories: Scenario = {
  name: 'categories',
  description: 'GET /api/categories (the grid, from the maintained per-classification counts)',
  requests: () => ['/api/categories'],
  floor: { kind: 'sql', sql: CATEGORY_TOTALS_SQL, params: () => [[]] },
};
