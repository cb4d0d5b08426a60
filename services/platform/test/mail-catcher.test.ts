import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpSender } from '../src/mail/smtp-sender';
import { startMailCatcher, type MailCatcher } from '../src/testing/mail-catcher';

// The local mail catcher is a real SMTP server: what nodemailer sends arrives parsed, can be
// waited for, read through the JSON API and the viewer, and refused on demand.

let catcher: MailCatcher;
let sender: SmtpSender;

beforeAll(async () => {
  catcher = await startMailCatcher();
  sender = new SmtpSender({ url: catcher.smtpUrl, from: 'TrustHive <no-reply@trusthive.in>' });
});

afterAll(async () => {
  sender?.close();
  await catcher?.close();
});

const mail = (n: number) => ({
  to: `person${n}@example.org`,
  subject: `Hello ${n}`,
  text: `Plain ${n}`,
  html: `<p>Rich <b>${n}</b></p><script>alert(1)</script>`,
  messageId: `<mail-${n}@trusthive.in>`,
});

describe('the mail catcher', () => {
  it('should keep what arrives over SMTP, parsed', async () => {
    const waiting = catcher.waitFor((caught) => caught.subject === 'Hello 1');
    const sent = await sender.send(mail(1));
    expect(sent.messageId).toBe('<mail-1@trusthive.in>');
    const caught = await waiting;
    expect(caught).toMatchObject({
      envelope: { from: 'no-reply@trusthive.in', to: ['person1@example.org'] },
      to: ['person1@example.org'],
      from: '"TrustHive" <no-reply@trusthive.in>',
      messageId: '<mail-1@trusthive.in>',
      text: 'Plain 1',
    });
    expect(caught.html).toContain('Rich <b>1</b>');
  });

  it('should answer the mails newest first as JSON, filtered by recipient', async () => {
    await sender.send(mail(2));
    const all = (await (await fetch(`${catcher.viewerUrl}/api/messages`)).json()) as {
      messages: { subject: string; id: number }[];
    };
    expect(all.messages.slice(0, 2).map((m) => m.subject)).toEqual(['Hello 2', 'Hello 1']);
    const mine = (await (
      await fetch(`${catcher.viewerUrl}/api/messages?to=PERSON2@example.org`)
    ).json()) as { messages: { subject: string }[] };
    expect(mine.messages.map((m) => m.subject)).toEqual(['Hello 2']);
    const one = await fetch(`${catcher.viewerUrl}/api/messages/${all.messages[0]!.id}`);
    expect(((await one.json()) as { subject: string }).subject).toBe('Hello 2');
    expect((await fetch(`${catcher.viewerUrl}/api/messages/999999`)).status).toBe(404);
  });

  it('should list and show mails in the viewer, the HTML part without scripts', async () => {
    const list = await (await fetch(catcher.viewerUrl)).text();
    expect(list).toContain('Hello 2');
    expect(list.indexOf('Hello 2')).toBeLessThan(list.indexOf('Hello 1'));
    const id = catcher.messages().find((m) => m.subject === 'Hello 1')!.id;
    const page = await (await fetch(`${catcher.viewerUrl}/messages/${id}`)).text();
    expect(page).toContain('Plain 1');
    expect(page).toContain('&lt;mail-1@trusthive.in&gt;');
    expect(page).toContain(`<iframe title="The mail's HTML" sandbox src="/messages/${id}/html">`);
    const html = await fetch(`${catcher.viewerUrl}/messages/${id}/html`);
    expect(html.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('should refuse while told to, and accept again after', async () => {
    catcher.refuseWith(451);
    await expect(sender.send(mail(3))).rejects.toMatchObject({ responseCode: 451 });
    catcher.refuseWith(null);
    await sender.send(mail(3));
    expect(catcher.messages().filter((m) => m.subject === 'Hello 3')).toHaveLength(1);
  });

  it('should reject a wait that times out, naming how many it kept', async () => {
    await expect(catcher.waitFor(() => false, 50)).rejects.toThrow(/no such mail arrived/);
  });

  it('should forget every mail on DELETE', async () => {
    const response = await fetch(`${catcher.viewerUrl}/api/messages`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(catcher.messages()).toEqual([]);
  });
});
