// `@trusthive/gateway/openapi`: the OpenAPI document as the gateway serves it, and where, for
// the tools that check it (the fuzz tier, the client types, the linter).
export { DOCS_PATH, OPENAPI_PATH } from './api-docs';
export { buildOpenApiDocument, openApiPath } from './document';
