import { z } from 'zod';
import {
  createDocument,
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
import { PUBLIC_ENDPOINTS, type Endpoint } from './endpoints';

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
  for (const [status, description] of Object.entries(endpoint.errors)) {
    answers[status as `${1 | 2 | 3 | 4 | 5}${string}`] ??= {
      description,
      content: { 'application/json': { schema: errorBodySchema } },
    };
  }
  return answers;
}

const csrfHeaderSchema = z.object({
  [STAFF_CSRF_HEADER]: z
    .string()
    .optional()
    .describe('The csrfToken of the staff session (sign-in or GET /api/staff/session answer).'),
});

const ownerCsrfHeaderSchema = z.object({
  [OWNER_CSRF_HEADER]: z
    .string()
    .optional()
    .describe('The csrfToken of the owner session (sign-in or GET /api/account/session answer).'),
});

const isWrite = (endpoint: Endpoint) => endpoint.method !== 'get';

function operation(endpoint: Endpoint): ZodOpenApiOperationObject {
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
      ...(endpoint.idempotent ? { header: idempotencyHeaderSchema } : {}),
      ...(endpoint.staff && isWrite(endpoint) ? { header: csrfHeaderSchema } : {}),
      ...(endpoint.owner && isWrite(endpoint) ? { header: ownerCsrfHeaderSchema } : {}),
    },
    ...(endpoint.staff ? { security: [{ staffSession: [] }] } : {}),
    ...(endpoint.owner ? { security: [{ ownerSession: [] }] } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(
              Object.entries(endpoint.body).map(([type, schema]) => [type, { schema }]),
            ),
          },
        }
      : {}),
    responses: responses(endpoint),
  };
}

/**
 * The OpenAPI 3.1 document of the public API, built from PUBLIC_ENDPOINTS and the zod contracts
 * (requests as the services accept them, responses as they send them). The error shape is one
 * shared component, referenced by every error answer.
 */
export function buildOpenApiDocument(endpoints: readonly Endpoint[] = PUBLIC_ENDPOINTS) {
  const paths: ZodOpenApiPathsObject = {};
  for (const endpoint of endpoints) {
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method]: operation(endpoint) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'TrustHive public API',
      version: '1.0.0',
      description:
        'The company verification directory for India. Every error answers `{error: {title, message, field?}}`.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ErrorBody: errorBodySchema },
      securitySchemes: {
        // The staff console's session (issue 18): an httpOnly, SameSite=Strict cookie.
        staffSession: { type: 'apiKey', in: 'cookie', name: 'th_staff' },
        // A company owner's session (issue 19): the same kind of cookie.
        ownerSession: { type: 'apiKey', in: 'cookie', name: 'th_owner' },
      },
    },
  });
}
