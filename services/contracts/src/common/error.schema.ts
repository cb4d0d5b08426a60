import { z } from 'zod';

/** The one error shape every endpoint answers with (ARCHITECTURE "Errors everywhere"). */
export const errorBodySchema = z.object({
  error: z.object({
    title: z.string(),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
