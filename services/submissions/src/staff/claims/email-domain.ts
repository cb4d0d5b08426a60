import type { EmailDomainHint } from '@trusthive/contracts';

// The hint beside a claimant's e-mail: is it at the company's own domain? A hint for the
// moderator, not a rule (a director may write from a group's domain).

/** The host of a website or domain as typed ("https://www.Acme.in/about" → "acme.in"). */
export function domainOf(value: string | null): string | null {
  if (!value) return null;
  const host = value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .split(/[/?#:]/)[0]
    ?.replace(/^www\./, '')
    .replace(/\.$/, '');
  return host && host.includes('.') ? host : null;
}

export function emailDomainHint(
  email: string,
  company: { website: string | null; websiteUrl: string | null; domainName: string | null },
): EmailDomainHint {
  const emailDomain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const candidates = [company.website, company.websiteUrl, company.domainName]
    .map(domainOf)
    .filter((domain): domain is string => domain !== null);
  const matching = candidates.find(
    (domain) => emailDomain === domain || emailDomain.endsWith(`.${domain}`),
  );
  if (matching) return { emailDomain, companyDomain: matching, verdict: 'matches' };
  const first = candidates[0] ?? null;
  return {
    emailDomain,
    companyDomain: first,
    verdict: first === null ? 'no_company_domain' : 'differs',
  };
}
