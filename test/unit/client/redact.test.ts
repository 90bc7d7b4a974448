// Secrets never reach a trace: headers, JSON bodies and URLs.
import { describe, expect, it } from 'vitest';
import { REDACTED, redactBodyText, redactHeaders, redactJson, redactUrl } from '../../../src/client/redact.js';

describe('redaction', () => {
  it('hides Authorization and any token/key/secret/cookie header', () => {
    expect(
      redactHeaders({
        Authorization: 'IST.key',
        'x-api-key': 'k',
        'x-session-token': 't',
        cookie: 'c',
        'client-secret': 's',
        'wix-site-id': 'SITE',
        'user-agent': 'store-cli/1',
      }),
    ).toEqual({
      Authorization: REDACTED,
      'x-api-key': REDACTED,
      'x-session-token': REDACTED,
      cookie: REDACTED,
      'client-secret': REDACTED,
      'wix-site-id': 'SITE',
      'user-agent': 'store-cli/1',
    });
  });

  it('hides secret JSON fields at any depth, camelCase or snake_case', () => {
    const body = {
      password: 'p',
      options: { newPassword: 'n' },
      refreshToken: 'r',
      refresh_token: 'r',
      access_token: 'a',
      sessionToken: 's',
      code_verifier: 'v',
      client_secret: 'c',
      captchaTokens: [{ Recaptcha: 'x' }],
      items: [{ stateToken: 's' }],
      name: 'visible',
    };
    expect(redactJson(body, 'request')).toEqual({
      password: REDACTED,
      options: { newPassword: REDACTED },
      refreshToken: REDACTED,
      refresh_token: REDACTED,
      access_token: REDACTED,
      sessionToken: REDACTED,
      code_verifier: REDACTED,
      client_secret: REDACTED,
      captchaTokens: REDACTED,
      items: [{ stateToken: REDACTED }],
      name: 'visible',
    });
  });

  it('hides one-time codes in requests but keeps error codes in responses', () => {
    expect(redactJson({ code: '123456', stateToken: 's' }, 'request')).toEqual({ code: REDACTED, stateToken: REDACTED });
    const errorBody = { details: { applicationError: { code: 'PRODUCT_NOT_FOUND' } } };
    expect(redactJson(errorBody, 'response')).toEqual(errorBody);
  });

  it('leaves non-JSON text alone and redacts JSON text', () => {
    expect(redactBodyText('plain text')).toBe('plain text');
    expect(redactBodyText('{"access_token":"x","expires_in":1}')).toBe(`{"access_token":"${REDACTED}","expires_in":1}`);
  });

  it('hides secret query parameters in URLs', () => {
    expect(redactUrl('https://h/p?session_token=abc&clientId=c')).toBe(`https://h/p?session_token=${encodeURIComponent(REDACTED)}&clientId=c`);
    expect(redactUrl('https://h/p?id=1')).toBe('https://h/p?id=1');
  });
});
