import { describe, expect, it } from 'vitest';
import { maskEmail, maskEmailsIn } from './mask-email';
import { domainOf } from './smtp-sender';

describe('maskEmail', () => {
  it('should keep the first character and the domain only', () => {
    expect(maskEmail('asha.rao@example.com')).toBe('a•••@example.com');
    expect(maskEmail('x@acme-traders.in')).toBe('x•••@acme-traders.in');
  });

  it('should mask whatever is not an address completely', () => {
    for (const value of ['', null, undefined, 'no-at-sign', '@example.com', 'someone@']) {
      expect(maskEmail(value)).toBe('•••');
    }
  });
});

describe('maskEmailsIn', () => {
  it('should mask every address an SMTP refusal quotes', () => {
    expect(
      maskEmailsIn(
        "Can't send mail - all recipients were rejected: 550 <asha@example.com> and bob.k@x.in",
      ),
    ).toBe("Can't send mail - all recipients were rejected: 550 <a•••@example.com> and b•••@x.in");
  });
});

describe('domainOf', () => {
  it('should read the domain of a sender with or without a name', () => {
    expect(domainOf('TrustHive <no-reply@trusthive.in>')).toBe('trusthive.in');
    expect(domainOf('mail@example.org')).toBe('example.org');
  });
});
