import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany, validRegistration } from '@trusthive/platform/testing';
import { PDF, PNG, multipart, newKey } from '../support';
import { sleep, startMailTestStack, type MailTestStack } from './mail-support';

// Issue 18: a registration, a claim and a report each send their "received" mail, written in
// the submission's own transaction and delivered over real SMTP by the mail worker. What the
// submitter receives is asserted at the SMTP server; a replayed submit sends nothing again.

let stack: MailTestStack;

beforeAll(async () => {
  stack = await startMailTestStack('received-mails-test');
});

afterAll(async () => {
  await stack?.close();
});

const unique = () => randomUUID().slice(0, 8);
const mailsTo = (address: string) =>
  stack.catcher.messages().filter((mail) => mail.envelope.to.includes(address));
const rowsTo = (address: string) =>
  stack.service.deps.db
    .selectFrom('mail_messages')
    .selectAll()
    .where('to_address', '=', address)
    .execute();

function register(payload: object, headers: Record<string, string> = {}) {
  return stack.service.app.inject({ method: 'POST', url: '/api/registrations', payload, headers });
}

describe('registration received', () => {
  it('should reach the registration e-mail with the right subject, text and HTML', async () => {
    const email = `owner-${unique()}@acme-traders.in`;
    const companyName = `Mailwise ${unique()} & Sons Private Limited`;
    const response = await register(validRegistration({ companyName, email }));
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: number }>();

    const mail = await stack.catcher.waitFor((m) => m.envelope.to.includes(email));
    expect(mail.subject).toBe(`Registration received: ${companyName}`);
    expect(mail.from).toBe('"TrustHive" <no-reply@trusthive.in>');
    expect(mail.text).toContain(`We received the registration of ${companyName} on `);
    expect(mail.text).toContain('Our team verifies your details within 1-3 business days.');
    expect(mail.text).toContain('Once verified, your company profile goes live on TrustHive.');
    expect(mail.text).toContain(`Your reference: REG-${id}`);
    expect(mail.html).toContain(companyName.replace('&', '&amp;'));
    expect(mail.html).toContain(
      '<li>Our team verifies your details within 1-3 business days.</li>',
    );
    expect(mail.text).toMatch(/ on \d{1,2} [A-Z][a-z]{2} \d{4}\./);

    // The row is marked sent with the Message-ID that arrived, derived from its id.
    const [row] = await rowsTo(email);
    await expect.poll(async () => (await rowsTo(email))[0]?.status).toBe('sent');
    const sent = (await rowsTo(email))[0]!;
    expect(sent.message_id).toBe(`<${row!.id}@trusthive.in>`);
    expect(mail.messageId).toBe(sent.message_id);
    expect(sent.attempts).toBe(1);
    // The relay is woken by the commit: the mail leaves at once, not at a later poll.
    const lagMs = sent.sent_at!.getTime() - sent.created_at.getTime();
    console.log(`[mail] registration → mail sent: outbox lag ${lagMs} ms`);
    expect(lagMs).toBeLessThan(5_000);
  });

  it('should send once when the same submit is replayed with its Idempotency-Key', async () => {
    const email = `replay-${unique()}@acme-traders.in`;
    const payload = validRegistration({ email });
    const key = newKey();
    const first = await register(payload, { 'idempotency-key': key });
    const second = await register(payload, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());

    await stack.catcher.waitFor((m) => m.envelope.to.includes(email));
    // Time for a second mail to arrive, were there one.
    await sleep(1_000);
    expect(mailsTo(email)).toHaveLength(1);
    expect(await rowsTo(email)).toHaveLength(1);
  });

  it('should send nothing when the registration is refused', async () => {
    const email = `refused-${unique()}@acme-traders.in`;
    const response = await register(validRegistration({ email, companyName: '' }));
    expect(response.statusCode).toBe(400);
    expect(await rowsTo(email)).toEqual([]);
  });

  it('should log the send without the full address', async () => {
    const email = `private.person-${unique()}@acme-traders.in`;
    expect((await register(validRegistration({ email }))).statusCode).toBe(201);
    await stack.catcher.waitFor((m) => m.envelope.to.includes(email));
    // The worker logs each send with the address masked: this one's line is there …
    await expect
      .poll(() => stack.logs.filter((line) => line.includes('"to":"p•••@acme-traders.in"')))
      .toHaveLength(1);
    // … and no line of the whole run holds any address in full.
    const all = stack.logs.join('\n');
    expect(all).not.toContain(email);
    expect(all).not.toMatch(/[a-z0-9.-]{2,}@(acme-traders|claimable|example)\.in/);
  });
});

describe('claim received', () => {
  it("should reach the claimant's e-mail, naming the listed company", async () => {
    const company = await newCompany(stack.service.deps.db, {
      company_name: `Claimable ${unique()} Limited`,
    });
    const email = `director-${unique()}@claimable.in`;
    const key = newKey();
    const send = async () => {
      const body = await multipart(
        { mobile: '9876543210', email },
        {
          directorIdProof: { name: 'pan.pdf', bytes: PDF },
          businessProof: { name: 'gst.png', bytes: PNG },
        },
      );
      return stack.service.app.inject({
        method: 'POST',
        url: `/api/companies/${company.id}/claims`,
        payload: body.payload,
        headers: { ...body.headers, 'idempotency-key': key },
      });
    };
    const response = await send();
    expect(response.statusCode, response.body).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();

    const mail = await stack.catcher.waitFor((m) => m.envelope.to.includes(email));
    expect(mail.subject).toBe(`Claim received: ${company.company_name}`);
    expect(mail.text).toContain(
      'Claim request submitted successfully! We will review and get back to you within 24-48 hours.',
    );
    expect(mail.text).toContain(`Your reference: CLM-${id}`);
    await sleep(500);
    expect(mailsTo(email)).toHaveLength(1);
  });
});

describe('report received', () => {
  it('should reach the reporter, promising the review time and an update by e-mail', async () => {
    const email = `reporter-${unique()}@example.in`;
    const companyName = `Shady ${unique()} Traders`;
    const key = newKey();
    const payload = {
      companyName,
      companyWebsite: 'shady.example',
      reportType: 'Fake Company',
      description: 'Took an advance and vanished.',
      evidence: '',
      name: 'Asha Rao',
      email,
      phone: '9876543210',
      agreeTerms: true,
    };
    const send = () =>
      stack.service.app.inject({
        method: 'POST',
        url: '/api/reports',
        payload,
        headers: { 'idempotency-key': key },
      });
    const response = await send();
    expect(response.statusCode, response.body).toBe(201);
    expect((await send()).statusCode).toBe(201);

    const mail = await stack.catcher.waitFor((m) => m.envelope.to.includes(email));
    expect(mail.subject).toBe(`Report received: ${companyName}`);
    expect(mail.text).toContain('Our team will review your report within 2-3 business days.');
    expect(mail.text).toContain(
      'You will receive an update on the status of your report by e-mail.',
    );
    expect(mail.text).toContain('Your identity is kept confidential.');
    await sleep(500);
    expect(mailsTo(email)).toHaveLength(1);
  });
});
