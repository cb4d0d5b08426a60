import { z } from 'zod';
import { singleLine, storableString } from '../common/text';
import { LONG_TEXT_MAX_LENGTH } from './constants';
import { type SubmissionMessage } from './messages';

// The zod field builders the submission schemas share (not re-exported: each feature module
// imports them). fail() adds an issue carrying the spec's title beside its message.

export function fail(
  ctx: z.RefinementCtx,
  problem: SubmissionMessage,
  path: (string | number)[],
): void {
  ctx.addIssue({
    code: 'custom',
    message: problem.message,
    path,
    params: { title: problem.title },
  });
}

/**
 * The spec's missing-information toast names one field: the first of these, in the form's
 * order, that is empty.
 */
export function failFirstMissing(
  ctx: z.RefinementCtx,
  problem: SubmissionMessage,
  fields: readonly (readonly [name: string, value: string])[],
): void {
  const missing = fields.find(([, value]) => !value);
  if (missing) fail(ctx, problem, [missing[0]]);
}

/** Lenient text: anything missing is '', a non-string is refused as missing information. */
export const text = (missing: SubmissionMessage, max = LONG_TEXT_MAX_LENGTH) =>
  storableString({ error: missing.message })
    .max(max, { error: `At most ${max} characters.` })
    .optional()
    .transform((value) => (value ?? '').trim());

/** A one-line field (a name, an e-mail, a phone): text() without line breaks or bidi controls. */
export const line = (missing: SubmissionMessage, max: number) => singleLine(text(missing, max));

/** One of a fixed list; empty is undefined, anything else off the list is missing information. */
export const choice = <const T extends readonly string[]>(values: T, missing: SubmissionMessage) =>
  text(missing).transform((value, ctx): T[number] | undefined => {
    if (!value) return undefined;
    if (values.includes(value)) return value;
    fail(ctx, missing, []);
    return z.NEVER;
  });

export const flag = z.boolean({ error: 'Must be true or false.' }).optional().default(false);
