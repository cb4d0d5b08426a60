import { describe, expect, it } from 'vitest';
import { SmtpSender } from '@trusthive/platform';
import { describeSmtpUrl, startLocalMail } from './local-mail';

// `npm start`'s mail: a catcher on the usual ports, or on free ones when another program holds
// them; none when the developer named an SMTP server of their own.

describe('startLocalMail', () => {
  it('should start a catcher that receives what is sent to its SMTP URL and shows it', async () => {
    const mail = await startLocalMail({});
    try {
      expect(mail.viewerUrl).toMatch(/^http:\/\/localhost:\d+$/);
      const sender = new SmtpSender({ url: mail.smtpUrl, from: 'no-reply@trusthive.in' });
      try {
        await sender.send({
          to: 'someone@example.in',
          subject: 'Local mail check',
          text: 'hello',
          html: '<p>hello</p>',
          messageId: '<local-mail-check@trusthive.in>',
        });
      } finally {
        sender.close();
      }
      const listed = await (await fetch(mail.viewerUrl!)).text();
      expect(listed).toContain('Local mail check');
    } finally {
      await mail.close();
    }
  });

  it('should take free ports when the usual ones are held', async () => {
    const first = await startLocalMail({});
    const second = await startLocalMail({});
    try {
      expect(second.smtpUrl).not.toBe(first.smtpUrl);
      expect(second.viewerUrl).not.toBe(first.viewerUrl);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it("should start nothing when SMTP_URL names the developer's own server", async () => {
    const mail = await startLocalMail({ SMTP_URL: 'smtp://user:secret@mail.example.in:587' });
    expect(mail.viewerUrl).toBeNull();
    expect(mail.smtpUrl).toBe('smtp://user:secret@mail.example.in:587');
    expect(describeSmtpUrl(mail.smtpUrl)).toBe('smtp://mail.example.in:587');
    await mail.close();
  });
});
