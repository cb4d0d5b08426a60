import { z } from 'zod';

export const checkStatusSchema = z.union([z.literal('ok'), z.string()]);

/** A service's own /health: each dependency is 'ok' or the error it gave. */
export const serviceHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  service: z.string(),
  checks: z.record(z.string(), checkStatusSchema),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

/** The gateway's GET /api/health: every service by name, 'ok' or its error. */
export const gatewayHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  services: z.record(z.string(), checkStatusSchema),
});
export type GatewayHealth = z.infer<typeof gatewayHealthSchema>;
