import type { z } from 'zod';
import {
  CLAIM_MESSAGES,
  CONTACT_MESSAGES,
  LOGO_MESSAGES,
  REGISTRATION_MESSAGES,
  REPORT_MESSAGES,
  type SubmissionMessage,
} from './messages';

// ---------------------------------------------------------------------------------------
// Turning a failed parse into what the page shows and the service answers.

export interface SubmissionError extends SubmissionMessage {
  field?: string;
}

const TITLE_BY_MESSAGE = new Map<string, string>(
  [REGISTRATION_MESSAGES, LOGO_MESSAGES, REPORT_MESSAGES, CONTACT_MESSAGES, CLAIM_MESSAGES]
    .flatMap((group) => Object.values(group))
    .filter((entry): entry is SubmissionMessage => typeof entry === 'object')
    .map((entry) => [entry.message, entry.title]),
);

/** The first issue as {title, message, field}; issues come in the spec's order of checks. */
export function submissionErrorFrom(error: z.ZodError): SubmissionError {
  const issue = error.issues[0];
  if (!issue) return { title: 'Invalid Request', message: 'The request is not valid.' };
  const params = (issue as { params?: { title?: unknown } }).params;
  const title =
    typeof params?.title === 'string'
      ? params.title
      : (TITLE_BY_MESSAGE.get(issue.message) ?? 'Invalid Request');
  const field = issue.path.map(String).join('.');
  return { title, message: issue.message, ...(field ? { field } : {}) };
}
