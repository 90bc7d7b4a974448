import { describe, expect, it } from 'vitest';
import { LoginWaiting } from '../../../../src/ui/components/LoginWaiting.js';
import { renderScreen } from '../support/ink.js';

describe('LoginWaiting', () => {
  const url = 'https://www.wixapis.com/oauth2/authorize?client_id=abc&redirect_uri=http%3A%2F%2F127.0.0.1%3A53682%2Fcallback&state=xyz';

  it('shows the whole URL, the loopback address and the time left', () => {
    let now = 1_000_000;
    const screen = renderScreen(<LoginWaiting url={url} address="http://127.0.0.1:53682/callback" deadline={now + 120_000} now={() => now} />);
    const frame = screen.frame();
    expect(frame.replace(/\n/g, '')).toContain(url);
    expect(frame).toContain('Waiting for the login on http://127.0.0.1:53682/callback');
    expect(frame).toContain('2m00s left');
  });

  it('counts down as time passes and says when the time is up', async () => {
    let now = 0;
    const screen = renderScreen(<LoginWaiting url={url} address="http://127.0.0.1:1/callback" deadline={120_000} now={() => now} />);
    now = 65_000;
    await screen.waitForFrame('55s left');
    now = 121_000;
    await screen.waitForFrame('timed out');
  });

  it('shows a note such as a browser that could not be opened', () => {
    const frame = renderScreen(<LoginWaiting url={url} address="a" deadline={0} now={() => 0} note="Could not open a browser." />).frame();
    expect(frame).toContain('Could not open a browser.');
  });

  it('with --no-browser it does not speak of a browser that may have opened (issue #15 item 17)', () => {
    const frame = renderScreen(<LoginWaiting url={url} address="a" deadline={0} now={() => 0} browser={false} />).frame();
    expect(frame).toContain('Open this URL in a browser to log in:');
    expect(frame).not.toContain('if no browser opened');
  });

  it('once done, the last frame is one line: no spinner or URL left on the screen (item 17)', async () => {
    const screen = renderScreen(<LoginWaiting url={url} address="a" deadline={120_000} now={() => 0} />);
    screen.rerenderWith(<LoginWaiting url={url} address="a" deadline={120_000} now={() => 0} done="Logged in." />);
    await screen.waitForFrame('Logged in.');
    expect(screen.frame().trim()).toBe('Logged in.');
  });
});
