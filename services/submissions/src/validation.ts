import { submissionErrorFrom } from '@trusthive/contracts';
import { BadRequestError } from '@trusthive/platform';
import type { z } from 'zod';

/** Parses with a shared contract schema; the first failure becomes a 400 with the spec's words. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const { title, message, field } = submissionErrorFrom(result.error);
  throw new BadRequestError(title, message, field);
}
