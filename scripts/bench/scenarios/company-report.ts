import { drawCompanyIds } from './profile';
import type { Scenario } from './types';

/**
 * Issue 43 part 5's yardstick: the company report (PDF) at 20 req/s, p95 ≤ 500 ms, against the
 * JSON profile it is written from, same ids (the ratio is what writing the PDF costs). 10,000
 * distinct ids cycled at 20 req/s never repeat within the gateway's 5 s micro-cache, so every
 * report is written: `npm run bench -- company-report --rate 20`.
 */
export const companyReport: Scenario = {
  name: 'company-report',
  description: 'GET /api/companies/:id/report.pdf (the masked profile written as a PDF)',
  async *requests(ctx) {
    for (const id of await drawCompanyIds(ctx)) yield `/api/companies/${id}/report.pdf`;
  },
  floor: {
    kind: 'gateway-paths',
    description: 'the JSON profile, GET /api/companies/:id on the same gateway, same ids',
    paths: async (ctx) => (await drawCompanyIds(ctx)).map((id) => `/api/companies/${id}`),
  },
};
