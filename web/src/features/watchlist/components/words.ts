import { WATCHLIST_MESSAGES } from '@trusthive/contracts';
import { t, type MessageId } from '../../../i18n';
import { apiErrorWords, isApiError } from '../../../lib/api-client';

// The watchlist's answers come in the contracts' English (WATCHLIST_MESSAGES); the page says
// the ones it knows in its own language, and any other as lib/api-client says it.

type Words = { title: string; message: string };

const KNOWN: readonly [
  { title: string; message: string },
  { title: MessageId; message: MessageId },
][] = [
  [
    WATCHLIST_MESSAGES.linkUnknown,
    { title: 'watchlist.error.linkUnknownTitle', message: 'watchlist.error.linkUnknown' },
  ],
  [
    WATCHLIST_MESSAGES.linkUsed,
    { title: 'watchlist.error.linkUsedTitle', message: 'watchlist.error.linkUsed' },
  ],
  [
    WATCHLIST_MESSAGES.linkExpired,
    { title: 'watchlist.error.linkExpiredTitle', message: 'watchlist.error.linkExpired' },
  ],
  [
    WATCHLIST_MESSAGES.limitReached,
    { title: 'watchlist.error.limitTitle', message: 'watchlist.error.limit' },
  ],
  [
    WATCHLIST_MESSAGES.followLinkSent,
    { title: 'watchlist.follow.sentTitle', message: 'watchlist.follow.sent' },
  ],
];

/** An answer's title and message (an error's or the follow link's) in the page's language. */
export function watchlistWords(answer: unknown): Words {
  const known = KNOWN.find(
    ([english]) =>
      typeof answer === 'object' &&
      answer !== null &&
      'message' in answer &&
      (answer as Words).message === english.message,
  );
  if (known) return { title: t(known[1].title), message: t(known[1].message) };
  if (isApiError(answer)) return apiErrorWords(answer);
  return { title: t('common.validationTitle.error'), message: t('watchlist.error.tryLater') };
}
