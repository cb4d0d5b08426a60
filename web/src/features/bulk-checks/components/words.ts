import {
  BULK_CHECK_MESSAGES,
  type BulkCheckConfidence,
  type BulkCheckField,
  type BulkCheckOutcome,
  type BulkCheckRowReason,
  type BulkCheckStatus,
} from '@trusthive/contracts';
import { t, type MessageId } from '../../../i18n';
import { apiErrorWords, isApiError } from '../../../lib/api-client';

// The API speaks English (services/contracts bulk-checks.ts); the page says the same from its
// own ids, in its language. Lookups, never t() at module level.

export const FIELD_WORDS: Record<BulkCheckField, MessageId> = {
  cin: 'bulk-checks.field.cin',
  gstin: 'bulk-checks.field.gstin',
  pan: 'bulk-checks.field.pan',
  name: 'bulk-checks.field.name',
  state: 'bulk-checks.field.state',
};

export const OUTCOME_WORDS: Record<BulkCheckOutcome, MessageId> = {
  matched: 'bulk-checks.outcome.matched',
  candidates: 'bulk-checks.outcome.candidates',
  not_found: 'bulk-checks.outcome.notFound',
  bad: 'bulk-checks.outcome.bad',
};

export const STATUS_WORDS: Record<BulkCheckStatus, MessageId> = {
  queued: 'bulk-checks.status.queued',
  running: 'bulk-checks.status.running',
  done: 'bulk-checks.status.done',
  failed: 'bulk-checks.status.failed',
};

export const CONFIDENCE_WORDS: Record<BulkCheckConfidence, MessageId> = {
  high: 'bulk-checks.confidence.high',
  medium: 'bulk-checks.confidence.medium',
  low: 'bulk-checks.confidence.low',
};

const REASON_WORDS: Record<BulkCheckRowReason, MessageId> = {
  empty: 'bulk-checks.reason.empty',
  cinMalformed: 'bulk-checks.reason.cinMalformed',
  gstinMalformed: 'bulk-checks.reason.gstinMalformed',
  gstinCheckDigit: 'bulk-checks.reason.gstinCheckDigit',
  panMalformed: 'bulk-checks.reason.panMalformed',
  nameTooShort: 'bulk-checks.reason.nameTooShort',
  stateUnknown: 'bulk-checks.reason.stateUnknown',
};

/** A well-formed identifier of each kind, as the reasons show one (the same in every language). */
const REASON_EXAMPLES: Partial<Record<BulkCheckRowReason, string>> = {
  cinMalformed: 'U12345MH2020PTC123456',
  gstinMalformed: '27AAACB1234C1Z5',
  panMalformed: 'AAACB1234C',
};

/** Why a row was not checked, in the page's language. */
export const reasonWords = (reason: BulkCheckRowReason): string =>
  t(REASON_WORDS[reason], { example: REASON_EXAMPLES[reason] });

/** The stored trust levels (the score's own English values). */
const LEVEL_WORDS: Record<string, MessageId> = {
  'High Trust': 'common.trust.high',
  'Medium Trust': 'common.trust.medium',
  'Low Trust': 'common.trust.low',
  'Limited data': 'common.trust.limited',
};

export const levelWords = (level: string | null): string | null =>
  level === null ? null : LEVEL_WORDS[level] ? t(LEVEL_WORDS[level]) : level;

const ERROR_WORDS: Record<keyof typeof BULK_CHECK_MESSAGES, MessageId> = {
  missingFile: 'bulk-checks.error.missingFile',
  notCsvOrXlsx: 'bulk-checks.error.notCsvOrXlsx',
  encoding: 'bulk-checks.error.encoding',
  unreadable: 'bulk-checks.error.unreadable',
  empty: 'bulk-checks.error.empty',
  tooManyRows: 'bulk-checks.error.tooManyRows',
  tooLarge: 'bulk-checks.error.tooLarge',
  uploadGone: 'bulk-checks.error.uploadGone',
  noColumn: 'bulk-checks.error.noColumn',
  columnTwice: 'bulk-checks.error.columnTwice',
  columnOutOfRange: 'bulk-checks.error.columnOutOfRange',
  notFound: 'bulk-checks.error.notFound',
  notDone: 'bulk-checks.error.notDone',
};

/**
 * A failed request's words in the page's language: the bulk checks' own answers from this
 * area's catalog, any other as the site says it; with no answer at all, a general one.
 */
export function errorWords(error: unknown): string {
  if (!isApiError(error)) return t('bulk-checks.error.tryAgain');
  const known = (Object.keys(ERROR_WORDS) as (keyof typeof BULK_CHECK_MESSAGES)[]).find(
    (key) => BULK_CHECK_MESSAGES[key].message === error.message,
  );
  // Excel's own menu words, as the reader sees them on screen.
  return known
    ? t(ERROR_WORDS[known], { menu: '“Save as” → “CSV UTF-8 (comma delimited)”' })
    : apiErrorWords(error).message;
}
