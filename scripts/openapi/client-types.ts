import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import * as prettier from 'prettier';
import ts from 'typescript';

// The TypeScript types a third party's client generator makes from our OpenAPI document
// (openapi-typescript, the types openapi-fetch reads). They are committed, so a typed client
// test can compile against them and a reviewer sees what a change to the document does to a
// client; a unit test fails when they are not what the document generates now.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the committed types live, beside the test that calls the gateway with them. */
export const CLIENT_TYPES_PATH = path.join(ROOT, 'gateway/test/openapi-client/api-types.ts');

const BANNER = `// Generated from the OpenAPI document by openapi-typescript: do not edit.
// Run \`npm run openapi:types\` after changing gateway/src/openapi/.
`;

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

/** The document's types as source text, formatted as the repository formats TypeScript. */
export async function generateClientTypes(document: object): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3, {
    silent: true,
    // An uploaded file is a Blob in a client (FormData takes one), not the string JSON holds.
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  });
  const text = BANNER + astToString(ast);
  const options = await prettier.resolveConfig(CLIENT_TYPES_PATH);
  return prettier.format(text, { ...options, filepath: CLIENT_TYPES_PATH });
}
