// The loopback redirect catcher: 127.0.0.1 only, constant-time state check, single use, refusals, time-out.
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOOPBACK_PORT, sameState, startLoopbackServer, type LoopbackServer } from '../../../src/auth/loopback-server.js';
import { AuthError } from '../../../src/client/errors.js';

const STATE = 'expected-state-value-1234567890';
let server: LoopbackServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const start = async (timeoutMs?: number) => (server = await startLoopbackServer({ expectedState: STATE, port: 0, timeoutMs }));
const hit = async (query: string, path = '/callback') => {
  const res = await fetch(`http://127.0.0.1:${server!.port}${path}?${query}`);
  return { status: res.status, text: await res.text() };
};

describe('loopback server', () => {
  it('listens on 127.0.0.1 with a fixed default port to allow-list', async () => {
    expect(DEFAULT_LOOPBACK_PORT).toBe(53682);
    await start();
    expect(server!.redirectUri).toBe(`http://127.0.0.1:${server!.port}/callback`);
  });

  it('hands over the code of the callback with the right state, then stops listening', async () => {
    await start();
    const ok = await hit(`code=abc&state=${STATE}`);
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('You can close this tab');
    await expect(server!.result).resolves.toEqual({ code: 'abc', state: STATE });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(fetch(`http://127.0.0.1:${server!.port}/callback?code=again&state=${STATE}`)).rejects.toThrow();
  });

  it('refuses a wrong state and a callback without state, and keeps waiting for the real one', async () => {
    await start();
    const wrong = await hit('code=evil&state=attacker-state');
    expect(wrong).toMatchObject({ status: 400 });
    expect(wrong.text).toContain('Invalid _state');
    const noState = await hit('code=evil');
    expect(noState.text).toContain('Missing code or _state');
    expect((await hit(`code=abc&state=${STATE}`, '/other')).status).toBe(404);
    await hit(`code=real&state=${STATE}`);
    await expect(server!.result).resolves.toEqual({ code: 'real', state: STATE });
  });

  it('ends the flow when the right state comes back without a code', async () => {
    await start();
    expect((await hit(`state=${STATE}`)).status).toBe(400);
    await expect(server!.result).rejects.toThrow('Missing code or _state');
  });

  it('ends the flow with the error the login page sent', async () => {
    await start();
    const res = await hit(`error=access_denied&error_description=The+member+cancelled&state=${STATE}`);
    expect(res.status).toBe(400);
    const error = await server!.result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).message).toBe('The login page answered access_denied: The member cancelled');
  });

  it('times out with the seed message', async () => {
    await start(30);
    await expect(server!.result).rejects.toThrow('OAuth flow timed out');
  });

  it('reports a busy port as a usage error', async () => {
    await start();
    await expect(startLoopbackServer({ expectedState: STATE, port: server!.port })).rejects.toThrow(/already in use/);
  });

  it('compares states only when they have the same length', () => {
    expect(sameState('abc', 'abc')).toBe(true);
    expect(sameState('abc', 'abd')).toBe(false);
    expect(sameState('abc', 'abcd')).toBe(false);
  });
});
