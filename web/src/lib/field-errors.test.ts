import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom, firstErrorField } from './field-errors';

describe(fieldErrorsFrom.name, () => {
  it('should keep the first message of each field and skip issues without a field', () => {
    const errors = fieldErrorsFrom<'email' | 'phone'>([
      { path: ['email'], message: 'Please enter a valid email address.' },
      { path: ['email'], message: 'second' },
      { path: [], message: 'form-level' },
      { path: ['phone'], message: 'Please enter a valid 10-digit Indian mobile number.' },
    ]);
    expect(errors).toEqual({
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid 10-digit Indian mobile number.',
    });
  });
});

describe(firstErrorField.name, () => {
  it('should answer the first field in form order that has an error', () => {
    expect(firstErrorField(['name', 'email', 'phone'], { phone: 'x', email: 'y' })).toBe('email');
    expect(firstErrorField(['name'], {})).toBeUndefined();
  });
});
