import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGES,
  IDEMPOTENCY_MESSAGES,
  REPORT_MESSAGES,
  UNSTORABLE_TEXT_MESSAGE,
  type ContactInput,
  type ReportInput,
  type SubmissionMessage,
} from '@trusthive/contracts';
import { newCompany } from '@trusthive/platform/testing';
import { newKey, startService, type TestService } from './support';

let service: TestService;

beforeAll(async () => {
  service = await startService('reports-contact-test');
});

afterAll(async () => {
  await service?.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  service.app.inject({ method: 'POST', url, payload, headers });

describe('POST /api/reports', () => {
  const report = (overrides: Partial<ReportInput> = {}): ReportInput => ({
    companyName: `Reported ${randomUUID()}`,
    companyWebsite: 'shady.example',
    reportType: 'Fake Company',
    description: 'Took an advance and vanished.',
    evidence: 'Bank transfer reference 1234',
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '9876543210',
    agreeTerms: true,
    ...overrides,
  });
  const reportsNamed = (name: string) =>
    service.deps.db.selectFrom('reports').selectAll().where('company_name', '=', name).execute();

  // Issue 24 #3: every text field of a report, NUL or lone surrogate: 400, nothing stored.
  it.each([
    'companyName',
    'companyWebsite',
    'description',
    'evidence',
    'name',
    'email',
    'phone',
  ] as const)(
    'should refuse a NUL or a lone surrogate in %s with 400, storing nothing',
    async (field) => {
      for (const bad of ['\u0000', '\udc00']) {
        const input = report();
        const value = `${String(input[field])}${bad}`;
        const response = await post('/api/reports', { ...input, [field]: value });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: { ...UNSTORABLE_TEXT_MESSAGE, field } });
        expect(await reportsNamed(input.companyName ?? '')).toEqual([]);
      }
    },
  );

  it('should store the report, open, tied to the company', async () => {
    const company = await newCompany(service.deps.db);
    const input = report({ companyId: String(company.id) });
    const response = await post('/api/reports', input);
    expect(response.statusCode).toBe(201);
    const [row] = await reportsNamed(input.companyName ?? '');
    expect(row).toMatchObject({
      id: response.json().id,
      company_id: company.id,
      company_website: 'https://shady.example',
      report_type: 'Fake Company',
      reporter_name: 'Asha Rao',
      reporter_email: 'asha@example.in',
      reporter_phone: '9876543210',
      status: 'open',
    });
  });

  it('should keep a report whose company id names no company, by the name alone', async () => {
    const input = report({ companyId: 999_999_999_999 });
    expect((await post('/api/reports', input)).statusCode).toBe(201);
    const [row] = await reportsNamed(input.companyName ?? '');
    expect(row?.company_id).toBeNull();
  });

  const refusals: Array<[string, Partial<ReportInput>, SubmissionMessage, string]> = [
    ['no company name', { companyName: '' }, REPORT_MESSAGES.missingInformation, 'companyName'],
    ['no report type', { reportType: '' }, REPORT_MESSAGES.missingInformation, 'reportType'],
    ['no description', { description: ' ' }, REPORT_MESSAGES.missingInformation, 'description'],
    ['no name', { name: '' }, REPORT_MESSAGES.missingInformation, 'name'],
    ['no e-mail', { email: '' }, REPORT_MESSAGES.missingInformation, 'email'],
    ['the terms not confirmed', { agreeTerms: false }, REPORT_MESSAGES.terms, 'agreeTerms'],
    ['a malformed e-mail', { email: 'asha@' }, REPORT_MESSAGES.invalidEmail, 'email'],
  ];

  it.each(refusals)(
    'should answer 400 for %s with the spec message',
    async (_case, change, problem, field) => {
      const input = report(change);
      const response = await post('/api/reports', input);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { ...problem, field } });
      expect(await reportsNamed(input.companyName ?? '')).toEqual([]);
    },
  );

  it('should answer a retry with the same key with the first answer, storing once', async () => {
    const input = report();
    const headers = { 'idempotency-key': newKey() };
    const first = await post('/api/reports', input, headers);
    const retry = await post('/api/reports', input, headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await reportsNamed(input.companyName ?? '')).toHaveLength(1);
  });
});

describe('POST /api/contact', () => {
  const contact = (overrides: Partial<ContactInput> = {}): ContactInput => ({
    name: `Visitor ${randomUUID()}`,
    email: 'visitor@example.in',
    subject: 'Technical Support',
    message: 'The search box does not open on my phone.',
    ...overrides,
  });
  const messagesFrom = (name: string) =>
    service.deps.db.selectFrom('contact_messages').selectAll().where('name', '=', name).execute();

  it('should store the message and answer its id', async () => {
    const input = contact();
    const response = await post('/api/contact', input);
    expect(response.statusCode).toBe(201);
    expect(await messagesFrom(input.name ?? '')).toMatchObject([
      { id: response.json().id, subject: 'Technical Support', email: 'visitor@example.in' },
    ]);
  });

  it('should acknowledge the message by e-mail, once per message (issue 36)', async () => {
    const input = contact({ email: `visitor-${randomUUID()}@example.in` });
    const headers = { 'idempotency-key': newKey() };
    const response = await post('/api/contact', input, headers);
    await post('/api/contact', { ...input }, headers);
    const mails = await service.deps.db
      .selectFrom('mail_messages')
      .select(['template', 'data'])
      .where('to_address', '=', input.email!)
      .execute();
    expect(mails).toEqual([
      {
        template: 'contact-received',
        data: { subject: 'Technical Support', reference: `MSG-${response.json().id}` },
      },
    ]);
  });

  it.each(['name', 'email', 'subject', 'message'] as const)(
    'should answer 400 Missing Information when %s is empty',
    async (field) => {
      const input = contact({ [field]: '' });
      const response = await post('/api/contact', input);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { ...CONTACT_MESSAGES.missingInformation, field },
      });
    },
  );

  // Issue 24 #3: PostgreSQL text cannot hold NUL; a lone surrogate has no UTF-8 form.
  it.each([
    ['name', '\u0000'],
    ['email', '\u0000'],
    ['message', '\u0000'],
    ['message', '\ud800'],
  ] as const)('should refuse %s with %j in it with 400, storing nothing', async (field, bad) => {
    const input = contact();
    const response = await post('/api/contact', { ...input, [field]: `a${bad}@b.in` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { ...UNSTORABLE_TEXT_MESSAGE, field } });
    expect(await messagesFrom(input.name ?? '')).toEqual([]);
  });

  it('should answer 400 for an unknown subject and a malformed e-mail', async () => {
    const subject = await post('/api/contact', contact({ subject: 'Sales' }));
    expect(subject.json()).toEqual({
      error: { ...CONTACT_MESSAGES.missingInformation, field: 'subject' },
    });
    const email = await post('/api/contact', contact({ email: 'visitor' }));
    expect(email.json()).toEqual({ error: { ...CONTACT_MESSAGES.invalidEmail, field: 'email' } });
  });

  it('should replay a retry and refuse the key for another message', async () => {
    const input = contact();
    const headers = { 'idempotency-key': newKey() };
    const first = await post('/api/contact', input, headers);
    const retry = await post('/api/contact', { ...input }, headers);
    expect(retry.json()).toEqual(first.json());
    expect(await messagesFrom(input.name ?? '')).toHaveLength(1);
    const other = await post('/api/contact', contact(), headers);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ error: IDEMPOTENCY_MESSAGES.keyReused });
  });

  it('should answer 413 for an oversized body', async () => {
    const response = await post('/api/contact', contact({ message: 'x'.repeat(400 * 1024) }));
    expect(response.statusCode).toBe(413);
  });
});
