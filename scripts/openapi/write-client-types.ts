import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from '../../gateway/src/openapi/document';
import { CLIENT_TYPES_PATH, generateClientTypes } from './client-types';

// `npm run openapi:types`: rewrites the committed client types from the document as built now.

writeFileSync(CLIENT_TYPES_PATH, await generateClientTypes(buildOpenApiDocument()));
console.log(`wrote ${CLIENT_TYPES_PATH}`);
