import type { z } from 'zod';

// Issue 39: each endpoint of the public HTTP API is declared once, here in contracts: its
// method, path, the zod schemas of its params, query, body and answers, its errors and its
// realm (public, staff, owner). The services register their routes from these declarations
// (`endpointRoute` in platform), the gateway builds the OpenAPI document from them, and the
// fuzz tier generates its requests from that document, so a route and its description cannot
// drift apart.

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Why an endpoint may answer an error; each becomes a response with the error shape. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

export type BodyType = 'application/json' | 'multipart/form-data' | 'text/plain';

/** The processes that answer a path of the public API. */
export type EndpointService =
  'gateway' | 'search' | 'company' | 'scoring' | 'enrichment' | 'submissions' | 'analytics';

/** An object schema over the raw strings of a path or a query (what zod-openapi takes). */
type ZodObjectSchema = z.ZodType<unknown, Record<string, unknown>>;

export interface Endpoint {
  method: HttpMethod;
  /** Fastify's notation (`:id`, and `*` for the rest of the path), as the route is registered. */
  path: string;
  service: EndpointService;
  summary: string;
  params?: ZodObjectSchema;
  query?: ZodObjectSchema;
  /** Request bodies by content type. */
  body?: Partial<Record<BodyType, z.ZodType>>;
  /** Request headers of its own (the session's CSRF token and Idempotency-Key are added). */
  headers?: z.ZodObject;
  /** Takes an Idempotency-Key header (a retried submit is answered, not stored twice). */
  idempotent?: boolean;
  success: { status: number; description: string; schema?: z.ZodType; contentType?: string };
  /** Other answers with a body of their own (not the error shape). */
  other?: Record<number, { description: string; schema: z.ZodType }>;
  errors: Partial<Record<ErrorStatus, string>>;
  /**
   * A staff console route: needs the staff session cookie, and on a write the session's
   * X-CSRF-Token header.
   */
  staff?: boolean;
  /**
   * A company owner's route (issue 19): needs the owner session cookie, and on a write the
   * session's X-CSRF-Token header.
   */
  owner?: boolean;
}

/**
 * Declares an endpoint, keeping its literal types (the method, and the exact schemas), so a
 * route registered from it gets typed params, query and body.
 */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}
