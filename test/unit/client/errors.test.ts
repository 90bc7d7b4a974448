// The seed's error normalisation (docs/wire/catalog-v1.md §9), as pure calls and as thrown by the transport.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyAuth } from '../../../src/auth/api-key.js';
import { ApiAuthError, ApiError, ApiNotFoundError, normalizeApiError } from '../../../src/client/errors.js';
import { errorToJson, exitCodeOf } from '../../../src/io/cli-errors.js';
import { Transport } from '../../../src/client/transport.js';
import { sendJson, startRecordingServer, type RecordingServer } from '../../helpers/recording-server.js';

const validationBody = {
  message: 'ignored by the SDK',
  details: {
    validationError: {
      fieldViolations: [
        { field: 'product.priceData.price', description: 'must be at most 999999999.99', violatedRule: 'MAX' },
        { field: 'product.name', description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' },
      ],
    },
  },
};
const applicationBody = {
  message: 'Product not found',
  details: { applicationError: { code: 'PRODUCT_NOT_FOUND', description: 'Product p1 not found', data: { id: 'p1' } } },
};
const sameTextBody = { message: 'Cart not found', details: { applicationError: { code: 'OWNED_CART_NOT_FOUND', description: 'Cart not found' } } };

interface Row {
  name: string;
  status: number;
  statusText: string;
  body: unknown;
  message: string;
  code: string;
  type: typeof ApiError;
  exitCode: number;
  data?: unknown;
}

const rows: Row[] = [
  {
    name: 'validation error → INVALID_ARGUMENT sorted by field',
    status: 400,
    statusText: 'Bad Request',
    body: validationBody,
    message: 'INVALID_ARGUMENT: "product.name" must not be empty, "product.priceData.price" must be at most 999999999.99',
    code: 'INVALID_ARGUMENT',
    type: ApiError,
    exitCode: 1,
  },
  {
    name: 'application error → "<message>: <description>" with code and data',
    status: 404,
    statusText: 'Not Found',
    body: applicationBody,
    message: 'Product not found: Product p1 not found',
    code: 'PRODUCT_NOT_FOUND',
    type: ApiNotFoundError,
    exitCode: 5,
    data: { id: 'p1' },
  },
  {
    name: 'application error whose message equals its description → said once',
    status: 404,
    statusText: 'Not Found',
    body: sameTextBody,
    message: 'Cart not found',
    code: 'OWNED_CART_NOT_FOUND',
    type: ApiNotFoundError,
    exitCode: 5,
    data: {},
  },
  {
    name: '4xx without details → upper-snake status text',
    status: 404,
    statusText: 'Not Found',
    body: { message: 'not found' },
    message: 'not found',
    code: 'NOT_FOUND',
    type: ApiNotFoundError,
    exitCode: 5,
  },
  {
    name: '401 → ApiAuthError (exit 4)',
    status: 401,
    statusText: 'Unauthorized',
    body: null,
    message: 'Unauthorized',
    code: 'UNAUTHORIZED',
    type: ApiAuthError,
    exitCode: 4,
  },
  {
    name: '403 with an application error → ApiAuthError (exit 4)',
    status: 403,
    statusText: 'Forbidden',
    body: { message: 'Forbidden', details: { applicationError: { code: 'PERMISSION_DENIED', description: 'Missing WIX_STORES.MODIFY_PRODUCTS' } } },
    message: 'Forbidden: Missing WIX_STORES.MODIFY_PRODUCTS',
    code: 'PERMISSION_DENIED',
    type: ApiAuthError,
    exitCode: 4,
  },
  {
    name: '5xx without details → System error with the request id',
    status: 500,
    statusText: 'Internal Server Error',
    body: null,
    message: 'System error occurred, request-id: req-test',
    code: 'INTERNAL_SERVER_ERROR',
    type: ApiError,
    exitCode: 1,
  },
];

describe('normalizeApiError (pure)', () => {
  for (const row of rows) {
    it(row.name, () => {
      const error = normalizeApiError({ status: row.status, statusText: row.statusText, body: row.body, requestId: 'req-test' });
      expect(error).toBeInstanceOf(row.type);
      expect(error.message).toBe(row.message);
      expect(error.code).toBe(row.code);
      expect(error.status).toBe(row.status);
      expect(exitCodeOf(error)).toBe(row.exitCode);
      expect(error.requestId).toBe('req-test');
      if (row.data !== undefined) expect(error.data).toEqual(row.data);
    });
  }

  it('keeps the sorted violations in details', () => {
    const error = normalizeApiError({ status: 400, body: validationBody });
    expect(error.details?.validationError?.fieldViolations.map((v) => v.field)).toEqual(['product.name', 'product.priceData.price']);
  });

  it('without a request id the system error shows the body', () => {
    expect(normalizeApiError({ status: 502, body: null }).message).toBe('System error occurred: {}');
  });

  it('errorToJson gives the --json error object', () => {
    const error = normalizeApiError({ status: 404, body: applicationBody, requestId: 'r1' });
    expect(errorToJson(error)).toEqual({
      error: {
        code: 'PRODUCT_NOT_FOUND',
        message: 'Product not found: Product p1 not found',
        requestId: 'r1',
        details: { applicationError: { code: 'PRODUCT_NOT_FOUND', description: 'Product p1 not found', data: { id: 'p1' } } },
      },
    });
  });
});

describe('errors thrown by the transport', () => {
  let server: RecordingServer;
  let transport: Transport;
  let current: Row;

  beforeAll(async () => {
    server = await startRecordingServer((_r, res) => {
      if (current.body === null) {
        res.writeHead(current.status, { 'x-wix-request-id': 'req-test', 'content-type': 'text/plain' });
        res.end('upstream exploded');
      } else sendJson(res, current.status, current.body);
    });
    transport = new Transport({
      writeBaseUrl: server.baseUrl,
      readBaseUrl: server.baseUrl,
      auth: new ApiKeyAuth({ apiKey: 'K' }),
      rateLimit: false,
      retry: { maxRetries: 0 },
    });
  });
  afterAll(async () => {
    await transport.close();
    await server.close();
  });

  for (const row of rows) {
    it(row.name, async () => {
      current = row;
      const error = await transport.request({ method: 'GET', path: '/x' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(row.type);
      expect(error).toMatchObject({ message: row.message, code: row.code, status: row.status, requestId: 'req-test' });
      expect(exitCodeOf(error)).toBe(row.exitCode);
    });
  }

  it('a 201 is not success (only 200 is)', async () => {
    current = { ...rows[3], status: 201, body: { id: 'x' } };
    await expect(transport.request({ method: 'POST', path: '/x', body: {} })).rejects.toBeInstanceOf(ApiError);
  });
});
