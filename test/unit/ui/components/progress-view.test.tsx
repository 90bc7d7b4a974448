import { describe, expect, it } from 'vitest';
import { FAILURES_SHOWN, ProgressView, type ProgressSnapshot } from '../../../../src/ui/components/ProgressView.js';
import { renderScreen } from '../support/ink.js';

const snapshot = (change: Partial<ProgressSnapshot> = {}): ProgressSnapshot => ({
  title: 'Importing catalog.csv',
  done: 50,
  total: 200,
  unit: 'products',
  rate: { done: 120, total: 480, unit: 'rows' },
  elapsedMs: 4000,
  failed: 0,
  failures: [],
  finished: false,
  ...change,
});

describe('ProgressView', () => {
  it('draws the bar, the counts, the speed in rows/s and the time left', () => {
    const frame = renderScreen(<ProgressView snapshot={snapshot()} width={80} />).frame();
    const [title, bar, stats] = frame.split('\n');
    expect(title).toBe('Importing catalog.csv');
    expect(bar).toMatch(/^█+░+\s+25%\s+50\/200 products$/);
    expect(bar.match(/█/g)!.length * 3).toBe(bar.match(/░/g)!.length);
    // 120 rows in 4 s: 30 rows/s; 360 rows left: 12 s.
    expect(stats).toBe('30 rows/s · ETA 12s');
  });

  it('counts the failures and shows the latest ones', () => {
    const failures = ['row 2 (a): bad price', 'row 5 (b): bad price', 'row 9 (c): name too long', 'row 11 (d): bad weight'];
    const frame = renderScreen(<ProgressView snapshot={snapshot({ failed: 4, failures })} width={80} />).frame();
    expect(frame).toContain('· 4 failed');
    expect(frame).not.toContain('row 2 (a)');
    for (const failure of failures.slice(-FAILURES_SHOWN)) expect(frame).toContain(failure);
  });

  it('shows the phase instead of the speed, and the time taken when finished', () => {
    expect(renderScreen(<ProgressView snapshot={snapshot({ phase: 'Updating collection membership…' })} width={80} />).frame()).toContain(
      'Updating collection membership…',
    );
    const done = renderScreen(<ProgressView snapshot={snapshot({ done: 200, finished: true, elapsedMs: 65_000 })} width={80} />).frame();
    expect(done).toContain('100%');
    expect(done).toContain('done in 1m05s');
  });

  it('stays within the width', () => {
    const frame = renderScreen(<ProgressView snapshot={snapshot({ title: 'Importing ' + 'x'.repeat(120) })} width={80} />).frame();
    for (const line of frame.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });
});
