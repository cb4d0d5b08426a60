import type { MailAttachment } from '@trusthive/platform';
import type { MailTemplateName, MailTemplates } from '../templates';

// What a language gives the renderer (issue 44): each template as a subject and a few blocks,
// plus the words around them. A language module is typed MailLanguage, so a language that
// lacks a template, or a template that forgets its data's type, fails the type check.
//
// Plain typed functions, not ICU catalogs (@lingui): a mail is blocks of sentences with the
// submission's data in them, and the only numbers (minutes, hours) are never 1, so ICU's
// plurals and selects would buy nothing; a function per template keeps every placeholder
// checked by TypeScript and needs no catalog compile step in the service.

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'steps'; title: string; items: string[] }
  | { kind: 'quote'; label: string; text: string }
  | { kind: 'link'; label: string; url: string };

export interface Content {
  subject: string;
  blocks: Block[];
  attachments?: MailAttachment[];
}

export interface MailLanguage {
  /** The BCP 47 tag of the HTML part's lang and of its dates ('hi-IN'). */
  tag: string;
  /** Intl's month form in this language's dates: English keeps its '24 Nov 2026'. */
  month: 'short' | 'long';
  greeting: string;
  signOff: readonly [string, string];
  footer: string;
  templates: { [K in MailTemplateName]: (data: MailTemplates[K], date: string) => Content };
}

export const paragraph = (text: string): Block => ({ kind: 'paragraph', text });
export const steps = (title: string, items: string[]): Block => ({ kind: 'steps', title, items });
export const quote = (label: string, text: string): Block => ({ kind: 'quote', label, text });
export const link = (label: string, url: string): Block => ({ kind: 'link', label, url });

/** The data export as a JSON file, named by its reference: the same in every language. */
export const exportAttachment = (reference: string, exportJson: string): MailAttachment => ({
  filename: `trusthive-data-${reference}.json`,
  contentType: 'application/json',
  content: exportJson,
});

/** A label the data carries in English (a field's, a request kind's), in a language's words. */
export const termIn = (terms: Record<string, string>, english: string): string =>
  terms[english.toLowerCase()] ?? english;
