/** Who is signed in as a company owner, as the guard sets it on the request. */
export interface OwnerPrincipal {
  /** Lower-cased: the owner is the address, however company_owners spelt it. */
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireOwner() on every /api/account route but the public ones; undefined elsewhere. */
    owner?: OwnerPrincipal;
  }
}
