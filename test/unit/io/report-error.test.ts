import { describe, expect, it } from 'vitest';
import { ApiNotFoundError, AuthError, NetworkError, NotFoundError, PartialFailureError } from '../../../src/client/errors.js';
import { UsageError } from '../../../src/io/cli-errors.js';
import { createMemoryIo } from '../../../src/io/memory-io.js';
import { reportError } from '../../../src/io/report-error.js';

const human = { json: false, verbose: false };

describe('the error handler', () => {
  it.each([
    [new UsageError('bad flag'), 2],
    [new AuthError('no key'), 4],
    [new NotFoundError('gone'), 5],
    [new PartialFailureError('some failed', [{ id: 'x' }]), 6],
    [new Error('boom'), 1],
  ])('%s → exit %i', (error, code) => {
    expect(reportError(createMemoryIo(), error, human)).toBe(code);
  });

  it('prints the message, the hint and the request id; no stack trace for user errors', () => {
    const io = createMemoryIo();
    const error = new ApiNotFoundError({ status: 404, code: 'NOT_FOUND', message: 'Product not found', requestId: 'req-1' });
    error.hint = 'List ids with `store products list`.';
    expect(reportError(io, error, human)).toBe(5);
    expect(io.stderrText()).toBe('error: Product not found\nhint: List ids with `store products list`.\nrequest id: req-1\n');
    expect(io.stdoutText()).toBe('');
  });

  it("prints a failed request's query only with --verbose (issue #37 item 13)", () => {
    const error = new NetworkError('GET https://store.example/stores-reader/v1/products/query failed: socket hang up', 'https://store.example/stores-reader/v1/products/query?.r=eyJxdWVyeSI6e319');
    const quiet = createMemoryIo();
    reportError(quiet, error, human);
    expect(quiet.stderrText()).not.toContain('.r=');
    const loud = createMemoryIo();
    reportError(loud, error, { json: false, verbose: true });
    expect(loud.stderrText()).toContain('request: https://store.example/stores-reader/v1/products/query?.r=eyJxdWVyeSI6e319\n');
  });

  it('prints the stack trace only with --verbose', () => {
    const quiet = createMemoryIo();
    reportError(quiet, new Error('boom'), human);
    expect(quiet.stderrText()).not.toMatch(/\n\s+at /);
    const loud = createMemoryIo();
    reportError(loud, new Error('boom'), { json: false, verbose: true });
    expect(loud.stderrText()).toMatch(/\n\s+at /);
  });

  it('prints one JSON object in --json mode', () => {
    const io = createMemoryIo();
    const error = new ApiNotFoundError({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Product not found',
      requestId: 'req-1',
      details: { applicationError: { code: 'NOT_FOUND', description: 'gone' } },
    });
    reportError(io, error, { json: true, verbose: false });
    expect(JSON.parse(io.stderrText())).toEqual({
      error: { code: 'NOT_FOUND', message: 'Product not found', requestId: 'req-1', details: { applicationError: { code: 'NOT_FOUND', description: 'gone' } } },
    });
  });
});
