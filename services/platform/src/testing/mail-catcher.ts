import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on this machine that keeps every mail it accepts, with a small web page
// and a JSON API to read them (issue 18). `npm start` runs one so a new developer sees what
// TrustHive sends; service tests, the browser-test and fault stacks run their own and assert
// on what arrived. Nothing leaves the machine: it accepts any sender and recipient, listens
// on 127.0.0.1 only, and keeps the newest mails in memory.
//
// The viewer:  GET /                       the mails, newest first
//              GET /messages/{id}          one mail: headers, text, the HTML in a sandbox
//              GET /messages/{id}/html     the HTML part alone (no scripts, no remote loads)
//              GET /api/messages[?to=…]    every mail as JSON, newest first
//              GET /api/messages/{id}      one mail as JSON
//              DELETE /api/messages        forget every mail

export interface CaughtMail {
  /** 1, 2, 3 … in arrival order. */
  id: number;
  receivedAt: string;
  /** The SMTP envelope: who the server was told it is from and for. */
  envelope: { from: string | null; to: string[] };
  from: string;
  to: string[];
  subject: string;
  /** The Message-ID header as sent, `<…>`. */
  messageId: string | null;
  date: string | null;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  /** Files sent with the mail (a data export, issue 37), their content as UTF-8 text. */
  attachments: { filename: string | null; contentType: string; content: string }[];
}

export interface MailCatcherOptions {
  /** 0 (the default): a free port. */
  smtpPort?: number;
  httpPort?: number;
  /** The oldest mails are forgotten beyond this many. */
  maxMessages?: number;
}

export interface MailCatcher {
  smtpUrl: string;
  viewerUrl: string;
  smtpPort: number;
  httpPort: number;
  /** Every mail kept, in arrival order. */
  messages(): CaughtMail[];
  /** The first mail (kept or still to come) the predicate accepts; rejects after timeoutMs. */
  waitFor(predicate: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /**
   * While set, every recipient is refused with this SMTP code (4xx: "try again later", as a
   * busy or greylisting server answers; 5xx: refused for good). null accepts again.
   */
  refuseWith(code: number | null): void;
  clear(): void;
  close(): Promise<void>;
}

export async function startMailCatcher({
  smtpPort = 0,
  httpPort = 0,
  maxMessages = 5_000,
}: MailCatcherOptions = {}): Promise<MailCatcher> {
  const kept: CaughtMail[] = [];
  const waiters = new Set<(mail: CaughtMail) => void>();
  let nextId = 1;
  let refusal: number | null = null;

  const smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback: no certificate to make, and nodemailer sends without TLS.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 25 * 1024 * 1024,
    // close() ends kept-open client connections (nodemailer's pool) after this, not 30 s.
    closeTimeout: 500,
    onRcptTo(_address, _session, callback) {
      if (refusal === null) return callback();
      const error = new Error(
        refusal < 500 ? 'Mailbox busy, try again later' : 'Mailbox unavailable',
      ) as Error & { responseCode: number };
      error.responseCode = refusal;
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream, { skipImageLinks: true }).then(
        (parsed) => {
          const mail: CaughtMail = {
            id: nextId++,
            receivedAt: new Date().toISOString(),
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
            },
            from: parsed.from?.text ?? '',
            to: addressesOf(parsed.to),
            subject: parsed.subject ?? '',
            messageId: parsed.messageId ?? null,
            date: parsed.date?.toISOString() ?? null,
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key,
                line.slice(line.indexOf(':') + 1).trim(),
              ]),
            ),
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? null,
              contentType: attachment.contentType,
              content: attachment.content.toString('utf8'),
            })),
          };
          kept.push(mail);
          if (kept.length > maxMessages) kept.splice(0, kept.length - maxMessages);
          for (const waiter of [...waiters]) waiter(mail);
          callback(null, 'Accepted');
        },
        (error: Error) => callback(error),
      );
    },
  });
  // A client that hangs up mid-mail is its own problem, not the catcher's.
  smtp.on('error', () => undefined);

  const http = createServer((request, response) => {
    try {
      serve(request, response, kept, () => kept.splice(0));
    } catch {
      send(response, 500, 'text/plain; charset=utf-8', 'The viewer failed on this request.');
    }
  });

  const actualSmtpPort = await listen(
    (port, done, failed) => {
      smtp.server.once('error', failed);
      smtp.listen(port, '127.0.0.1', done);
    },
    () => (smtp.server.address() as AddressInfo).port,
    smtpPort,
  );
  let actualHttpPort: number;
  try {
    actualHttpPort = await listen(
      (port, done, failed) => {
        http.once('error', failed);
        http.listen(port, '127.0.0.1', done);
      },
      () => (http.address() as AddressInfo).port,
      httpPort,
    );
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }

  return {
    smtpUrl: `smtp://127.0.0.1:${actualSmtpPort}`,
    viewerUrl: `http://127.0.0.1:${actualHttpPort}`,
    smtpPort: actualSmtpPort,
    httpPort: actualHttpPort,
    messages: () => [...kept],
    waitFor(predicate, timeoutMs = 10_000) {
      const found = kept.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = (mail: CaughtMail) => {
          if (!predicate(mail)) return;
          waiters.delete(waiter);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no such mail arrived within ${timeoutMs} ms (${kept.length} kept)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    refuseWith(code) {
      refusal = code;
    },
    clear() {
      kept.splice(0);
    },
    async close() {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => http.close(() => resolve())),
      ]);
    },
  };
}

function listen(
  start: (port: number, done: () => void, failed: (error: Error) => void) => void,
  portOf: () => number,
  port: number,
): Promise<number> {
  return new Promise((resolve, reject) => start(port, () => resolve(portOf()), reject));
}

type AddressField = { value: { address?: string }[] } | { value: { address?: string }[] }[];

function addressesOf(field: AddressField | undefined): string[] {
  if (!field) return [];
  const groups = Array.isArray(field) ? field : [field];
  return groups.flatMap((group) => group.value.map((entry) => entry.address ?? ''));
}

function serve(
  request: IncomingMessage,
  response: ServerResponse,
  kept: CaughtMail[],
  clear: () => void,
): void {
  const url = new URL(request.url ?? '/', 'http://catcher');
  const newestFirst = () => [...kept].reverse();
  const byId = (id: string | undefined) => kept.find((mail) => String(mail.id) === id);
  const parts = url.pathname.split('/').filter(Boolean);

  if (request.method === 'DELETE' && url.pathname === '/api/messages') {
    clear();
    return send(response, 204, 'text/plain', '');
  }
  if (request.method !== 'GET') return send(response, 405, 'text/plain', 'GET only');

  if (url.pathname === '/api/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = newestFirst().filter(
      (mail) => !to || mail.envelope.to.some((address) => address.toLowerCase() === to),
    );
    return sendJson(response, 200, { messages: list });
  }
  if (parts[0] === 'api' && parts[1] === 'messages' && parts.length === 3) {
    const mail = byId(parts[2]);
    return mail
      ? sendJson(response, 200, mail)
      : sendJson(response, 404, { error: 'no such mail' });
  }
  if (url.pathname === '/') return send(response, 200, HTML, listPage(newestFirst()));
  if (
    parts[0] === 'messages' &&
    (parts.length === 2 || (parts.length === 3 && parts[2] === 'html'))
  ) {
    const mail = byId(parts[1]);
    if (!mail) return send(response, 404, HTML, page('Not found', '<p>No such mail.</p>'));
    if (parts.length === 2) return send(response, 200, HTML, messagePage(mail));
    // The mail's own HTML: no script runs and nothing is fetched from elsewhere.
    response.setHeader(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
    );
    return send(response, 200, HTML, mail.html ?? '<p>(this mail has no HTML part)</p>');
  }
  return send(response, 404, HTML, page('Not found', '<p>Nothing here.</p>'));
}

const HTML = 'text/html; charset=utf-8';

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(body));
}

function listPage(mails: CaughtMail[]): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${mail.id}</td><td>${escape(new Date(mail.receivedAt).toLocaleString('en-IN'))}</td><td>${escape(mail.envelope.to.join(', '))}</td><td><a href="/messages/${mail.id}">${escape(mail.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('\n');
  return page(
    `Local mail (${mails.length})`,
    mails.length === 0
      ? '<p>No mail yet. What TrustHive sends while it runs locally arrives here.</p>'
      : `<table><thead><tr><th>#</th><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

function messagePage(mail: CaughtMail): string {
  const facts = [
    ['From', mail.from],
    ['To', mail.to.join(', ')],
    ['Subject', mail.subject],
    ['Date', mail.date ?? ''],
    ['Message-ID', mail.messageId ?? ''],
  ]
    .map(([name, value]) => `<tr><th>${escape(name!)}</th><td>${escape(value!)}</td></tr>`)
    .join('');
  const html = mail.html
    ? `<h2>HTML</h2><iframe title="The mail's HTML" sandbox src="/messages/${mail.id}/html"></iframe>`
    : '';
  return page(
    mail.subject || '(no subject)',
    `<p><a href="/">← every mail</a></p><table>${facts}</table><h2>Text</h2><pre>${escape(mail.text)}</pre>${html}`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#0f172a}table{border-collapse:collapse}
th,td{text-align:left;padding:4px 12px 4px 0;vertical-align:top}pre{white-space:pre-wrap;background:#f1f5f9;padding:12px}
iframe{width:100%;height:480px;border:1px solid #cbd5e1}</style></head>
<body><h1>${escape(title)}</h1>${body}</body></html>`;
}

function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
