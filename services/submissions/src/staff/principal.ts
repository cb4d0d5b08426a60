import type { StaffRole } from '@trusthive/contracts';

/** Who is signed in to the staff console, as the guard sets it on the request. */
export interface StaffPrincipal {
  accountId: number;
  email: string;
  displayName: string;
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireStaff() on every staff route; undefined elsewhere. */
    staff?: StaffPrincipal;
  }
}
