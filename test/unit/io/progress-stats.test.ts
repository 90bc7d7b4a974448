import { describe, expect, it } from 'vitest';
import { formatDuration, percent, progressBar, ratePerSecond, secondsLeft } from '../../../src/io/progress-stats.js';

describe('progress arithmetic', () => {
  it('measures the speed and the time left', () => {
    expect(ratePerSecond(30, 10_000)).toBe(3);
    expect(ratePerSecond(30, 0)).toBe(0);
    expect(secondsLeft(30, 90, 10_000)).toBe(20);
    expect(secondsLeft(0, 90, 10_000)).toBe(Infinity);
  });

  it('formats durations and percentages', () => {
    expect([formatDuration(0), formatDuration(59.6), formatDuration(125), formatDuration(3725), formatDuration(Infinity)]).toEqual(['0s', '1m00s', '2m05s', '1h02m', '?']);
    expect([percent(1, 3), percent(3, 3), percent(5, 3), percent(0, 0)]).toEqual(['33%', '100%', '100%', '0%']);
  });

  it('fills the bar in proportion, within its width', () => {
    expect(progressBar(1, 4, 8)).toBe('██░░░░░░');
    expect(progressBar(9, 4, 8)).toBe('████████');
    expect(progressBar(0, 0, 4)).toBe('░░░░');
  });
});
