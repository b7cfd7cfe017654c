import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import packageJson from '../package.json' with { type: 'json' };
import { openApiDocument } from '../src/contract/openapi.ts';

/** Where the committed OpenAPI document lives; a test fails when it is not what this writes. */
export const OPENAPI_FILE = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));

/** The document as committed: generated from the zod contract, versioned with the SDK. */
export const renderOpenApi = (): string =>
  `${JSON.stringify(openApiDocument({ version: packageJson.version }), null, 2)}\n`;

if (import.meta.main) writeFileSync(OPENAPI_FILE, renderOpenApi());
