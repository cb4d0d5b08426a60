import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_EMAIL_MESSAGES,
  contactEmailConfirmedSchema,
  ownerCompanyProfileSchema,
} from '@trusthive/contracts';
import { newCompany } from '@trusthive/platform/testing';
import { startMailTestStack, type MailTestStack } from '../mail/mail-support';
import { addOwner, signInOwner, type OwnerSignInHeaders } from '../support/owner-session';

// Issue 37, finding 4: a new contact e-mail is published only once the link mailed to it is
// followed. The mail is delivered by the real mail worker over SMTP to a local catcher, and the
// link is taken from the mail as it arrived; until it is followed the old address stays.

let stack: MailTestStack;

beforeAll(async () => {
  stack = await startMailTestStack('contact-email-confirm-test');
});

afterAll(async () => {
  await stack?.close();
});

const app = () => stack.service.app;
const db = () => stack.service.deps.db;
const unique = () => randomUUID().slice(0, 8);

async function ownedCompany(values: Parameters<typeof newCompany>[1] = {}) {
  const company = await newCompany(db(), values);
  const email = await addOwner(db(), company.id);
  return { company, email, session: await signInOwner(app(), email) };
}

const patch = (session: OwnerSignInHeaders, companyId: number, payload: object) =>
  app().inject({
    method: 'PATCH',
    url: `/api/account/companies/${companyId}`,
    headers: session.headers,
    payload,
  });

const confirm = (token: string) =>
  app().inject({
    method: 'POST',
    url: '/api/account/contact-email/confirmations',
    payload: { token },
  });

const publishedEmail = async (id: number) =>
  (
    await db()
      .selectFrom('companies')
      .select('email')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).email;

/** The token of the link in the caught mail to `address`. */
async function linkTokenMailedTo(address: string): Promise<string> {
  const mail = await stack.catcher.waitFor((caught) => caught.envelope.to.includes(address));
  const match = /\/account\/contact-email\/confirm#token=([A-Za-z0-9_-]{43})/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

describe('a new contact e-mail', () => {
  it('should stay unpublished until the link mailed to it is followed', async () => {
    const old = `old-${unique()}@acme-traders.in`;
    const { company, email, session } = await ownedCompany({ email: old });
    const address = `sales-${unique()}@acme-traders.in`;
    const response = await patch(session, company.id, { contactEmail: address });
    expect(response.statusCode).toBe(200);
    expect(ownerCompanyProfileSchema.parse(response.json())).toMatchObject({
      contactEmail: old,
      pendingContactEmail: address,
      ownerUpdatedAt: null,
    });
    expect(await publishedEmail(company.id)).toBe(old);

    const mail = await stack.catcher.waitFor((caught) => caught.envelope.to.includes(address));
    expect(mail.subject).toBe(`Confirm the contact e-mail of ${company.company_name}`);
    // Nothing went to the owner's own address, and the address is still not shown.
    expect(stack.catcher.messages().some((caught) => caught.envelope.to.includes(email))).toBe(
      false,
    );
    expect(await publishedEmail(company.id)).toBe(old);

    const token = await linkTokenMailedTo(address);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(contactEmailConfirmedSchema.parse(confirmed.json())).toEqual({
      companyId: company.id,
      companyName: company.company_name,
      contactEmail: address,
    });
    expect(await publishedEmail(company.id)).toBe(address);
    const audit = await db()
      .selectFrom('staff_audit_log')
      .select(['action', 'actor_owner_email', 'before', 'after'])
      .where('subject_kind', '=', 'company')
      .where('subject_id', '=', String(company.id))
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      'owner.contact-email.request',
      'owner.contact-email.confirm',
    ]);
    expect(audit[1]).toMatchObject({
      actor_owner_email: email.toLowerCase(),
      before: { contactEmail: old },
      after: { contactEmail: address },
    });

    // Once: the link is spent.
    const again = await confirm(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toMatchObject(CONTACT_EMAIL_MESSAGES.linkUsed);
    // Once sent, the mail's row keeps no copy of the link.
    await expect
      .poll(async () => {
        const row = await db()
          .selectFrom('mail_messages')
          .select(['status', 'data'])
          .where('to_address', '=', address)
          .executeTakeFirstOrThrow();
        return row;
      })
      .toMatchObject({ status: 'sent' });
    const row = await db()
      .selectFrom('mail_messages')
      .select('data')
      .where('to_address', '=', address)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row.data)).not.toContain(token);
  });

  it('should let only the newest link confirm, and refuse an unknown one with 400', async () => {
    const { company, session } = await ownedCompany();
    const first = `first-${unique()}@acme-traders.in`;
    const second = `second-${unique()}@acme-traders.in`;
    expect((await patch(session, company.id, { contactEmail: first })).statusCode).toBe(200);
    const firstToken = await linkTokenMailedTo(first);
    expect((await patch(session, company.id, { contactEmail: second })).statusCode).toBe(200);
    expect((await confirm(firstToken)).statusCode).toBe(410);
    expect(await publishedEmail(company.id)).toBeNull();

    const unknown = await confirm('A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: { ...CONTACT_EMAIL_MESSAGES.linkUnknown, field: 'token' },
    });
    const malformed = await confirm('not a token');
    expect(malformed.statusCode).toBe(400);

    expect((await confirm(await linkTokenMailedTo(second))).statusCode).toBe(200);
    expect(await publishedEmail(company.id)).toBe(second);
  });
});
