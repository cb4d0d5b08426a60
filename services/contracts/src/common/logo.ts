/**
 * Spec §5 "Logo": a logo counts only if it is a non-empty string that is not the text null or
 * undefined and starts with http or data:. One rule for the score (scoring), the enrichment
 * answer and the SPA's logo display.
 */
export function isValidLogo(logo: string | null | undefined): logo is string {
  if (typeof logo !== 'string') return false;
  const text = logo.trim();
  if (text === '' || text === 'null' || text === 'undefined') return false;
  return text.startsWith('http') || text.startsWith('data:');
}
