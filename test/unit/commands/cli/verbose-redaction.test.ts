// Issue #14 finding 9: `--verbose` traces never print credentials — not the user-info of STORE_API_URL
// (`http://user:password@host`), not secret query parameters — in any trace line, nor in the error printed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl, redactUrlsIn } from '../../../../src/client/redact.js';
import { runProductsList } from '../../../../src/commands/products/list.js';
import { reportError } from '../../../../src/io/report-error.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { harness, remoteEnv } from '../support/harness.js';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox({ catalog: 'v3' }); // the default store: nothing here depends on the catalog version
});
afterAll(() => sb.close());

const withUserInfo = (url: string) => url.replace('http://', 'http://deploy-bot:hunter2-pass@');

describe('--verbose redaction', () => {
  it('hides the user-info of STORE_API_URL in every trace line', async () => {
    const h = harness({ env: { ...remoteEnv(sb), STORE_API_URL: withUserInfo(sb.baseUrl) }, globals: { verbose: true, json: true } });
    await runProductsList({}, h.ctx);
    await h.ctx.close();
    const trace = h.io.stderrText();
    const lines = trace.split('\n').filter((line) => /^[→←]/.test(line));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) {
      expect(line).not.toContain('hunter2');
      expect(line).not.toContain('deploy-bot');
      expect(line).toContain('[REDACTED]@');
    }
  });

  it('hides it in a failed request and in the error printed, with the stack under --verbose', async () => {
    const h = harness({ env: { ...remoteEnv(sb), STORE_API_URL: 'http://deploy-bot:hunter2-pass@127.0.0.1:1' }, globals: { verbose: true, json: false } });
    const failure = await runProductsList({}, h.ctx).then(() => undefined, (error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    reportError(h.io, failure, { json: false, verbose: true });
    reportError(h.io, failure, { json: true, verbose: true });
    await h.ctx.close();
    expect(h.io.stderrText()).toContain('[REDACTED]@127.0.0.1:1');
    expect(h.io.stderrText()).not.toContain('hunter2');
  });

  it.each([
    ['http://u:p@h.example/x', 'http://[REDACTED]@h.example/x'],
    ['https://h.example/cb?code=abc&state=s', 'https://h.example/cb?code=%5BREDACTED%5D&state=s'],
    ['https://h.example/x?session_token=t&api_key=k&sig=s&key=k2&page=2#frag', 'https://h.example/x?session_token=%5BREDACTED%5D&api_key=%5BREDACTED%5D&sig=%5BREDACTED%5D&key=%5BREDACTED%5D&page=2#frag'],
    ['https://h.example/plain?page=2', 'https://h.example/plain?page=2'],
  ])('redactUrl(%s)', (url, shown) => {
    expect(redactUrl(url)).toBe(shown);
  });

  it('redacts every URL inside free text', () => {
    expect(redactUrlsIn('GET http://a:b@x.example/p?token=1 failed: connect to https://c:d@y.example')).toBe(
      'GET http://[REDACTED]@x.example/p?token=%5BREDACTED%5D failed: connect to https://[REDACTED]@y.example',
    );
  });
});
