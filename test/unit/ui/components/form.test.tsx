import { describe, expect, it } from 'vitest';
import { Form } from '../../../../src/ui/components/Form.js';
import type { FormSpec, FormValues } from '../../../../src/ui/form-spec.js';
import { displayWidth } from '../../../../src/io/display-width.js';
import { KEYS, renderScreen } from '../support/ink.js';

const HOME = '\u001B[H';

const spec: FormSpec = {
  title: 'New thing',
  fields: [
    { key: 'name', label: 'Name', hint: 'what it is called' },
    { key: 'count', label: 'Count' },
    { key: 'active', label: 'Active', kind: 'toggle' },
  ],
  initial: { name: '', count: '1', active: 'yes' },
  validate: (values) => ({
    ...(values.name ? {} : { name: 'required' }),
    ...(/^\d+$/.test(values.count) ? {} : { count: 'a whole number' }),
  }),
};

function form(onSubmit: (values: FormValues) => Promise<void> = async () => {}) {
  const submitted: FormValues[] = [];
  let cancelled = 0;
  const screen = renderScreen(
    <Form spec={spec} onSubmit={async (values) => (submitted.push(values), onSubmit(values))} onCancel={() => cancelled++} width={80} />,
  );
  return { screen, submitted, cancelled: () => cancelled };
}

describe('Form', () => {
  it('shows every field with its value, the focused one marked with its hint', () => {
    const { screen } = form();
    const frame = screen.frame();
    expect(frame).toContain('New thing');
    expect(frame).toMatch(/› Name\s*\n/);
    expect(frame).toContain('what it is called');
    expect(frame).toMatch(/ {2}Count\s+1/);
    expect(frame).toMatch(/Active\s+\[x\] yes/);
    expect(frame).toContain('[ Save ]');
  });

  it('types into the focused field, moves with ↓/Tab and toggles with space', async () => {
    const { screen, submitted } = form();
    await screen.type('Lamp');
    await screen.press(KEYS.tab, KEYS.backspace);
    await screen.type('3');
    await screen.press(KEYS.down, KEYS.space);
    expect(screen.frame()).toMatch(/Active\s+\[ \] no/);
    await screen.press(KEYS.enter, KEYS.enter);
    expect(submitted).toEqual([{ name: 'Lamp', count: '3', active: 'no' }]);
  });

  // Issue #29 item 6: keys typed faster than the screen reads them arrive in one chunk, which Ink hands over as text.
  it('moves once per Tab of a burst ("\\t\\t" in one read), and keeps typed text out of the way of a Tab', async () => {
    const { screen, submitted } = form();
    await screen.press('Lamp\t');
    expect(await screen.waitForFrame(/› Count/)).toMatch(/Name\s+Lamp\s*\n/);
    await screen.press('\t\t');
    expect(await screen.waitForFrame(/› \[ Save \]/)).toMatch(/Count\s+1\s*\n/);
    await screen.press(KEYS.enter);
    expect(submitted).toEqual([{ name: 'Lamp', count: '1', active: 'yes' }]);
  });

  it('on a narrow terminal every field stays one line: labels whole, long values cut with … around the cursor', async () => {
    const long = 'A stoneware mug that keeps coffee warm for a long, long time 寿司';
    const screen = renderScreen(<Form spec={{ ...spec, initial: { ...spec.initial, name: long } }} onSubmit={async () => {}} onCancel={() => {}} width={40} />);
    const lines = screen.frame().split('\n');
    expect(lines).toHaveLength(7);
    for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(40);
    // The cursor starts at the end: the end shows.
    expect(lines[1]).toMatch(/^› Name {4}….*long time 寿司 ?$/);
    // The hint of the focused field is on the status line, not a line of its own.
    expect(lines.at(-2)).toBe('Name: what it is called');
    await screen.press(HOME);
    const start = (await screen.waitForFrame(/› Name {4}A stoneware/)).split('\n')[1];
    expect(start.endsWith('…')).toBe(true);
    expect(displayWidth(start)).toBeLessThanOrEqual(40);
  });

  it('edits at the cursor: ← moves it, Backspace deletes before it', async () => {
    const { screen, submitted } = form();
    await screen.type('Lamp');
    await screen.press(KEYS.left, KEYS.left, KEYS.backspace);
    await screen.type('i');
    await screen.press(KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
    expect(submitted).toEqual([{ name: 'Limp', count: '1', active: 'yes' }]);
  });

  it('shows problems next to touched fields and refuses to save until they are fixed', async () => {
    const { screen, submitted } = form();
    await screen.press(KEYS.down);
    await screen.type('x');
    expect(await screen.waitForFrame('a whole number')).not.toContain('required');
    await screen.press(KEYS.up, KEYS.up, KEYS.enter);
    const refused = await screen.waitForFrame('fix the fields marked above first');
    expect(refused).toContain('required');
    expect(submitted).toEqual([]);
  });

  it('keeps the form open with the error when saving fails', async () => {
    const { screen } = form(async () => {
      throw new Error('slug already exists');
    });
    await screen.type('Lamp');
    await screen.press(KEYS.up, KEYS.enter);
    expect(await screen.waitForFrame('error: slug already exists')).toContain('New thing');
    // Still listening after the failed save.
    await screen.press(KEYS.down);
    await screen.type('s');
    await screen.waitForFrame(/Name\s+Lamps/);
  });

  it('cancels with Esc', async () => {
    const { screen, cancelled, submitted } = form();
    await screen.press(KEYS.escape);
    expect(cancelled()).toBe(1);
    expect(submitted).toEqual([]);
  });
});
