import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, Server } from '@trusthive/platform';
import '../../src/owner/auth/owner-auth';
import { OWNER_SESSION_COOKIE } from '../../src/owner/auth/owner-auth';

// Company owners and signed-in owner sessions for tests of /api/account routes, through the
// real token flow:
//   const email = await addOwner(service.deps.db, company.id);
//   const { headers } = await signInOwner(service.app, email);
//   await service.app.inject({ method: 'PATCH', url: '/api/account/…', headers, payload });

/** Records `email` (a new one unless given) as an owner of the company; answers the e-mail. */
export async function addOwner(
  db: Kysely<Database>,
  companyId: number,
  email = `owner-${randomUUID()}@acme-traders.in`,
): Promise<string> {
  await db
    .insertInto('company_owners')
    .values({ company_id: companyId, email, claim_id: null })
    .execute();
  return email;
}

export interface OwnerSignInHeaders {
  /** For app.inject: the session cookie and the CSRF token every write needs. */
  headers: { cookie: string; 'x-csrf-token': string };
  csrfToken: string;
  sessionId: string;
}

/** A caller address of its own per sign-in, so tests never meet the per-address limit. */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Issues a sign-in link as the service does, then spends it through POST /api/account/session. */
export async function signInOwner(app: Server, email: string): Promise<OwnerSignInHeaders> {
  const token = await issueOwnerToken(app, email);
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/session',
    headers: { 'x-forwarded-for': someAddress() },
    payload: { token },
  });
  if (response.statusCode !== 200) {
    throw new Error(`owner sign-in answered ${response.statusCode}: ${response.body}`);
  }
  const cookie = response.cookies.find((one) => one.name === OWNER_SESSION_COOKIE);
  if (!cookie) throw new Error('owner sign-in set no session cookie');
  const { csrfToken } = response.json<{ csrfToken: string }>();
  return {
    headers: { cookie: `${OWNER_SESSION_COOKIE}=${cookie.value}`, 'x-csrf-token': csrfToken },
    csrfToken,
    sessionId: cookie.value,
  };
}

/** A fresh sign-in token for the address, issued with the service's own function and clock. */
export function issueOwnerToken(app: Server, email: string): Promise<string> {
  return app.ownerAuth.issueLink(email);
}
