// The structural rules of an OpenAPI 3.1 document that a generator can get wrong and a reader
// (Scalar, client generators, the fuzz tier) relies on. Returns every problem found, so a test
// can show them all at once; an empty list means the document holds together.

type Json = unknown;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows a local JSON pointer (#/components/schemas/X) through the document. */
export function resolvePointer(document: Json, ref: string): Json {
  if (!ref.startsWith('#')) return undefined;
  let node: Json = document;
  for (const raw of ref.slice(1).split('/').filter(Boolean)) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string, Json>)[key];
    if (node === undefined) return undefined;
  }
  return node;
}

function collectRefs(node: Json, at: string, into: Array<{ at: string; ref: string }>): void {
  if (Array.isArray(node)) node.forEach((item, index) => collectRefs(item, `${at}/${index}`, into));
  else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') into.push({ at, ref: value });
      else collectRefs(value, `${at}/${key}`, into);
    }
  }
}

/** A 4xx/5xx body schema is ours when it is (or references) an object with an `error` object. */
function isErrorShape(document: Json, schema: Json): boolean {
  const resolved =
    isObject(schema) && typeof schema.$ref === 'string'
      ? resolvePointer(document, schema.$ref)
      : schema;
  if (!isObject(resolved) || !isObject(resolved.properties)) return false;
  const error = resolved.properties.error;
  const errorSchema =
    isObject(error) && typeof error.$ref === 'string'
      ? resolvePointer(document, error.$ref)
      : error;
  return (
    isObject(errorSchema) &&
    isObject(errorSchema.properties) &&
    'title' in errorSchema.properties &&
    'message' in errorSchema.properties
  );
}

/**
 * `bodyOwnShape` names the error answers that carry a body of their own on purpose
 * ('GET /api/health 503': the health report), as `METHOD path status`.
 */
export function checkOpenApiStructure(document: Json, bodyOwnShape: string[] = []): string[] {
  const problems: string[] = [];
  if (!isObject(document)) return ['the document is not an object'];
  if (document.openapi !== '3.1.0') problems.push(`openapi is ${String(document.openapi)}`);
  const info = document.info;
  if (!isObject(info) || typeof info.title !== 'string' || typeof info.version !== 'string') {
    problems.push('info needs a title and a version');
  }
  if (!isObject(document.paths)) return [...problems, 'paths is missing'];

  const refs: Array<{ at: string; ref: string }> = [];
  collectRefs(document, '#', refs);
  for (const { at, ref } of refs) {
    if (resolvePointer(document, ref) === undefined)
      problems.push(`${at}: $ref ${ref} resolves to nothing`);
  }

  const operationIds = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/')) problems.push(`${path}: a path starts with /`);
    if (!isObject(item)) {
      problems.push(`${path}: not a path item`);
      continue;
    }
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
    for (const method of METHODS.filter((name) => name in item)) {
      const where = `${method.toUpperCase()} ${path}`;
      const operation = item[method];
      if (!isObject(operation)) {
        problems.push(`${where}: not an operation`);
        continue;
      }
      if (typeof operation.operationId === 'string') {
        if (operationIds.has(operation.operationId)) {
          problems.push(`${where}: operationId ${operation.operationId} is used twice`);
        }
        operationIds.add(operation.operationId);
      }
      const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
      const pathParameters = parameters
        .filter((parameter): parameter is Record<string, Json> => isObject(parameter))
        .filter((parameter) => parameter.in === 'path');
      for (const name of templated) {
        const parameter = pathParameters.find((candidate) => candidate.name === name);
        if (!parameter) problems.push(`${where}: {${name}} has no path parameter`);
        else if (parameter.required !== true) problems.push(`${where}: {${name}} must be required`);
      }
      for (const parameter of pathParameters) {
        if (!templated.includes(String(parameter.name))) {
          problems.push(`${where}: path parameter ${String(parameter.name)} is not in the path`);
        }
      }
      const responses = operation.responses;
      if (!isObject(responses) || Object.keys(responses).length === 0) {
        problems.push(`${where}: no responses`);
        continue;
      }
      for (const [status, response] of Object.entries(responses)) {
        if (!/^[1-5](?:\d\d|XX)$/.test(status)) problems.push(`${where}: status ${status}`);
        if (!isObject(response) || typeof response.description !== 'string') {
          problems.push(`${where} ${status}: a response needs a description`);
          continue;
        }
        const json = isObject(response.content) ? response.content['application/json'] : undefined;
        if (
          Number(status) >= 400 &&
          !bodyOwnShape.includes(`${where} ${status}`) &&
          !(isObject(json) && isErrorShape(document, json.schema))
        ) {
          problems.push(`${where} ${status}: an error answer must have the error shape`);
        }
      }
      const body = operation.requestBody;
      if (body !== undefined && (!isObject(body) || !isObject(body.content))) {
        problems.push(`${where}: requestBody needs content`);
      }
    }
  }
  return problems;
}
