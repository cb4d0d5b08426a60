import { z } from 'zod';
import {
  createDocument,
  type oas31,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  OWNER_CSRF_HEADER,
  STAFF_CSRF_HEADER,
  errorBodySchema,
} from '@trusthive/contracts';
import {
  API_ENDPOINTS,
  DOCUMENT_EXAMPLE_ROWS,
  type BodyType,
  type Endpoint,
  type ExampleRequest,
} from '@trusthive/contracts/endpoints';

/** `/api/companies/:id` → `/api/companies/{id}`; the `*` of `/media/*` → `{path}`. */
export function openApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');
}

const idempotencyHeaderSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN)
    .optional()
    .describe(
      'One per submit attempt, the same on a retry: a retry is answered, not stored twice.',
    ),
});

const KEY_REUSED =
  'The Idempotency-Key was sent before with a different request: a new submit needs a new key.';

const MALFORMED_PATH =
  'A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes.';

function responses(endpoint: Endpoint): ZodOpenApiResponsesObject {
  const { success } = endpoint;
  const answers: ZodOpenApiResponsesObject = {
    [success.status]: {
      description: success.description,
      ...(success.schema
        ? { content: { [success.contentType ?? 'application/json']: { schema: success.schema } } }
        : {}),
    },
  };
  for (const [status, { description, schema }] of Object.entries(endpoint.other ?? {})) {
    answers[status as `${1 | 2 | 3 | 4 | 5}${string}`] = {
      description,
      content: { 'application/json': { schema } },
    };
  }
  // Fastify refuses a path it cannot percent-decode before any route runs, in the error shape,
  // so every operation with a path parameter may answer 400 whatever its own errors say.
  // An idempotent submit refuses a key it has seen with another body (422), whatever else.
  const errors = {
    ...(endpoint.params ? { 400: MALFORMED_PATH } : {}),
    ...endpoint.errors,
    ...(endpoint.idempotent ? { 422: KEY_REUSED } : {}),
  };
  for (const [status, description] of Object.entries(errors)) {
    answers[status as `${1 | 2 | 3 | 4 | 5}${string}`] ??= {
      description,
      content: { 'application/json': { schema: errorBodySchema } },
    };
  }
  return answers;
}

/** The CSRF token of a session, required on every write of that session (else 403). */
function csrfHeaderSchema(session: 'staff' | 'owner') {
  const where = session === 'staff' ? 'GET /api/staff/session' : 'GET /api/account/session';
  return z.object({
    [session === 'staff' ? STAFF_CSRF_HEADER : OWNER_CSRF_HEADER]: z
      .string()
      .describe(`The csrfToken of the ${session} session (sign-in or ${where} answer).`),
  });
}

const isWrite = (endpoint: Endpoint) => endpoint.method !== 'get';

/** Which session a route needs, if any. */
const sessionOf = (endpoint: Endpoint) =>
  endpoint.staff ? 'staff' : endpoint.owner ? 'owner' : undefined;

/**
 * Every operation names its security: `[]` for a public one (so a reader knows it needs
 * nothing, not that it was forgotten), the session cookie on a session's reads, and the cookie
 * and its CSRF header together on its writes. The header is also a parameter: a generated client
 * types parameters, not security schemes, and must be able to send it.
 */
function security(endpoint: Endpoint): ZodOpenApiOperationObject['security'] {
  const session = sessionOf(endpoint);
  // A public read of a service takes an API key or nothing (issue 43): `{}` is "no credential".
  if (!session && endpoint.method === 'get' && endpoint.service !== 'gateway') {
    return [{}, { apiKey: [] }];
  }
  if (!session) return [];
  return [
    isWrite(endpoint)
      ? { [`${session}Session`]: [], [`${session}Csrf`]: [] }
      : { [`${session}Session`]: [] },
  ];
}

/** The request headers an operation reads: its own, an idempotency key, a session's token. */
function headerParams(endpoint: Endpoint) {
  const session = sessionOf(endpoint);
  const schemas = [
    endpoint.headers,
    endpoint.idempotent ? idempotencyHeaderSchema : undefined,
    session && isWrite(endpoint) ? csrfHeaderSchema(session) : undefined,
  ].filter((schema) => schema !== undefined);
  if (schemas.length === 0) return undefined;
  return z.object(Object.assign({}, ...schemas.map((schema) => schema.shape)));
}

/**
 * A body's example (the endpoint's `example`, given the document's rows): the JSON, or a
 * multipart body's fields with each file's name where the file goes.
 */
function bodyExample(example: ExampleRequest | undefined, type: BodyType) {
  if (!example) return {};
  if (type === 'multipart/form-data') {
    const files = (example.files ?? []).map(({ name, filename }) => [name, filename]);
    return { example: { ...example.fields, ...Object.fromEntries(files) } };
  }
  return example.json ? { example: example.json } : {};
}

function operation(endpoint: Endpoint): ZodOpenApiOperationObject {
  const header = headerParams(endpoint);
  const example = endpoint.example?.(DOCUMENT_EXAMPLE_ROWS);
  return {
    operationId: `${endpoint.method}${openApiPath(endpoint.path)
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join('')}`,
    summary: endpoint.summary,
    tags: [endpoint.service],
    requestParams: {
      ...(endpoint.params ? { path: endpoint.params } : {}),
      ...(endpoint.query ? { query: endpoint.query } : {}),
      ...(header ? { header } : {}),
    },
    security: security(endpoint),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(
              Object.entries(endpoint.body).map(([type, schema]) => [
                type,
                { schema, ...bodyExample(example, type as BodyType) },
              ]),
            ),
          },
        }
      : {}),
    responses: responses(endpoint),
  };
}

/**
 * Each path and query parameter's example, from its endpoint's example. zod-openapi makes the
 * parameters from the declarations' schemas, which endpoints share, so one endpoint's values
 * are set on its own operation once the document is built.
 */
function withParameterExamples(
  document: oas31.OpenAPIObject,
  endpoints: readonly Endpoint[],
): oas31.OpenAPIObject {
  for (const endpoint of endpoints) {
    const example = endpoint.example?.(DOCUMENT_EXAMPLE_ROWS);
    const operation = document.paths?.[openApiPath(endpoint.path)]?.[endpoint.method];
    if (!example || !operation) continue;
    for (const parameter of operation.parameters ?? []) {
      if ('$ref' in parameter) continue;
      const value =
        parameter.in === 'path'
          ? example.params?.[parameter.name]
          : parameter.in === 'query'
            ? example.query?.[parameter.name]
            : undefined;
      if (value === undefined) continue;
      const type = parameter.schema && 'type' in parameter.schema ? parameter.schema.type : null;
      parameter.example = type === 'integer' || type === 'number' ? Number(value) : String(value);
    }
  }
  return document;
}

/** The document's introduction: Scalar shows it at the top of /api/docs. */
const API_DESCRIPTION = `The company verification directory for India. Every error answers \`{error: {title, message, field?}}\`.

## Quick start

Create an API key on your account page (**/account/api-keys**; sign in with your e-mail). The key (\`th_live_…\`) is shown once: keep it secret. Send it on the public reads:

\`\`\`sh
curl -H "Authorization: Bearer th_live_YOUR_KEY" "https://trusthive.in/api/search?q=tata+steel"
curl -H "Authorization: Bearer th_live_YOUR_KEY" "https://trusthive.in/api/companies/1"
\`\`\`

Without a key the reads are open too, within a per-address budget. With one, each request counts against the key's rate per second and its daily and monthly quotas (UTC), and every answer says where you stand:

| Header | Meaning |
|---|---|
| \`RateLimit-Limit\` | the limit of the window closest to running out |
| \`RateLimit-Remaining\` | requests left in that window |
| \`RateLimit-Reset\` | seconds until that window starts again |
| \`RateLimit-Policy\` | every window: \`10;w=1, 10000;w=86400, 200000;w=2592000\` (limit; window in seconds) |

Past a limit the answer is **429** with \`Retry-After\` (seconds) and the same headers; a request refused is not counted. An unknown or revoked key answers **401** (never an anonymous answer). Revoking a key on your account page stops it at once.`;

/**
 * The OpenAPI 3.1 document of the public API, built from API_ENDPOINTS and the zod contracts
 * (requests as the services accept them, responses as they send them). The error shape is one
 * shared component, referenced by every error answer.
 */
export function buildOpenApiDocument(endpoints: readonly Endpoint[] = API_ENDPOINTS) {
  const paths: ZodOpenApiPathsObject = {};
  for (const endpoint of endpoints) {
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method]: operation(endpoint) };
  }
  const document = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'TrustHive public API',
      version: '1.0.0',
      description: API_DESCRIPTION,
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ErrorBody: errorBodySchema },
      securitySchemes: {
        // An account's API key (issue 43) on the public reads, in place of the address's budget.
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'th_live_…',
          description:
            "An API key from your account page (/account/api-keys), sent as `Authorization: Bearer th_live_…`. Optional on the public reads: with it a request counts against the key's rate and quotas instead of your address's budget; an unknown or revoked key answers 401.",
        },
        // The staff console's session (issue 18): an httpOnly, SameSite=Strict cookie.
        staffSession: { type: 'apiKey', in: 'cookie', name: 'th_staff' },
        staffCsrf: {
          type: 'apiKey',
          in: 'header',
          name: STAFF_CSRF_HEADER,
          description: "A staff write also needs the session's csrfToken in this header.",
        },
        // A company owner's session (issue 19): the same kind of cookie.
        ownerSession: { type: 'apiKey', in: 'cookie', name: 'th_owner' },
        ownerCsrf: {
          type: 'apiKey',
          in: 'header',
          name: OWNER_CSRF_HEADER,
          description: "An owner's write also needs the session's csrfToken in this header.",
        },
      },
    },
  });
  return withParameterExamples(document, endpoints);
}
