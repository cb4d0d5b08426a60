import type { MailAttachment } from '@trusthive/platform';
import { DEFAULT_MAIL_LOCALE, urlInLocale, type MailLocale } from './locale';
import { bn } from './messages/bn';
import { en } from './messages/en';
import { hi } from './messages/hi';
import { ta } from './messages/ta';
import type { Block, Content, MailLanguage } from './messages/types';
import type { MailRequest, MailTemplateName } from './templates';

// Every template as a subject and a few blocks of content, rendered once to plain text and
// once to HTML, so the two parts always say the same. Data is escaped into the HTML; a link
// is only a link when it is http(s). Dates are in India's time, in the mail's language
// ("24 Nov 2026", "24 नवंबर 2026"): the date is the mail's own (when the submission or the
// decision happened), not the sending time. The words are in messages/<language>.ts (issue 44):
// a mail is written in the language stored with it, and its links open the site in it.

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Only the data export has one (a JSON file). */
  attachments?: MailAttachment[];
  /** A watchlist alert's one-click unsubscribe (RFC 8058, issue 43). */
  headers?: Record<string, string>;
}

const LANGUAGES: Record<MailLocale, MailLanguage> = { en, hi, ta, bn };

// Latin digits in every language: the dates then read like the references, minutes and
// amounts around them (Bengali's default would be Bengali digits in the date alone).
const dateFormats = Object.fromEntries(
  Object.entries(LANGUAGES).map(([locale, language]) => [
    locale,
    new Intl.DateTimeFormat(`${language.tag}-u-nu-latn`, {
      day: 'numeric',
      month: language.month,
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }),
  ]),
) as Record<MailLocale, Intl.DateTimeFormat>;

/** '24 Nov 2026' (en-IN), '24 नवंबर 2026' (hi-IN): the mail's date, in India's time zone. */
export function formatMailDate(date: Date, locale: MailLocale = DEFAULT_MAIL_LOCALE): string {
  return dateFormats[locale].format(date);
}

/** Every template name, for checks that each one renders. */
export const MAIL_TEMPLATE_NAMES = Object.keys(en.templates) as MailTemplateName[];

export function isMailTemplate(name: string): name is MailTemplateName {
  return Object.hasOwn(en.templates, name);
}

/**
 * The mail as sent: subject, plain text and HTML in `locale` (English when not given);
 * `date` is when its event happened.
 */
export function renderMail(
  mail: Omit<MailRequest, 'to' | 'locale'>,
  date: Date,
  locale: MailLocale = DEFAULT_MAIL_LOCALE,
): RenderedMail {
  const language = LANGUAGES[locale];
  const render = language.templates[mail.template] as (data: unknown, date: string) => Content;
  const { subject, blocks, attachments } = render(mail.data, formatMailDate(date, locale));
  const localBlocks = blocks.map((block) =>
    block.kind === 'link' ? { ...block, url: urlInLocale(locale, block.url) } : block,
  );
  const headers = unsubscribeHeaders(mail.data);
  return {
    subject: oneLine(subject),
    text: toText(language, localBlocks),
    html: toHtml(language, subject, localBlocks),
    ...(attachments ? { attachments } : {}),
    ...(headers ? { headers } : {}),
  };
}

/**
 * A mail whose data carries an unsubscribe URL (the watchlist's alerts and digests) says so in
 * its headers: mail programs show an "Unsubscribe" button that POSTs to it (RFC 8058). Only an
 * https (or, on a developer's machine, http) URL: it stands inside <…> on one header line.
 */
function unsubscribeHeaders(data: unknown): Record<string, string> | undefined {
  const url = (data as { unsubscribeUrl?: unknown } | null)?.unsubscribeUrl;
  if (typeof url !== 'string' || !isWebUrl(url) || /[\s<>]/.test(url)) return undefined;
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function toText(language: MailLanguage, blocks: Block[]): string {
  const parts = blocks.map((block) => {
    switch (block.kind) {
      case 'paragraph':
        return block.text;
      case 'steps':
        return [block.title, ...block.items.map((item, index) => `${index + 1}. ${item}`)].join(
          '\n',
        );
      case 'quote':
        return `${block.label}:\n${block.text}`;
      case 'link':
        return `${block.label}: ${block.url}`;
    }
  });
  return (
    [language.greeting, ...parts, language.signOff.join('\n'), `--\n${language.footer}`].join(
      '\n\n',
    ) + '\n'
  );
}

function toHtml(language: MailLanguage, subject: string, blocks: Block[]): string {
  const body = blocks.map((block) => {
    switch (block.kind) {
      case 'paragraph':
        return `<p>${escapeHtml(block.text)}</p>`;
      case 'steps':
        return `<p><strong>${escapeHtml(block.title)}</strong></p>\n<ol>${block.items
          .map((item) => `<li>${escapeHtml(item)}</li>`)
          .join('')}</ol>`;
      case 'quote':
        return `<p><strong>${escapeHtml(block.label)}:</strong></p>\n<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #1d4ed8;background:#f1f5f9">${escapeHtml(block.text).replace(/\n/g, '<br>')}</blockquote>`;
      case 'link':
        return isWebUrl(block.url)
          ? `<p><a href="${escapeHtml(block.url)}" style="color:#1d4ed8">${escapeHtml(block.label)}</a></p>`
          : `<p>${escapeHtml(`${block.label}: ${block.url}`)}</p>`;
    }
  });
  return `<!doctype html>
<html lang="${language.tag}">
<head><meta charset="utf-8"><title>${escapeHtml(oneLine(subject))}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;color:#0f172a;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">
<div style="max-width:560px;margin:0 auto">
<p style="font-size:18px;font-weight:bold;color:#1d4ed8">TrustHive</p>
<p>${escapeHtml(language.greeting)}</p>
${body.join('\n')}
<p>${language.signOff.map(escapeHtml).join('<br>')}</p>
<p style="margin-top:32px;font-size:12px;color:#64748b">${escapeHtml(language.footer)}</p>
</div>
</body>
</html>
`;
}

/** A header may not break across lines: a name with a newline must not add a header. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').trim();
}

function isWebUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
