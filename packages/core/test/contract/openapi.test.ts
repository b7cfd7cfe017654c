import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE, renderOpenApi } from '../../scripts/openapi.ts';
import { type EndpointName, endpoints } from '../../src/contract/index.ts';
import { API_PREFIX, EVENT_TYPES } from '../../src/index.ts';

const committed = readFileSync(OPENAPI_FILE, 'utf8');
const document = JSON.parse(committed) as {
  paths: Record<
    string,
    Record<string, { operationId: string; summary?: string; 'x-session-field'?: string }>
  >;
  security: unknown[];
  components: { schemas: Record<string, object> };
  webhooks: Record<
    string,
    { post: { requestBody: { content: { 'application/json': { schema: { $ref: string } } } } } }
  >;
};

describe('docs/openapi.json', () => {
  it('is what the zod contract generates now (run `npm run openapi` after changing the contract)', () => {
    expect(committed === renderOpenApi(), 'docs/openapi.json is stale: run `npm run openapi`').toBe(true);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(committed));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every call of the contract at its path, and the payment event stream', () => {
    const names = Object.keys(endpoints) as EndpointName[];
    for (const name of names) {
      expect(document.paths[`${API_PREFIX}${endpoints[name].path}`]?.post?.operationId, name).toBe(name);
    }
    expect(Object.keys(document.paths)).toHaveLength(names.length + 1);
    expect(document.paths['/callback/{uuid}']?.get?.operationId).toBe('paymentEvents');
  });

  it('summarises every operation and names the body field of each call that carries the session token', () => {
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
    expect(operations.filter((operation) => !operation.summary?.trim())).toEqual([]);
    expect(new Set(operations.map((operation) => operation.summary)).size).toBe(operations.length);
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      const operation = document.paths[`${API_PREFIX}${endpoints[name].path}`]?.post;
      expect(operation?.['x-session-field'], name).toBe(endpoints[name].session);
    }
    // No header, cookie or query carries a credential, so no scheme is declared (info.description says why).
    expect(document.security).toEqual([]);
  });

  it('describes every event the sandbox delivers to a webhook endpoint, each with its schema', () => {
    expect(Object.keys(document.webhooks)).toEqual([...EVENT_TYPES]);
    for (const [type, webhook] of Object.entries(document.webhooks)) {
      const { $ref } = webhook.post.requestBody.content['application/json'].schema;
      const schema = document.components.schemas[$ref.replace('#/components/schemas/', '')];
      expect(schema, type).toMatchObject({ properties: { type: { const: type } } });
    }
  });

  it('accepts and refuses what the zod schemas accept and refuse', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    for (const [id, schema] of Object.entries(document.components.schemas)) {
      ajv.addSchema(schema, `#/components/schemas/${id}`);
    }
    const samples: [EndpointName, 'request' | 'reply', unknown][] = [
      ['login', 'request', { username: 'a@example.com', password: 'secret-1' }],
      ['login', 'request', { username: 'not-an-email', password: 'secret-1' }],
      ['login', 'request', { username: 'a@example.com' }],
      ['login', 'reply', { response_code: 200, response_message: 'OK', datas: { token: 't' } }],
      ['login', 'reply', { response_code: 200, response_message: 'OK', datas: {} }],
      [
        'getUnit',
        'request',
        {
          start_date: '2026-11-22',
          end_date: '2026-12-21',
          project_id: 1,
          open_service_id: 1,
          open_service_model_id: 2,
        },
      ],
      [
        'getUnit',
        'request',
        {
          start_date: '2026-02-30',
          end_date: '2026-12-21',
          project_id: 1,
          open_service_id: 1,
          open_service_model_id: 2,
        },
      ],
      [
        'getUnit',
        'request',
        {
          start_date: '2026-11-22',
          end_date: '2026-12-21',
          project_id: 0,
          open_service_id: 1,
          open_service_model_id: 2,
        },
      ],
      ['qrInquire', 'request', { uuid: '0b7f6a8e-2f43-4c7b-9a55-1f1b0b7d9d11', tokenu: 't' }],
      ['qrInquire', 'request', { uuid: 'nope', tokenu: 't' }],
      [
        'qrInquire',
        'reply',
        { response_code: 200, response_message: 'OK', success: true, data: { status: 'paid' } },
      ],
      [
        'qrInquire',
        'reply',
        { response_code: 200, response_message: 'OK', success: true, data: { status: 'done' } },
      ],
    ];
    for (const [name, side, sample] of samples) {
      const schema = endpoints[name][side];
      const id = `${name[0]?.toUpperCase()}${name.slice(1)}${side === 'request' ? 'Request' : 'Reply'}`;
      const validate = ajv.getSchema(`#/components/schemas/${id}`);
      expect(validate, id).toBeDefined();
      expect(validate?.(sample), `${id} ${JSON.stringify(sample)}`).toBe(schema.safeParse(sample).success);
    }
  });
});
