import { describe, expect, it } from 'vitest';
import { MAIL_LOCALES, mailLocaleOf, urlInLocale } from './locale';
import { MAIL_TEMPLATE_NAMES, formatMailDate, renderMail } from './render';
import { companyProfileUrl, submissionReference, type MailRequest } from './templates';

// Each template as the submitter reads it: subject, plain text and HTML saying the same, the
// spec's turnaround texts word for word, en-IN dates in India's time, data escaped.

// 19:00 UTC on 23 Nov is 00:30 on 24 Nov in India: the date must be India's.
const AT = new Date('2026-11-23T19:00:00Z');
const COMPANY = 'Acme <Traders> & Sons "Pvt" Ltd';
const COMPANY_HTML = 'Acme &lt;Traders&gt; &amp; Sons &quot;Pvt&quot; Ltd';
const PROFILE = 'https://trusthive.in/company/42';

type Mail = Omit<MailRequest, 'to' | 'locale'>;

const samples: Record<MailRequest['template'], Mail> = {
  'registration-received': {
    template: 'registration-received',
    data: { companyName: COMPANY, reference: 'REG-42' },
  },
  'registration-approved': {
    template: 'registration-approved',
    data: { companyName: COMPANY, profileUrl: PROFILE },
  },
  'registration-rejected': {
    template: 'registration-rejected',
    data: { companyName: COMPANY, reason: 'The CIN belongs to <b>another</b> company.' },
  },
  'claim-received': {
    template: 'claim-received',
    data: { companyName: COMPANY, reference: 'CLM-7' },
  },
  'claim-approved': {
    template: 'claim-approved',
    data: { companyName: COMPANY, profileUrl: PROFILE },
  },
  'claim-rejected': {
    template: 'claim-rejected',
    data: { companyName: COMPANY, reason: 'The documents do not name a director.' },
  },
  'report-received': {
    template: 'report-received',
    data: { companyName: COMPANY, reference: 'RPT-3' },
  },
  'report-upheld': {
    template: 'report-upheld',
    data: { companyName: COMPANY, summary: 'Took advance payments & did not deliver.' },
  },
  'report-dismissed': {
    template: 'report-dismissed',
    data: { companyName: COMPANY, reason: 'No evidence was given.' },
  },
  'correction-received': {
    template: 'correction-received',
    data: { companyName: COMPANY, field: 'website', reference: 'COR-5' },
  },
  'correction-accepted': {
    template: 'correction-accepted',
    data: { companyName: COMPANY, field: 'website', profileUrl: PROFILE },
  },
  'correction-declined': {
    template: 'correction-declined',
    data: {
      companyName: COMPANY,
      field: 'website',
      reason: "The new domain is not the company's.",
    },
  },
  'owner-change-approved': {
    template: 'owner-change-approved',
    data: { companyName: COMPANY, change: 'Website: https://acme.example', profileUrl: PROFILE },
  },
  'owner-change-declined': {
    template: 'owner-change-declined',
    data: {
      companyName: COMPANY,
      change: 'Website: https://acme.example',
      reason: 'The domain is registered to <another> company.',
    },
  },
  'reply-published': {
    template: 'reply-published',
    data: { companyName: COMPANY, profileUrl: PROFILE },
  },
  'reply-declined': {
    template: 'reply-declined',
    data: { companyName: COMPANY, reason: 'The reply names the reporter.' },
  },
  'report-upheld-owner': {
    template: 'report-upheld-owner',
    data: {
      companyName: COMPANY,
      summary: 'Took advance payments & did not deliver.',
      accountUrl: 'https://trusthive.in/account',
    },
  },
  'contact-received': {
    template: 'contact-received',
    data: { subject: 'General Inquiry', reference: 'MSG-9' },
  },
  'owner-sign-in-link': {
    template: 'owner-sign-in-link',
    data: { signInUrl: 'https://trusthive.in/account/sign-in/link#token=abc', minutes: 15 },
  },
  'contact-email-confirm': {
    template: 'contact-email-confirm',
    data: {
      companyName: COMPANY,
      confirmUrl: 'https://trusthive.in/account/contact-email/confirm#token=abc',
      hours: 48,
    },
  },
  'data-request-verify': {
    template: 'data-request-verify',
    data: { verifyUrl: 'https://trusthive.in/your-data#token=abc', kind: 'access', hours: 24 },
  },
  'data-request-export': {
    template: 'data-request-export',
    data: { reference: 'DAT-4', exportJson: '{"emailAddress":"asha@example.in"}' },
  },
  'data-request-closed': {
    template: 'data-request-closed',
    data: { reference: 'DAT-4', kind: 'correction', outcome: 'Your <name> was corrected.' },
  },
  'bulk-check-done': {
    template: 'bulk-check-done',
    data: {
      fileName: 'suppliers-march.xlsx',
      rows: 500,
      matched: 412,
      candidates: 40,
      notFound: 38,
      bad: 10,
      resultUrl: 'https://trusthive.in/account/bulk-checks?check=7d1c',
    },
  },
};

/** What a reader of the HTML part sees: tags gone, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*<\/head>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

function expectBothParts(mail: Mail, ...phrases: string[]) {
  const { text, html } = renderMail(mail, AT);
  for (const phrase of phrases) {
    expect(flat(text)).toContain(phrase);
    expect(visibleText(html)).toContain(phrase);
  }
}

describe('formatMailDate', () => {
  it('should give the en-IN short date in India', () => {
    expect(formatMailDate(AT)).toBe('24 Nov 2026');
    expect(formatMailDate(new Date('2026-01-05T10:00:00Z'))).toBe('5 Jan 2026');
  });
});

describe('every template', () => {
  // The sign-in link mail names no company and no date: it is about the owner, not an event;
  // a contact message's acknowledgement is about the message, a data request's mails are
  // about the person, and a bulk check's about a file of many companies.
  const aboutACompany = MAIL_TEMPLATE_NAMES.filter(
    (name) =>
      name !== 'owner-sign-in-link' &&
      name !== 'contact-received' &&
      name !== 'bulk-check-done' &&
      !name.startsWith('data-request-'),
  );
  it.each(aboutACompany)('%s renders a subject, text and escaped HTML', (name) => {
    const { subject, text, html } = renderMail(samples[name], AT);
    expect(subject).toContain(COMPANY);
    expect(subject).not.toMatch(/[\r\n]/);
    expect(text).toContain(COMPANY);
    expect(text).toContain('24 Nov 2026');
    expect(text.startsWith('Hello,\n')).toBe(true);
    expect(html).toContain(COMPANY_HTML);
    expect(html).not.toContain('<Traders>');
    expect(visibleText(html)).toContain('24 Nov 2026');
    expect(html).toMatch(/^<!doctype html>/);
  });

  it('covers every template of templates.ts with a sample here', () => {
    expect(Object.keys(samples).sort()).toEqual([...MAIL_TEMPLATE_NAMES].sort());
  });
});

describe('received mails', () => {
  it('registration: the verification turnaround and "Once verified" as the product says them', () => {
    const mail = samples['registration-received'];
    expect(renderMail(mail, AT).subject).toBe(`Registration received: ${COMPANY}`);
    expectBothParts(
      mail,
      `We received the registration of ${COMPANY} on 24 Nov 2026.`,
      'Your company registration has been submitted successfully and is pending verification.',
      'Our team verifies your details within 1-3 business days.',
      'Once verified, your company profile goes live on TrustHive.',
      'Your reference: REG-42',
    );
  });

  it('claim: the 24-48 hours promise word for word', () => {
    const mail = samples['claim-received'];
    expect(renderMail(mail, AT).subject).toBe(`Claim received: ${COMPANY}`);
    expectBothParts(
      mail,
      'Claim request submitted successfully! We will review and get back to you within 24-48 hours.',
      'Your reference: CLM-7',
    );
  });

  it('report: the review time, the status update by e-mail, and confidentiality', () => {
    const mail = samples['report-received'];
    expect(renderMail(mail, AT).subject).toBe(`Report received: ${COMPANY}`);
    expectBothParts(
      mail,
      'Thank you for your report. Our team will review it shortly.',
      'Our team will review your report within 2-3 business days.',
      'You will receive an update on the status of your report by e-mail.',
      'Your identity is kept confidential.',
    );
    const { text } = renderMail(mail, AT);
    expect(text).toContain('1. Our team will review your report within 2-3 business days.');
  });

  it('correction: what was received and that the outcome comes by e-mail', () => {
    expectBothParts(
      samples['correction-received'],
      `We received your correction of the website of ${COMPANY} on 24 Nov 2026.`,
      'Your reference: COR-5',
    );
  });
});

describe('issue 36 mails', () => {
  it('contact: the acknowledgement says when, what and the reference', () => {
    const mail = samples['contact-received'];
    expect(renderMail(mail, AT).subject).toBe('We received your message: General Inquiry');
    expectBothParts(
      mail,
      'We received your message to TrustHive about "General Inquiry" on 24 Nov 2026.',
      "Thank you for your message. We'll respond to you shortly.",
      'Your reference: MSG-9',
    );
  });

  it("report upheld, to the owner: the summary and the way to reply from the owner's account", () => {
    const mail = samples['report-upheld-owner'];
    const { text, html } = renderMail(mail, AT);
    expect(renderMail(mail, AT).subject).toBe(`A report about ${COMPANY} was upheld`);
    expectBothParts(
      mail,
      `upheld it on 24 Nov 2026`,
      'Took advance payments & did not deliver.',
      'sign in to your account and write a reply to the report',
    );
    expect(text).toContain('Reply from your account: https://trusthive.in/account');
    expect(html).toContain('<a href="https://trusthive.in/account"');
  });
});

describe('owner sign-in link', () => {
  it('links to the sign-in page and says it works once, for 15 minutes', () => {
    const mail = samples['owner-sign-in-link'];
    const { subject, text, html } = renderMail(mail, AT);
    expect(subject).toBe('Your TrustHive sign-in link');
    expect(text).toContain('Sign in: https://trusthive.in/account/sign-in/link#token=abc');
    expect(html).toContain('<a href="https://trusthive.in/account/sign-in/link#token=abc"');
    expectBothParts(mail, 'The link works once, for 15 minutes.');
  });
});

describe('"Your data" mails (issue 37)', () => {
  it('the confirmation links to the Your data page and says nothing happens without it', () => {
    expectBothParts(samples['data-request-verify'], 'Confirm my request', 'nothing happens');
    const { text, html } = renderMail(samples['data-request-verify'], AT);
    expect(text).toContain('Confirm my request: https://trusthive.in/your-data#token=abc');
    expect(html).toContain('href="https://trusthive.in/your-data#token=abc"');
  });

  it('the export is attached as a JSON file named by the reference, not put in the body', () => {
    const mail = renderMail(samples['data-request-export'], AT);
    expect(mail.attachments).toEqual([
      {
        filename: 'trusthive-data-DAT-4.json',
        contentType: 'application/json',
        content: '{"emailAddress":"asha@example.in"}',
      },
    ]);
    expect(mail.text).not.toContain('asha@example.in');
    expect(mail.text).toContain('Your reference: DAT-4');
  });

  it('a closed request quotes what staff did, escaped in the HTML', () => {
    const { html } = renderMail(samples['data-request-closed'], AT);
    expect(html).toContain('Your &lt;name&gt; was corrected.');
  });
});

describe('decision mails', () => {
  it('approvals link to the profile', () => {
    for (const name of [
      'registration-approved',
      'claim-approved',
      'correction-accepted',
      'owner-change-approved',
      'reply-published',
    ] as const) {
      const { text, html } = renderMail(samples[name], AT);
      expect(text).toContain(`View the profile: ${PROFILE}`);
      expect(html).toContain(`<a href="${PROFILE}"`);
    }
    expectBothParts(
      samples['registration-approved'],
      `Our team verified the registration of ${COMPANY} on 24 Nov 2026.`,
      'Your company profile is now live on TrustHive.',
    );
    expectBothParts(samples['claim-approved'], 'The profile now shows the company as claimed.');
    expectBothParts(samples['correction-accepted'], 'correction accepted on 24 Nov 2026');
  });

  it('approvals carry the owner sign-in link when one was issued, and none otherwise', () => {
    const signInUrl = 'https://trusthive.in/account/sign-in/link#token=abc';
    for (const name of ['registration-approved', 'claim-approved'] as const) {
      const mail = samples[name];
      const withLink = { ...mail, data: { ...mail.data, signInUrl } } as typeof mail;
      const { text, html } = renderMail(withLink, AT);
      expect(text).toContain(`Sign in to your account: ${signInUrl}`);
      expect(html).toContain(`<a href="${signInUrl}"`);
      expect(text).toContain('It works once, for 15 minutes');
      expect(renderMail(mail, AT).text).not.toContain('Sign in');
    }
  });

  it('refusals quote the reason, escaped in the HTML', () => {
    const { text, html } = renderMail(samples['registration-rejected'], AT);
    expect(text).toContain('Reason:\nThe CIN belongs to <b>another</b> company.');
    expect(html).toContain('The CIN belongs to &lt;b&gt;another&lt;/b&gt; company.');
    expect(html).not.toContain('<b>another</b>');
    expectBothParts(samples['claim-rejected'], 'The documents do not name a director.');
    expectBothParts(samples['report-dismissed'], 'No evidence was given.');
    expectBothParts(samples['correction-declined'], "The new domain is not the company's.");
    expectBothParts(
      samples['owner-change-declined'],
      'The domain is registered to <another> company.',
      'could not approve it',
    );
    expectBothParts(samples['reply-declined'], 'The reply names the reporter.');
  });

  it('an upheld report quotes the public summary', () => {
    expectBothParts(
      samples['report-upheld'],
      `upheld it on 24 Nov 2026`,
      'Took advance payments & did not deliver.',
    );
  });
});

describe('hostile data', () => {
  it('a link that is not http(s) is shown as text, never as a link', () => {
    const { html } = renderMail(
      { template: 'claim-approved', data: { companyName: 'X', profileUrl: 'javascript:alert(1)' } },
      AT,
    );
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('View the profile: javascript:alert(1)');
  });

  it('a newline in a name does not break the subject into a second header', () => {
    const { subject } = renderMail(
      {
        template: 'claim-received',
        data: { companyName: 'A\r\nBcc: x@evil.test', reference: 'CLM-1' },
      },
      AT,
    );
    expect(subject).toBe('Claim received: A Bcc: x@evil.test');
  });
});

describe('submissionReference', () => {
  it('should prefix the kind', () => {
    expect(submissionReference('registration', 1042)).toBe('REG-1042');
    expect(submissionReference('claim', 7)).toBe('CLM-7');
    expect(submissionReference('report', 3)).toBe('RPT-3');
    expect(submissionReference('correction', 5)).toBe('COR-5');
  });
});

describe('companyProfileUrl', () => {
  it("should join the public origin and the profile's path", () => {
    expect(companyProfileUrl('https://trusthive.in', 42)).toBe('https://trusthive.in/company/42');
    expect(companyProfileUrl('http://localhost:8080/', 7)).toBe('http://localhost:8080/company/7');
  });
});

// Issue 44: each mail in the language the person used the site in.
describe('mails in Hindi, Tamil and Bengali', () => {
  const OTHER_LOCALES = MAIL_LOCALES.filter((locale) => locale !== 'en');
  /** The data a sample carries, as text: what may appear in a mail whatever its language. */
  const valuesOf = (mail: Mail) =>
    Object.values(mail.data).filter((value): value is string => typeof value === 'string');
  /** Latin-letter words left once the data, the kept names and the URLs are taken out. */
  const englishLeft = (text: string, mail: Mail) => {
    let rest = text;
    for (const value of valuesOf(mail)) rest = rest.split(value).join(' ');
    return (
      rest
        .replace(/https?:\/\/\S+/g, ' ')
        .replace(/\b(TrustHive|JSON|PIN|[A-Z]{3}-\d+)\b/g, ' ')
        .match(/[A-Za-z]{2,}/g) ?? []
    );
  };

  it.each(OTHER_LOCALES.flatMap((locale) => MAIL_TEMPLATE_NAMES.map((name) => [locale, name])))(
    '%s: %s renders with every placeholder filled and no English words',
    (locale, name) => {
      const mail = samples[name as MailRequest['template']];
      const { subject, text, html } = renderMail(mail, AT, locale as (typeof MAIL_LOCALES)[number]);
      expect(subject).not.toMatch(/[\r\n]/);
      // A placeholder left unfilled would show as '${…}', 'undefined' or an empty quote.
      for (const part of [subject, text, html]) {
        expect(part).not.toMatch(/\$\{|undefined|null|\[object/);
      }
      expect(englishLeft(subject, mail)).toEqual([]);
      expect(englishLeft(text, mail)).toEqual([]);
      expect(html).toContain(`<html lang="${locale}-IN">`);
      // The data is all there (escaped in the HTML), as in English.
      for (const value of valuesOf(mail).filter((value) => !/^https?:/.test(value))) {
        if (name === 'data-request-export' && value.startsWith('{')) continue;
        if (name === 'data-request-closed' && value === 'Your <name> was corrected.') continue;
        if (
          ['kind', 'field', 'subject'].some(
            (key) => (mail.data as Record<string, unknown>)[key] === value,
          )
        )
          continue;
        expect(flat(text)).toContain(value);
        expect(visibleText(html)).toContain(value);
      }
    },
  );

  it("writes the Hindi subject in Hindi, the company's name as it is", () => {
    const { subject } = renderMail(samples['report-received'], AT, 'hi');
    expect(subject).toBe(`शिकायत प्राप्त हुई: ${COMPANY}`);
    expect(renderMail(samples['contact-received'], AT, 'hi').subject).toBe(
      'हमें आपका संदेश मिल गया: सामान्य पूछताछ',
    );
    expect(renderMail(samples['owner-sign-in-link'], AT, 'hi').subject).toBe(
      'आपका TrustHive साइन-इन लिंक',
    );
  });

  it("dates the mail with the language's month names, in Latin digits, in India's time", () => {
    expect(formatMailDate(AT, 'hi')).toBe('24 नवंबर 2026');
    expect(formatMailDate(AT, 'ta')).toBe('24 நவம்பர், 2026');
    expect(formatMailDate(AT, 'bn')).toBe('24 নভেম্বর, 2026');
    expect(flat(renderMail(samples['report-received'], AT, 'hi').text)).toContain(
      `हमें 24 नवंबर 2026 को ${COMPANY} के बारे में आपकी शिकायत प्राप्त हुई।`,
    );
  });

  it('links to the pages in the same language, under its prefix', () => {
    const { text, html } = renderMail(samples['claim-approved'], AT, 'hi');
    expect(text).toContain('प्रोफ़ाइल देखें: https://trusthive.in/hi/company/42');
    expect(html).toContain('<a href="https://trusthive.in/hi/company/42"');
    const signIn = renderMail(samples['owner-sign-in-link'], AT, 'ta');
    expect(signIn.text).toContain('https://trusthive.in/ta/account/sign-in/link#token=abc');
    const verify = renderMail(samples['data-request-verify'], AT, 'bn');
    expect(verify.text).toContain('https://trusthive.in/bn/your-data#token=abc');
    // English stays at the root.
    expect(renderMail(samples['claim-approved'], AT, 'en').text).toContain(`: ${PROFILE}`);
  });

  it("names the corrected field and the request's kind in the language", () => {
    expect(flat(renderMail(samples['correction-received'], AT, 'hi').text)).toContain(
      'प्रोफ़ाइल में वेबसाइट के लिए',
    );
    expect(flat(renderMail(samples['data-request-verify'], AT, 'bn').text)).toContain(
      'ব্যক্তিগত তথ্য দেখার অনুরোধ',
    );
  });

  it('escapes the data and keeps the attachment in every language', () => {
    for (const locale of OTHER_LOCALES) {
      const { html } = renderMail(samples['registration-rejected'], AT, locale);
      expect(html).toContain(COMPANY_HTML);
      expect(html).not.toContain('<b>another</b>');
      expect(renderMail(samples['data-request-export'], AT, locale).attachments).toEqual(
        renderMail(samples['data-request-export'], AT).attachments,
      );
    }
  });
});

describe('mailLocaleOf (Accept-Language)', () => {
  it('takes the most preferred of the four languages, English for anything else', () => {
    expect(mailLocaleOf('hi-IN')).toBe('hi');
    expect(mailLocaleOf('ta-IN,ta;q=0.9,en;q=0.8')).toBe('ta');
    expect(mailLocaleOf('en-GB;q=0.5, bn-IN;q=0.9')).toBe('bn');
    expect(mailLocaleOf('fr-FR, de;q=0.9')).toBe('en');
    expect(mailLocaleOf('*')).toBe('en');
    expect(mailLocaleOf('hi;q=0')).toBe('en');
    expect(mailLocaleOf('hi;q=abc')).toBe('en');
    expect(mailLocaleOf(undefined)).toBe('en');
    expect(mailLocaleOf('')).toBe('en');
  });
});

describe('urlInLocale', () => {
  it('moves a site link under the language prefix, once', () => {
    expect(urlInLocale('hi', 'https://trusthive.in/company/42')).toBe(
      'https://trusthive.in/hi/company/42',
    );
    expect(urlInLocale('hi', 'https://trusthive.in/hi/company/42')).toBe(
      'https://trusthive.in/hi/company/42',
    );
    expect(urlInLocale('bn', 'https://trusthive.in/')).toBe('https://trusthive.in/bn');
    expect(urlInLocale('en', 'https://trusthive.in/company/42')).toBe(
      'https://trusthive.in/company/42',
    );
    expect(urlInLocale('ta', 'javascript:alert(1)')).toBe('javascript:alert(1)');
  });
});
