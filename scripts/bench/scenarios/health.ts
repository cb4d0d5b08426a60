import type { Scenario } from './types';

export const health: Scenario = {
  name: 'health',
  description: 'GET /api/health through the gateway',
  requests: () => ['/api/health'],
  floor: { kind: 'proxy-hop' },
};
