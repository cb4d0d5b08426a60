import type { CaughtMail } from '@trusthive/platform/testing/mail-catcher';

// What the browser-test stack sent by e-mail: its mail worker delivers over real SMTP to the
// stack's own mail catcher (scripts/e2e/global-setup.ts), whose JSON API is read here.
//
//   const mail = await waitForMail({ to: 'director@acme.in', subject: /Claim approved/ });
//   expect(mail.text).toContain('…');

export type { CaughtMail };

function mailUrl(): string {
  const url = process.env.E2E_MAIL_URL;
  if (!url) throw new Error('E2E_MAIL_URL is not set; the e2e globalSetup starts the catcher.');
  return url;
}

/** Every mail the stack sent to this address so far, newest first. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${mailUrl()}/api/messages?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  return ((await response.json()) as { messages: CaughtMail[] }).messages;
}

export interface MailQuery {
  to: string;
  /** A subject to match: the whole subject, or a pattern. */
  subject?: string | RegExp;
  timeoutMs?: number;
}

/** The newest mail to `to` (with that subject) once it has arrived; throws after timeoutMs. */
export async function waitForMail({
  to,
  subject,
  timeoutMs = 15_000,
}: MailQuery): Promise<CaughtMail> {
  const matches = (mail: CaughtMail) =>
    subject === undefined ||
    (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(to)).find(matches);
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(
        `no mail to ${to}${subject ? ` with subject ${String(subject)}` : ''} within ${timeoutMs} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
