// No e-mail address is ever logged in full (issue 18): a log line, an error kept in a table or
// a test's output shows the first character of the local part and the domain, enough to tell
// mails apart while reading logs, never enough to write to the person.

const MASK = '•••';
const EMAIL_IN_TEXT = /[^\s<>()"',;:@]+@[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?/g;

/** 'asha@example.com' → 'a•••@example.com'; anything that is not an address → '•••'. */
export function maskEmail(address: string | null | undefined): string {
  if (!address) return MASK;
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return MASK;
  return `${[...address.slice(0, at)][0]}${MASK}${address.slice(at)}`;
}

/** The text with every address in it masked (an SMTP refusal often quotes the recipient). */
export function maskEmailsIn(text: string): string {
  return text.replace(EMAIL_IN_TEXT, (address) => maskEmail(address));
}
