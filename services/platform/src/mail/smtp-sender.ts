import nodemailer, { type Transporter } from 'nodemailer';

// Sends a rendered e-mail over SMTP with nodemailer (issue 18). A pooled transport: the mail
// worker sends many mails through a few kept-open connections instead of one handshake each.
// Timeouts are short so that a hung server fails the job (which is retried) rather than
// holding its row lock for minutes.

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header, `<…@…>`: derived from the mail row, so a resend is recognisable. */
  messageId: string;
  /** Files sent with the mail (a person's data export, issue 37). */
  attachments?: MailAttachment[];
  /**
   * Headers of its own: a watchlist alert's List-Unsubscribe and List-Unsubscribe-Post
   * (RFC 8058, issue 43). Values are single lines made by the renderer, never a person's text.
   */
  headers?: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface SentMail {
  /** The Message-ID as sent. */
  messageId: string;
  /** The server's final answer, e.g. '250 Accepted'. */
  response: string;
}

export interface SmtpSenderOptions {
  url: string;
  from: string;
  maxConnections?: number;
  timeoutMs?: number;
}

export class SmtpSender {
  private readonly transport: Transporter;
  readonly from: string;

  constructor({ url, from, maxConnections = 5, timeoutMs = 15_000 }: SmtpSenderOptions) {
    this.from = from;
    this.transport = nodemailer.createTransport({
      url,
      pool: true,
      maxConnections,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      // nodemailer's own logger would print recipients in full.
      logger: false,
      debug: false,
    });
  }

  async send(mail: OutgoingMail): Promise<SentMail> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
      ...(mail.attachments ? { attachments: mail.attachments } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
    return { messageId: info.messageId ?? mail.messageId, response: info.response ?? '' };
  }

  close(): void {
    this.transport.close();
  }
}

/** The domain of an address or of 'Name <address>': where Message-IDs are minted. */
export function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}
