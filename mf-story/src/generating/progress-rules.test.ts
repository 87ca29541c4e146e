import { describe, expect, it } from 'vitest';
import { en, translate } from '@dreamweaver/contracts';
import { isReadyToRead, progressPercent, statusLabelKey, stepState } from './progress-rules.ts';

describe('statusLabelKey', () => {
  it('labels every status as spec.md section 4 says, in English', () => {
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
    for (const status of ['creating_story', 'splitting_scenes', 'generating_images', 'failed', 'something-new', undefined]) {
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
