/** Each field's first message, from a zod-style issue list (the contract schemas' own words). */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

type Issue = { path: readonly PropertyKey[]; message: string };

export function fieldErrorsFrom<Field extends string>(
  issues: readonly Issue[],
): FieldErrors<Field> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors as FieldErrors<Field>;
}

/** The first field (in form order) that has an error, so focus can move to it. */
export function firstErrorField<Field extends string>(
  order: readonly Field[],
  errors: FieldErrors<Field>,
): Field | undefined {
  return order.find((field) => errors[field] !== undefined);
}
