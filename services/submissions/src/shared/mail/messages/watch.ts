import type { WatchChange } from '../../watch/changes';
import type { MailTemplates } from '../templates';
import { link, paragraph, steps, type Block, type Content } from './types';

// The watchlist's mails (issue 43) are the same blocks in every language: each language gives
// its words (WatchWords) and gets the three templates. A change is one line, old → new; the
// values (an MCA status, a GST status, a trust level, a red flag's words) are the sources' own.

export interface WatchWords {
  notOnRecord: string;
  companyStatus: string;
  gstStatus: string;
  trustLevel: string;
  upheldReports: string;
  newRedFlag: string;
  redFlagCleared: string;
  claimed: string;
  unclaimed: string;
  whatChanged: string;
  viewProfile: string;
  manage: string;
  stop: string;
  alertSubject: (companyName: string) => string;
  alertIntro: (companyName: string, date: string) => string;
  alertWhy: (companyName: string) => string;
  digestSubject: (count: number) => string;
  digestIntro: (date: string) => string;
  digestWhy: string;
  confirmSubject: (companyName: string) => string;
  confirmIntro: (companyName: string, date: string) => string;
  confirmLink: string;
  confirmHours: (hours: number) => string;
}

/** The lines of a company's changes, in `words`. */
export function changeLines(words: WatchWords, changes: readonly WatchChange[]): string[] {
  const value = (text: string | null) => text ?? words.notOnRecord;
  return changes.flatMap((change): string[] => {
    switch (change.kind) {
      case 'companyStatus':
      case 'gstStatus':
      case 'trustLevel':
        return [`${words[change.kind]}: ${value(change.from)} → ${value(change.to)}`];
      case 'redFlags':
        return [
          ...change.added.map((flag) => `${words.newRedFlag}: ${flag}`),
          ...change.removed.map((flag) => `${words.redFlagCleared}: ${flag}`),
        ];
      case 'upheldReports':
        return [`${words.upheldReports}: ${change.from} → ${change.to}`];
      case 'claimed':
        return [change.to ? words.claimed : words.unclaimed];
    }
  });
}

type WatchTemplateName = 'watch-alert' | 'watch-digest' | 'watch-follow-confirm';

export function watchTemplates(words: WatchWords): {
  [K in WatchTemplateName]: (data: MailTemplates[K], date: string) => Content;
} {
  const footerLinks = (manageUrl: string, unsubscribeUrl: string): Block[] => [
    link(words.manage, manageUrl),
    link(words.stop, unsubscribeUrl),
  ];
  return {
    'watch-alert': ({ companyName, profileUrl, changes, manageUrl, unsubscribeUrl }, date) => ({
      subject: words.alertSubject(companyName),
      blocks: [
        paragraph(words.alertIntro(companyName, date)),
        steps(words.whatChanged, changeLines(words, changes)),
        link(words.viewProfile, profileUrl),
        paragraph(words.alertWhy(companyName)),
        ...footerLinks(manageUrl, unsubscribeUrl),
      ],
    }),
    'watch-digest': ({ companies, manageUrl, unsubscribeUrl }, date) => ({
      subject: words.digestSubject(companies.length),
      blocks: [
        paragraph(words.digestIntro(date)),
        ...companies.flatMap((company) => [
          steps(company.companyName, changeLines(words, company.changes)),
          link(words.viewProfile, company.profileUrl),
        ]),
        paragraph(words.digestWhy),
        ...footerLinks(manageUrl, unsubscribeUrl),
      ],
    }),
    'watch-follow-confirm': ({ companyName, confirmUrl, hours }, date) => ({
      subject: words.confirmSubject(companyName),
      blocks: [
        paragraph(words.confirmIntro(companyName, date)),
        link(words.confirmLink, confirmUrl),
        paragraph(words.confirmHours(hours)),
      ],
    }),
  };
}
