import { startMailCatcher, type MailCatcher } from '@trusthive/platform/testing/mail-catcher';

// `npm start` sends its e-mails to a mail catcher of its own (issue 18), so a developer sees
// what submitters would receive without any mail leaving the machine. It takes the usual
// ports (SMTP 1025, viewer 1080) and, when another program holds them, free ones: the
// services are told through SMTP_URL either way. A developer who set SMTP_URL gets that
// server instead and no catcher.

export const LOCAL_SMTP_PORT = 1025;
export const LOCAL_MAIL_VIEWER_PORT = 1080;

export interface LocalMail {
  /** What the services send through (SMTP_URL for them). */
  smtpUrl: string;
  /** The catcher's page, or null when mail goes to the developer's own SMTP_URL. */
  viewerUrl: string | null;
  close(): Promise<void>;
}

export async function startLocalMail(env: NodeJS.ProcessEnv): Promise<LocalMail> {
  if (env.SMTP_URL) {
    return { smtpUrl: env.SMTP_URL, viewerUrl: null, close: async () => undefined };
  }
  let catcher: MailCatcher;
  try {
    catcher = await startMailCatcher({
      smtpPort: LOCAL_SMTP_PORT,
      httpPort: LOCAL_MAIL_VIEWER_PORT,
    });
  } catch (error) {
    if ((error as { code?: string }).code !== 'EADDRINUSE') throw error;
    catcher = await startMailCatcher();
  }
  return {
    smtpUrl: catcher.smtpUrl,
    viewerUrl: catcher.viewerUrl.replace('127.0.0.1', 'localhost'),
    close: () => catcher.close(),
  };
}

/** The server of an SMTP URL without its login, for printing. */
export function describeSmtpUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}
