import { describe, expect, it } from 'vitest';
import {
  FADE_TO_GAIN,
  LONGEST_GAP_MS,
  SHORTEST_GAP_MS,
  SLOWEST_RATE,
  lastSceneGain,
  lastSceneGainSteps,
  lastThirdProgress,
  sceneGapMs,
  windDownRate,
} from './wind-down.ts';
import { DEFAULT_SLEEP_TIMER, goodnightSchedule, isSleepTimerMinutes } from './sleep-timer.ts';
import { parseBedtimeSettings } from './bedtime-settings.ts';

describe('the narration winding down', () => {
  it('keeps the normal rate until the last third, then slows every scene a little more, to 90 % at the end', () => {
    const rates = Array.from({ length: 10 }, (_, i) => windDownRate(i, 10));
    expect(rates.slice(0, 6)).toEqual([1, 1, 1, 1, 1, 1]);
    for (let i = 6; i < 10; i++) expect(rates[i]).toBeLessThan(rates[i - 1]);
    expect(rates[9]).toBeCloseTo(SLOWEST_RATE, 10);
    expect(Math.min(...rates)).toBeGreaterThanOrEqual(SLOWEST_RATE);
  });

  it('counts the last third of short stories too (rounded up), and a single scene as the last', () => {
    expect([0, 1, 2].map((i) => lastThirdProgress(i, 3))).toEqual([0, 0, 1]);
    expect([0, 1, 2, 3].map((i) => lastThirdProgress(i, 4))).toEqual([0, 0, 0.5, 1]);
    expect(windDownRate(0, 1)).toBeCloseTo(SLOWEST_RATE, 10);
    expect(windDownRate(0, 0)).toBe(1);
  });

  it('pauses a little longer between the last scenes', () => {
    const gaps = Array.from({ length: 9 }, (_, i) => sceneGapMs(i, 10));
    expect(gaps[0]).toBe(SHORTEST_GAP_MS);
    expect(gaps[5]).toBe(SHORTEST_GAP_MS);
    expect(gaps[6]).toBeGreaterThan(gaps[5]);
    expect(gaps[8]).toBeGreaterThan(gaps[7]);
    expect(sceneGapMs(9, 10)).toBe(LONGEST_GAP_MS);
  });

  it('fades the last scene from full volume to near-silence at its end, evenly on a loudness scale', () => {
    expect(lastSceneGain(0)).toBe(1);
    expect(lastSceneGain(0.4)).toBe(1);
    expect(lastSceneGain(0.7)).toBeCloseTo(Math.sqrt(FADE_TO_GAIN), 10);
    expect(lastSceneGain(1)).toBeCloseTo(FADE_TO_GAIN, 10);
    expect(lastSceneGain(2)).toBeCloseTo(FADE_TO_GAIN, 10);
  });

  it('schedules the fade in real seconds from where the narration is, at its rate', () => {
    // 10 s of narration at 0.9: the fade begins 4 s of audio in (4.44 s of real time) and ends at 11.1 s.
    const fromStart = lastSceneGainSteps(0, 10, 0.9);
    expect(fromStart.map((s) => s.ramp)).toEqual(['set', 'set', 'exponential']);
    expect(fromStart[1].at).toBeCloseTo(4 / 0.9, 10);
    expect(fromStart[2]).toEqual({ at: 10 / 0.9, value: FADE_TO_GAIN, ramp: 'exponential' });
    // Resumed at 7 s: from the curve's value there straight to the end.
    const resumed = lastSceneGainSteps(7, 10, 0.9);
    expect(resumed).toHaveLength(2);
    expect(resumed[0].value).toBeCloseTo(lastSceneGain(0.7), 10);
    expect(resumed[1].at).toBeCloseTo(3 / 0.9, 10);
    expect(lastSceneGainSteps(0, Number.NaN, 1)).toEqual([{ at: 0, value: 1, ramp: 'set' }]);
  });
});

describe('the goodnight sound', () => {
  it('comes in softly, fades out over the last minute and ends at the timer', () => {
    expect(goodnightSchedule(15 * 60_000)).toEqual({
      fadeInEndMs: 8000,
      fadeOutStartMs: 14 * 60_000,
      endMs: 15 * 60_000,
    });
    expect(goodnightSchedule(5 * 60_000)?.fadeOutStartMs).toBe(4 * 60_000);
  });

  it('fades over the last half of a short (test) timer, and plays nothing when the timer is off', () => {
    expect(goodnightSchedule(4000)).toEqual({ fadeInEndMs: 1000, fadeOutStartMs: 2000, endMs: 4000 });
    expect(goodnightSchedule(0)).toBeNull();
  });

  it('offers off, 5, 15 and 30 minutes', () => {
    expect([0, 5, 15, 30].every(isSleepTimerMinutes)).toBe(true);
    expect([1, 10, '15', null].some(isSleepTimerMinutes)).toBe(false);
  });
});

describe('the remembered bedtime settings', () => {
  it('read what was stored, and fall back to off for anything missing or broken', () => {
    expect(parseBedtimeSettings('{"on":true,"sleepTimer":30,"keepScreenOn":true}')).toEqual({
      on: true,
      sleepTimer: 30,
      keepScreenOn: true,
    });
    const defaults = { on: false, sleepTimer: DEFAULT_SLEEP_TIMER, keepScreenOn: false };
    expect(parseBedtimeSettings(null)).toEqual(defaults);
    expect(parseBedtimeSettings('not json')).toEqual(defaults);
    expect(parseBedtimeSettings('{"on":"yes","sleepTimer":7}')).toEqual(defaults);
    expect(parseBedtimeSettings('[1]')).toEqual(defaults);
  });
});
