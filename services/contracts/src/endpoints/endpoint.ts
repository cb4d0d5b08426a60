import type { z } from 'zod';

// Issue 39: each endpoint of the public HTTP API is declared once, here in contracts: its
// method, path, the zod schemas of its params, query, body and answers, its errors and its
// realm (public, staff, owner). The services register their routes from these declarations
// (`endpointRoute` in platform), the gateway builds the OpenAPI document from them, and the
// fuzz tier generates its requests from that document and sends each declaration's example as
// its valid sample, so a route, its description and its example cannot drift apart.

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Why an endpoint may answer an error; each becomes a response with the error shape. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

export type BodyType = 'application/json' | 'multipart/form-data' | 'text/plain';

/** The processes that answer a path of the public API. */
export type EndpointService =
  'gateway' | 'search' | 'company' | 'scoring' | 'enrichment' | 'submissions' | 'analytics';

/** An object schema over the raw strings of a path or a query (what zod-openapi takes). */
type ZodObjectSchema = z.ZodType<unknown, Record<string, unknown>>;

/** A JSON value of an example. */
export type ExampleValue =
  string | number | boolean | null | ExampleValue[] | { [key: string]: ExampleValue };

/**
 * What an example request refers to that only a running directory has: rows that exist, and
 * a marker and a number that make each example's values its own. The OpenAPI document shows
 * each example with DOCUMENT_EXAMPLE_ROWS (example-rows.ts); the fuzz tier sends it with its
 * run's rows, as it is and with one field at a time made hostile.
 */
export interface ExampleRows {
  /**
   * Carried by the example's free-text values, so a row a request wrote can be found by it
   * (the fuzz tier looks for rows that refused requests left behind).
   */
  marker: string;
  /** The example's number: what may be used once (a CIN, a brand, an e-mail) is numbered. */
  n: number;
  /** A company that exists. */
  companyId: number;
  /** A company with no pending claim: a second claim on one answers 409. */
  claimCompanyId: number;
  /** A category that exists. */
  categorySlug: string;
  /** A director page's public id (issue 41): a person with companies on record. */
  directorId: string;
  /** A CIN no company has yet. */
  newCin: string;
  /** An e-mail address no other example uses. */
  email: string;
  /** A staff account that can sign in, and others to act on. */
  staff?: { signInEmail: string; password: string; accountId: number; adminId: number };
  /** A company owner that can sign in, the company they own and an upheld report on it. */
  owner?: {
    signInEmail: string;
    password: string;
    companyId: number;
    upheldReportId?: number;
    /** An API key of the signed-in account (issue 43). */
    apiKeyId?: string;
  };
  /** A finished bulk check of the signed-in owner's account (issue 43). */
  bulkCheckId?: string;
  /** A file that account uploaded for a bulk check and has not started yet. */
  bulkCheckUploadId?: string;
  /** Items waiting in the staff queues. */
  queue?: {
    registrationId: number;
    correctionId: number;
    contactMessageId: number;
    ownerChangeId: number;
    replyId: number;
    dataRequestId: number;
    /** A GST registration the rule matched to a company (issue 40). */
    gstMatchId: number;
  };
}

/** An example request: what a caller sends, with the path's parameters filled in. */
export interface ExampleRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  /** The JSON body (or the text/plain one, with contentType). */
  json?: { [key: string]: ExampleValue };
  /** A multipart body's text fields. */
  fields?: Record<string, string>;
  /** A multipart body's files: the part, the file's name, and what kind of file it is. */
  files?: { name: string; filename: string; kind: 'pdf' | 'png' | 'csv' }[];
  /** The body's type when the endpoint takes more than one and this is not the first. */
  contentType?: BodyType;
}

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
  /**
   * A request it answers with success (given the rows it names), shown in the OpenAPI
   * document and sent by the fuzz tier. Undefined for the rows given: none fits them (a
   * staff route without a staff account).
   */
  example?: (rows: ExampleRows) => ExampleRequest | undefined;
}

/**
 * Declares an endpoint, keeping its literal types (the method, and the exact schemas), so a
 * route registered from it gets typed params, query and body.
 */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}
