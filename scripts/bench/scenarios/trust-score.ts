import { drawCompanyIds } from './profile';
import type { Scenario } from './types';

export const trustScore: Scenario = {
  name: 'trust-score',
  description: 'GET /api/companies/:id/trust-score (the score computed from the stored rows)',
  async *requests(ctx) {
    for (const id of await drawCompanyIds(ctx)) yield `/api/companies/${id}/trust-score`;
  },
  floor: { kind: 'proxy-hop' },
};
