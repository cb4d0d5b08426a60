import { z } from 'zod';
import { errorBodySchema, submissionErrorFrom } from '@trusthive/contracts';
import type { Endpoint } from '@trusthive/contracts/endpoints';
import { BadRequestError } from './errors';

// Issue 39: a service registers each route from its declaration in contracts, so the method,
// the path, the schemas it validates and the answers it may send are written once, where the
// OpenAPI document also reads them:
//
//   app.route({ ...endpointRoute(companyProfile), handler: async (request) => … });
//
// Params, query and a JSON body are validated by Fastify with the declared schemas (a failure
// is a 400 in the spec's words, through the one error handler), and every JSON answer is
// serialized through its declared schema, so an answer carries no field the document does not
// describe. Multipart bodies are read by the route itself, as Fastify cannot.

type Uppercased<M extends string> = Uppercase<M> extends infer U extends string ? U : never;

/**
 * The schema of the declared JSON body. A multipart body is the route's to read; a text/plain
 * one (the beacon's) is JSON text that the route's parser reads as JSON, so the same schema.
 */
type JsonBody<E extends Endpoint> = E['body'] extends { 'application/json': infer B }
  ? E['body'] extends { 'multipart/form-data': unknown }
    ? undefined
    : B
  : undefined;

function jsonBodyOf(endpoint: Endpoint): z.ZodType | undefined {
  if (endpoint.body?.['multipart/form-data']) return undefined;
  return endpoint.body?.['application/json'];
}

/** What `app.route` takes from a declaration; the route adds its handler and hooks. */
export interface EndpointRoute<E extends Endpoint, ValidatesBody extends boolean = true> {
  method: Uppercased<E['method']>;
  url: E['path'];
  schema: {
    /** A wildcard path's `*` is read by the route (the document calls it `{path}`). */
    params: E['path'] extends `${string}*` ? undefined : E['params'];
    querystring: E['query'];
    body: ValidatesBody extends true ? JsonBody<E> : undefined;
    response: Record<number, z.ZodType>;
  };
}

/**
 * An empty JSON body is read as `{}`, so a form sent with nothing in it answers with its first
 * missing field in the spec's words, as a form with some fields does.
 */
const emptyAsObject = (schema: z.ZodType) => z.preprocess((body) => body ?? {}, schema);

/** The JSON answers of an endpoint by status: its success, its other bodies, its errors. */
function responseSchemas(endpoint: Endpoint): Record<number, z.ZodType> {
  const answers: Record<number, z.ZodType> = {};
  const { success } = endpoint;
  if (success.schema && (success.contentType ?? 'application/json') === 'application/json') {
    answers[success.status] = success.schema;
  }
  for (const [status, { schema }] of Object.entries(endpoint.other ?? {})) {
    answers[Number(status)] = schema;
  }
  for (const status of Object.keys(endpoint.errors)) answers[Number(status)] ??= errorBodySchema;
  return answers;
}

/**
 * `{ body: 'in-handler' }` leaves the JSON body to the handler, which parses it with
 * `parseEndpointBody` once it has checked what must be checked first (an owner's route answers
 * another owner's company 404 before it looks at the body).
 */
export interface EndpointRouteOptions {
  body: 'in-handler';
}

export function endpointRoute<const E extends Endpoint>(endpoint: E): EndpointRoute<E>;
export function endpointRoute<const E extends Endpoint>(
  endpoint: E,
  options: EndpointRouteOptions,
): EndpointRoute<E, false>;
export function endpointRoute<const E extends Endpoint>(
  endpoint: E,
  options?: EndpointRouteOptions,
): EndpointRoute<E, boolean> {
  const json = options?.body === 'in-handler' ? undefined : jsonBodyOf(endpoint);
  return {
    method: endpoint.method.toUpperCase() as Uppercased<E['method']>,
    url: endpoint.path,
    schema: {
      // A wildcard path's params are the document's `{path}`; Fastify names that part `*`.
      ...(endpoint.params && !endpoint.path.endsWith('*') ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(json ? { body: emptyAsObject(json) } : {}),
      response: responseSchemas(endpoint),
    } as EndpointRoute<E, boolean>['schema'],
  };
}

/** Parses with a contract schema; the first failure is a 400 in the rule's own words. */
export function parseOrBadRequest<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const { title, message, field } = submissionErrorFrom(result.error);
  throw new BadRequestError(title, message, field);
}

/** The declared JSON body of a route registered with `{ body: 'in-handler' }`, parsed. */
export function parseEndpointBody<const E extends Endpoint>(
  endpoint: E,
  body: unknown,
): z.output<Extract<JsonBody<E>, z.ZodType>> {
  const schema = jsonBodyOf(endpoint);
  if (!schema) throw new Error(`${endpoint.method} ${endpoint.path} declares no JSON body`);
  return parseOrBadRequest(schema, body) as z.output<Extract<JsonBody<E>, z.ZodType>>;
}
