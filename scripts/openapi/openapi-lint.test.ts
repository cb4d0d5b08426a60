import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOGO_DELETE_TOKEN_HEADER, STAFF_CSRF_HEADER } from '@trusthive/contracts';
import { buildOpenApiDocument } from '../../gateway/src/openapi/document';
import { CLIENT_TYPES_PATH, generateClientTypes } from './client-types';
import { lintWithRedocly } from './redocly-lint';

// Issue 37 #7: the document as a stranger's tools read it. Redocly's recommended rules find no
// error, every operation says what it needs to be called (security, headers) and what a bad
// path answers, and the committed client types are what openapi-typescript makes of it now.

const document = buildOpenApiDocument();

/**
 * Redocly's warnings we keep, each true of the API: no licence is granted; the health check
 * has no 4xx (it is outside the read budget and takes no input); /api/docs answers a redirect.
 */
const ACCEPTED_WARNINGS = [
  'info-license #/info',
  'operation-4xx-response #/paths/~1api~1health/get/responses',
  'operation-2xx-response #/paths/~1api~1docs/get/responses',
];

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
}
interface Operation {
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  responses: Record<string, unknown>;
}

const operations = Object.entries(document.paths ?? {}).flatMap(([route, item]) =>
  Object.entries(item ?? {})
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${route}`,
      method,
      route,
      operation: operation as Operation,
    })),
);

describe('the OpenAPI document, read by Redocly and openapi-typescript', () => {
  it("should pass Redocly's recommended rules without an error", async () => {
    const problems = await lintWithRedocly(document);
    const errors = problems
      .filter(({ severity }) => severity === 'error')
      .map(({ ruleId, pointer, message }) => `${ruleId} ${pointer}: ${message}`);
    expect(errors).toEqual([]);
    const warnings = problems
      .filter(({ severity }) => severity === 'warn')
      .map(({ ruleId, pointer }) => `${ruleId} ${pointer}`);
    expect(warnings.sort()).toEqual([...ACCEPTED_WARNINGS].sort());
  });

  it('should name the session cookie on session routes, with its CSRF header on writes', () => {
    const wrong = operations
      .filter(({ route }) => route.startsWith('/api/staff') || route.startsWith('/api/account'))
      .filter(({ operation }) => (operation.security ?? []).length > 0)
      .filter(({ method, operation }) => {
        const schemes = Object.keys(operation.security![0]!);
        if (method === 'get') return schemes.length !== 1;
        const header = operation.parameters?.find(({ name }) => name === STAFF_CSRF_HEADER);
        return (
          schemes.length !== 2 || !schemes.some((s) => s.endsWith('Csrf')) || !header?.required
        );
      })
      .map(({ name }) => name);
    expect(wrong).toEqual([]);
    // The public operations say they need nothing, rather than saying nothing.
    const unsaid = operations.filter(({ operation }) => !operation.security);
    expect(unsaid.map(({ name }) => name)).toEqual([]);
  });

  it("should document the logo delete's token header and its 403", () => {
    const remove = operations.find(({ name }) => name === 'DELETE /api/uploads/logos/{key}');
    expect(remove?.operation.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: LOGO_DELETE_TOKEN_HEADER, required: true }),
    );
    expect(Object.keys(remove?.operation.responses ?? {})).toContain('403');
  });

  it('should document the 400 of a malformed path parameter on every operation that has one', () => {
    const withPathParameters = operations.filter(({ operation }) =>
      operation.parameters?.some((parameter) => parameter.in === 'path'),
    );
    expect(withPathParameters.length).toBeGreaterThan(30);
    const missing = withPathParameters
      .filter(({ operation }) => !('400' in operation.responses))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('should have committed the client types openapi-typescript generates now', async () => {
    // On a failure: `npm run openapi:types`, and commit gateway/test/openapi-client/api-types.ts.
    const committed = readFileSync(CLIENT_TYPES_PATH, 'utf8');
    expect(committed === (await generateClientTypes(document))).toBe(true);
  });
});
