import type { MailLocale } from '@trusthive/platform';

/** Who is signed in as a company owner, as the guard sets it on the request. */
export interface OwnerPrincipal {
  /** Lower-cased: the owner is the address, however company_owners spelt it. */
  email: string;
}

/** The signed-in account (issue 43): anyone who spent a sign-in link; an owner is one too. */
export interface AccountPrincipal {
  id: string;
  /** Lower-cased. */
  email: string;
  locale: MailLocale;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireOwner() with `owner`: the account the session belongs to. */
    account?: AccountPrincipal;
    /** Set by requireOwner() on every /api/account route but the public ones; undefined elsewhere. */
    owner?: OwnerPrincipal;
  }
}
