import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey } from '../support';
import { createStaffAccount, signInStaff } from '../support/staff-session';
import { startMailTestStack, type MailTestStack } from './mail-support';

// Issue 44: the mail speaks the language of the page the person wrote from. The web app sends
// that page's language as Accept-Language; the service keeps it with the submission and on
// the mail row, and the mail worker renders in it, over real SMTP to a local catcher. A
// decision mail written later by staff speaks the submitter's language, not the moderator's.

let stack: MailTestStack;

beforeAll(async () => {
  stack = await startMailTestStack('mail-languages-test');
});

afterAll(async () => {
  await stack?.close();
});

const unique = () => randomUUID().slice(0, 8);

function report(email: string, companyName: string, acceptLanguage: string) {
  return stack.service.app.inject({
    method: 'POST',
    url: '/api/reports',
    payload: {
      companyName,
      companyWebsite: 'shady.example',
      reportType: 'Fake Company',
      description: 'Took an advance and vanished.',
      evidence: '',
      name: 'Asha Rao',
      email,
      phone: '9876543210',
      agreeTerms: true,
    },
    headers: { 'idempotency-key': newKey(), 'accept-language': acceptLanguage },
  });
}

describe('a report sent from a Hindi page', () => {
  it('is acknowledged in Hindi, and its decision mail is Hindi too', async () => {
    const email = `reporter-${unique()}@example.in`;
    const companyName = `Shady ${unique()} Traders`;
    const response = await report(email, companyName, 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: number }>();

    const mail = await stack.catcher.waitFor((m) => m.envelope.to.includes(email));
    expect(mail.subject).toBe(`शिकायत प्राप्त हुई: ${companyName}`);
    expect(mail.text).toMatch(/^नमस्ते,\n/);
    expect(mail.text).toMatch(
      /हमें \d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|नवंबर|दिसंबर) \d{4} को /,
    );
    expect(mail.text).toContain('हमारी टीम 2-3 कार्य दिवसों में आपकी शिकायत की समीक्षा करेगी।');
    expect(mail.text).toContain(`आपकी संदर्भ संख्या: RPT-${id}`);
    expect(mail.text).not.toContain('Our team');
    expect(mail.html).toContain('<html lang="hi-IN">');

    const stored = await stack.service.deps.db
      .selectFrom('reports')
      .select('locale')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.locale).toBe('hi');

    // Days later a moderator, reading the console in English, dismisses it.
    const account = await createStaffAccount(stack.service.deps.db, { role: 'moderator' });
    const { headers } = await signInStaff(stack.service.app, account);
    const decided = await stack.service.app.inject({
      method: 'POST',
      url: `/api/staff/queues/reports/${id}/decision`,
      headers: { ...headers, 'accept-language': 'en-IN' },
      payload: { outcome: 'dismiss', reason: 'No evidence was given.' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const decision = await stack.catcher.waitFor(
      (m) => m.envelope.to.includes(email) && m.subject.includes('समीक्षा'),
    );
    expect(decision.subject).toBe(`शिकायत की समीक्षा हुई: ${companyName}`);
    expect(decision.text).toContain('कोई कार्रवाई नहीं की');
    expect(decision.text).toContain('कारण:\nNo evidence was given.');
  });
});

describe('the language header', () => {
  it('sends a contact acknowledgement from a Tamil page in Tamil', async () => {
    const email = `writer-${unique()}@example.in`;
    const response = await stack.service.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Kavya',
        email,
        subject: 'General Inquiry',
        message: 'How do I claim my company profile?',
      },
      headers: { 'idempotency-key': newKey(), 'accept-language': 'ta-IN' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const mail = await stack.catcher.waitFor((m) => m.envelope.to.includes(email));
    expect(mail.subject).toBe('உங்கள் செய்தியைப் பெற்றோம்: பொது விசாரணை');
    expect(mail.text).toContain('உங்கள் செய்திக்கு நன்றி.');
  });

  it('falls back to English for a language TrustHive does not speak, or none', async () => {
    for (const acceptLanguage of ['fr-FR,fr;q=0.9', '']) {
      const email = `reporter-${unique()}@example.in`;
      const companyName = `Shady ${unique()} Traders`;
      expect((await report(email, companyName, acceptLanguage)).statusCode).toBe(201);
      const mail = await stack.catcher.waitFor((m) => m.envelope.to.includes(email));
      expect(mail.subject).toBe(`Report received: ${companyName}`);
      expect(mail.html).toContain('<html lang="en-IN">');
    }
  });
});
