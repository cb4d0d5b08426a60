import { z } from 'zod';

export const createdResponseSchema = z.object({ id: z.number().int().positive() });
export type CreatedResponse = z.infer<typeof createdResponseSchema>;
