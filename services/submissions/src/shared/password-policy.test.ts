import { describe, expect, it } from 'vitest';
import { PASSWORD_POLICY_MESSAGES } from '@trusthive/contracts';
import { assertAcceptablePassword, historyAfterChange, PASSWORD_HISTORY } from './password-policy';
import { hashPassword } from './passwords';

// Issue 37, finding 8: `aaaaaaaaaaaa` was accepted as a password. ASVS 4 V2.1.7: no common or
// leaked password; no trivial one; not the account's e-mail; not one used before.

const context = { email: 'ravi.kumar@example.in', usedHashes: [], field: 'next' };
const refusal = async (password: string, usedHashes: string[] = []) => {
  try {
    await assertAcceptablePassword(password, { ...context, usedHashes });
    return null;
  } catch (error) {
    return error as { statusCode: number; title: string; message: string; field?: string };
  }
};

describe(assertAcceptablePassword.name, () => {
  it.each([
    ['aaaaaaaaaaaa', 'one character repeated'],
    ['abababababab', 'a short group repeated'],
    ['abcdefghijklm', 'the alphabet'],
    ['123456789012', 'digits in a row, wrapping'],
    ['987654321098', 'digits backwards'],
    ['qwertyuiopas', 'a keyboard row'],
    ['1qaz2wsx3edc', 'keyboard columns'],
  ])('should refuse %s (%s) as trivial', async (password) => {
    expect(await refusal(password)).toMatchObject({
      statusCode: 400,
      ...PASSWORD_POLICY_MESSAGES.trivial,
      field: 'next',
    });
  });

  it.each(['password1234', 'Password123!', 'iloveyou1234', 'Sunshine2024', 'baseball1234'])(
    'should refuse %s as common',
    async (password) => {
      expect(await refusal(password)).toMatchObject(PASSWORD_POLICY_MESSAGES.common);
    },
  );

  it("should refuse a password containing the account's e-mail local part", async () => {
    expect(await refusal('my Ravi.Kumar password')).toMatchObject(
      PASSWORD_POLICY_MESSAGES.containsEmail,
    );
  });

  it('should refuse a password whose hash the account has used, and take a new one', async () => {
    const used = [await hashPassword('a long new password'), await hashPassword('another one!!')];
    expect(await refusal('another one!!', used)).toMatchObject(PASSWORD_POLICY_MESSAGES.reused);
    expect(await refusal('a long new password', used)).toMatchObject({ field: 'next' });
    expect(await refusal('tulip lantern 47 quietly', used)).toBeNull();
  });
});

describe(historyAfterChange.name, () => {
  it('should keep the replaced hash first and drop the oldest beyond the limit', () => {
    const previous = ['h4', 'h3', 'h2', 'h1'];
    expect(historyAfterChange('h5', previous)).toEqual(['h5', 'h4', 'h3', 'h2']);
    expect(historyAfterChange('h5', previous)).toHaveLength(PASSWORD_HISTORY);
  });
});
