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
  return submissionErrorOfIssue(issue);
}

/**
 * One issue as {title, message, field}: the title a rule gave its issue (`params.title`), else
 * the spec's title of its message, else "Invalid Request".
 */
export function submissionErrorOfIssue(issue: {
  message: string;
  path: readonly PropertyKey[];
  params?: unknown;
}): SubmissionError {
  const params = issue.params as { title?: unknown } | undefined;
  const title =
    typeof params?.title === 'string'
      ? params.title
      : (TITLE_BY_MESSAGE.get(issue.message) ?? 'Invalid Request');
  const field = issue.path.map(String).join('.');
  return { title, message: issue.message, ...(field ? { field } : {}) };
}
