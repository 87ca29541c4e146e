import { describe, expect, it } from 'vitest';
import { en, translate } from '@dreamweaver/contracts';
import {
  PROGRESS_POLL_MAX_MS,
  PROGRESS_POLL_MS,
  isReadyToRead,
  progressLines,
  progressPercent,
  progressPollDelay,
  statusLabelKey,
  stepState,
} from './progress-rules.ts';

describe('statusLabelKey', () => {
  it('labels every status with its own English label', () => {
    const labels = {
      creating_story: 'Weaving the tale',
      splitting_scenes: 'Adding magical moments',
      generating_images: 'Bringing the magic to life',
      preview_ready: 'First scene ready for preview',
      creating_narration: 'Adding enchanted voices',
      completed: 'Sprinkling final magic dust',
      failed: 'The magic fizzled out',
    };
    for (const [status, label] of Object.entries(labels)) expect(en[statusLabelKey(status)]).toBe(label);
  });

  it("reads 'Brewing magic' for anything else", () => {
    for (const odd of ['queued', '', undefined, null, 3, 'toString']) {
      expect(en[statusLabelKey(odd)]).toBe('Brewing magic');
    }
    expect(translate('de', statusLabelKey('queued'))).toBe('Magie wird gebraut');
  });
});

describe('stepState', () => {
  it('is complete below the current step, active at it and pending above it', () => {
    expect([1, 2, 3, 4].map((step) => stepState(step as 1 | 2 | 3 | 4, 3))).toEqual([
      'complete',
      'complete',
      'active',
      'pending',
    ]);
    expect(stepState(4, 5)).toBe('complete');
    expect(stepState(1, undefined)).toBe('pending');
    expect(stepState(1, Number.NaN)).toBe('pending');
  });
});

describe('isReadyToRead and progressPercent', () => {
  it('leaves for the story once the preview is ready (preview_ready, or a later narration/completed poll)', () => {
    expect(isReadyToRead('preview_ready')).toBe(true);
    expect(isReadyToRead('creating_narration')).toBe(true);
    expect(isReadyToRead('completed')).toBe(true);
    for (const status of [
      'creating_story',
      'splitting_scenes',
      'generating_images',
      'failed',
      'something-new',
      undefined,
    ]) {
      expect(isReadyToRead(status)).toBe(false);
    }
  });

  it('rounds and clamps the percentage', () => {
    expect(progressPercent(42.6)).toBe(43);
    expect(progressPercent(-5)).toBe(0);
    expect(progressPercent(140)).toBe(100);
    expect(progressPercent('50')).toBe(0);
  });
});

describe('progressPollDelay', () => {
  const answered = (status: string) => ({
    data: { status },
    status: 'success' as const,
    dataUpdatedAt: 1_000,
    errorUpdateCount: 0,
  });

  it('asks every 2 s while the story is being made, also before the first answer', () => {
    expect(PROGRESS_POLL_MS).toBe(2000);
    expect(progressPollDelay({ status: 'pending', dataUpdatedAt: 0, errorUpdateCount: 0 })).toBe(2000);
    for (const status of ['queued', 'creating_story', 'splitting_scenes', 'generating_images', 'something_new']) {
      expect(progressPollDelay(answered(status))).toBe(2000);
    }
  });

  it('stops for a failed story and for one that can be read', () => {
    for (const status of ['failed', 'preview_ready', 'creating_narration', 'completed'])
      expect(progressPollDelay(answered(status))).toBe(false);
  });

  it('backs off after failed polls: the time since the last good answer, at least 2 s, at most 30 s', () => {
    const failing = (now: number) =>
      progressPollDelay({ ...answered('generating_images'), status: 'error', errorUpdateCount: 5 }, now);
    expect(failing(1_000 + 2_100)).toBe(2_100);
    expect(failing(1_000 + 500)).toBe(2000);
    expect(failing(1_000 + 8_000)).toBe(8_000);
    expect(failing(1_000 + 600_000)).toBe(PROGRESS_POLL_MAX_MS);
  });

  it('doubles per failure when there never was a good answer', () => {
    const neverAnswered = (errorUpdateCount: number) =>
      progressPollDelay({ status: 'error', dataUpdatedAt: 0, errorUpdateCount });
    expect([1, 2, 3, 4, 5, 6, 50].map(neverAnswered)).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('goes back to 2 s once a poll answers again', () => {
    expect(progressPollDelay({ ...answered('generating_images'), errorUpdateCount: 7 }, 1_000 + 60_000)).toBe(2000);
  });
});

describe('progressLines', () => {
  const lines = (scenes?: { total: number; drawn: number; narrated: number }) =>
    progressLines(scenes ? { scenes } : undefined).map((line) => [translate('en', line.key, line.params), line.done]);

  it('says only that the story is being written until it has scenes', () => {
    expect(lines()).toEqual([['Writing the story', false]]);
    expect(lines({ total: 0, drawn: 0, narrated: 0 })).toEqual([['Writing the story', false]]);
  });

  it('then counts the scenes drawn and narrated, as the worker reports them', () => {
    expect(lines({ total: 6, drawn: 2, narrated: 1 })).toEqual([
      ['Writing the story', true],
      ['The story has 6 scenes', true],
      ['Scene 2 of 6 drawn', false],
      ['Voices: 1 of 6 scenes narrated', false],
    ]);
    expect(lines({ total: 6, drawn: 6, narrated: 6 }).every(([, done]) => done)).toBe(true);
  });

  it('speaks German', () => {
    const [, , drawn] = progressLines({ scenes: { total: 6, drawn: 2, narrated: 0 } });
    expect(translate('de', drawn.key, drawn.params)).toBe('Szene 2 von 6 gemalt');
  });
});
