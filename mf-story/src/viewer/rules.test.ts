import { describe, expect, it } from 'vitest';
import type { StoryJson } from '@dreamweaver/contracts';
import {
  isAudioGenerating,
  navigationDisabled,
  navigationOutcome,
  showsLockOverlay,
  showsNextSceneThumbnail,
} from './navigation.ts';
import { autoPlayAllowed, sceneAfterAudioEnded } from './auto-play.ts';
import { formatTime } from './time.ts';
import { IMAGE_MAX_RETRIES, imageAttemptUrl, imageRetryDelay } from './image-retry.ts';
import { activeSentenceIndex, sentenceTimings, splitSentences } from './sentences.ts';
import { nextPollDelay, pollNews } from './polling.ts';

describe('scene navigation', () => {
  it('lets a paid reader go anywhere inside the story', () => {
    expect(navigationOutcome(0, 3, 5, true)).toBe('move');
    expect(navigationOutcome(4, 3, 5, true)).toBe('move');
    expect(navigationOutcome(4, 5, 5, true)).toBe('none');
    expect(navigationOutcome(0, -1, 5, true)).toBe('none');
  });

  it('lets an unpaid reader only step from scene 1 to the locked scene 2', () => {
    expect(navigationOutcome(0, 1, 5, false)).toBe('move');
    expect(navigationOutcome(0, 2, 5, false)).toBe('locked');
    expect(navigationOutcome(1, 2, 5, false)).toBe('locked');
    expect(navigationOutcome(1, 0, 5, false)).toBe('locked');
  });

  it('disables previous at the start, next at the end, and both once unpaid past scene 1', () => {
    expect(navigationDisabled(0, 5, true)).toEqual({ previous: true, next: false });
    expect(navigationDisabled(4, 5, true)).toEqual({ previous: false, next: true });
    expect(navigationDisabled(2, 5, true)).toEqual({ previous: false, next: false });
    expect(navigationDisabled(0, 5, false)).toEqual({ previous: true, next: false });
    expect(navigationDisabled(1, 5, false)).toEqual({ previous: true, next: true });
    expect(navigationDisabled(0, 1, true)).toEqual({ previous: true, next: true });
  });

  it('covers scenes after the first with the lock overlay while unpaid', () => {
    expect(showsLockOverlay(0, false)).toBe(false);
    expect(showsLockOverlay(1, false)).toBe(true);
    expect(showsLockOverlay(1, true)).toBe(false);
  });

  it('knows when a scene’s narration is still being generated', () => {
    expect(isAudioGenerating(null, 'creating_narration')).toBe(true);
    expect(isAudioGenerating(null, 'preview_ready')).toBe(true);
    expect(isAudioGenerating(null, 'completed')).toBe(false);
    expect(isAudioGenerating(null, 'failed')).toBe(false);
    expect(isAudioGenerating('/media/a.mp3', 'creating_narration')).toBe(false);
    // Completed without some narration, which the server retries in the background.
    expect(isAudioGenerating(null, 'completed', true)).toBe(true);
    expect(isAudioGenerating('/media/a.mp3', 'completed', true)).toBe(false);
  });

  it('shows the Next Scene thumbnail only when not fullscreen, paid, not last and audio not generating', () => {
    const base = { fullscreen: false, isPaid: true, index: 1, total: 5, audioGenerating: false };
    expect(showsNextSceneThumbnail(base)).toBe(true);
    expect(showsNextSceneThumbnail({ ...base, fullscreen: true })).toBe(false);
    expect(showsNextSceneThumbnail({ ...base, isPaid: false })).toBe(false);
    expect(showsNextSceneThumbnail({ ...base, index: 4 })).toBe(false);
    expect(showsNextSceneThumbnail({ ...base, audioGenerating: true })).toBe(false);
  });
});

describe('auto play', () => {
  it('turns off at the last scene and when unpaid on scene 1', () => {
    expect(autoPlayAllowed(0, 5, true)).toBe(true);
    expect(autoPlayAllowed(3, 5, true)).toBe(true);
    expect(autoPlayAllowed(4, 5, true)).toBe(false);
    expect(autoPlayAllowed(0, 5, false)).toBe(false);
    expect(autoPlayAllowed(1, 5, false)).toBe(false);
  });

  it('advances to the next scene when narration ends, only when on and paid', () => {
    expect(sceneAfterAudioEnded(1, 5, true, true)).toBe(2);
    expect(sceneAfterAudioEnded(1, 5, true, false)).toBeNull();
    expect(sceneAfterAudioEnded(4, 5, true, true)).toBeNull();
    expect(sceneAfterAudioEnded(0, 5, false, true)).toBeNull();
  });
});

describe('formatTime', () => {
  it('shows m:ss', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(5.9)).toBe('0:05');
    expect(formatTime(65)).toBe('1:05');
    expect(formatTime(600)).toBe('10:00');
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatTime(-3)).toBe('0:00');
  });
});

describe('scene image retries', () => {
  it('waits 100, 300 and 900 ms, then gives up', () => {
    expect(IMAGE_MAX_RETRIES).toBe(3);
    expect([1, 2, 3].map(imageRetryDelay)).toEqual([100, 300, 900]);
    expect(imageRetryDelay(4)).toBeNull();
    expect(imageRetryDelay(0)).toBeNull();
  });

  it('busts the cache on retries only, keeping the query and fragment', () => {
    expect(imageAttemptUrl('/media/a.svg', 0, 7)).toBe('/media/a.svg');
    expect(imageAttemptUrl('/media/a.svg', 1, 7)).toBe('/media/a.svg?retry=1-7');
    expect(imageAttemptUrl('/media/a.svg?w=2#top', 2, 7)).toBe('/media/a.svg?w=2&retry=2-7#top');
    expect(imageAttemptUrl('data:image/png;base64,AA', 2, 7)).toBe('data:image/png;base64,AA');
  });
});

describe('sentence highlighting', () => {
  it('splits text into sentences with their punctuation', () => {
    expect(splitSentences('Mia smiled. "Where are we?" she asked! And then… sleep')).toEqual([
      'Mia smiled.',
      // A quote the sentence goes on after is one sentence with it (contracts/src/sentences.test.ts).
      '"Where are we?" she asked!',
      'And then…',
      'sleep',
    ]);
    expect(splitSentences('   ')).toEqual([]);
  });

  it('picks the sentence in proportion to its length over the duration', () => {
    const sentences = ['A'.repeat(10), 'B'.repeat(30), 'C'.repeat(60)];
    expect(activeSentenceIndex(sentences, 0, 100)).toBe(0);
    expect(activeSentenceIndex(sentences, 9.9, 100)).toBe(0);
    expect(activeSentenceIndex(sentences, 10, 100)).toBe(1);
    expect(activeSentenceIndex(sentences, 39, 100)).toBe(1);
    expect(activeSentenceIndex(sentences, 41, 100)).toBe(2);
    expect(activeSentenceIndex(sentences, 100, 100)).toBe(2);
    expect(activeSentenceIndex(sentences, 5, Number.NaN)).toBe(-1);
    expect(activeSentenceIndex([], 5, 10)).toBe(-1);
  });

  it('gives each sentence its stretch of the narration, back to back — the EPUB overlays use the same', () => {
    const sentences = ['A'.repeat(10), 'B'.repeat(30), 'C'.repeat(60)];
    expect(sentenceTimings(sentences, 50)).toEqual([
      { begin: 0, end: 5 },
      { begin: 5, end: 20 },
      { begin: 20, end: 50 },
    ]);
    expect(sentenceTimings(sentences, 0)).toEqual([]);
    expect(sentenceTimings([], 10)).toEqual([]);
    // The highlighted sentence is the one whose stretch holds the time.
    sentenceTimings(sentences, 50).forEach(({ begin, end }, i) => {
      expect(activeSentenceIndex(sentences, begin, 50)).toBe(i);
      expect(activeSentenceIndex(sentences, (begin + end) / 2, 50)).toBe(i);
    });
    // Stored starts (the offline narrator's) give the overlays the same stretches as the highlighting.
    expect(sentenceTimings(sentences, 20, [0.25, 4, 9.5])).toEqual([
      { begin: 0, end: 4 },
      { begin: 4, end: 9.5 },
      { begin: 9.5, end: 20 },
    ]);
  });

  it("follows the narration's own sentence starts when it has them (pauses included), else the proportional share", () => {
    const sentences = ['A'.repeat(10), 'B'.repeat(30), 'C'.repeat(60)];
    const starts = [0.25, 4, 9.5];
    expect(activeSentenceIndex(sentences, 0.1, 20, starts)).toBe(0);
    expect(activeSentenceIndex(sentences, 3.9, 20, starts)).toBe(0); // the pause after the first sentence still belongs to it
    expect(activeSentenceIndex(sentences, 4, 20, starts)).toBe(1);
    expect(activeSentenceIndex(sentences, 9.4, 20, starts)).toBe(1);
    expect(activeSentenceIndex(sentences, 9.5, 20, starts)).toBe(2);
    expect(activeSentenceIndex(sentences, 25, 20, starts)).toBe(2);
    // Starts that do not fit the sentences (another split, an old narration) are not trusted.
    expect(activeSentenceIndex(sentences, 4, 100, [0, 1])).toBe(0);
    expect(activeSentenceIndex(sentences, 4, 20, null)).toBe(1); // 4 s of 20 is 20 of 100 letters: the second sentence
  });
});

function story(overrides: Partial<StoryJson> = {}): StoryJson {
  return {
    id: 's1',
    title: 'T',
    summary: null,
    isPaid: true,
    createdAt: '2026-01-01T00:00:00Z',
    generationStatus: 'creating_narration',
    language: 'en',
    scenes: [1, 2, 3].map((n) => ({ sceneNumber: n, text: 't', imageUrl: '/i', audioUrl: null, locked: false })),
    ...overrides,
  };
}

describe('story polling', () => {
  it('polls every 3 s for at most 20 times after payment, stopping when completed', () => {
    expect(nextPollDelay(story({ isPaid: false }), 0)).toBe(3000);
    expect(nextPollDelay(story({ isPaid: false }), 19)).toBe(3000);
    const whole = story().scenes.map((s) => ({ ...s, audioUrl: '/a' }));
    expect(nextPollDelay(story({ isPaid: false, scenes: whole }), 20)).toBeNull();
    expect(nextPollDelay(story({ generationStatus: 'completed', scenes: whole }), 3)).toBeNull();
  });

  it('polls every 5 s while paid and still generating', () => {
    expect(nextPollDelay(story({ generationStatus: 'preview_ready' }), null)).toBe(5000);
    expect(nextPollDelay(story({ generationStatus: 'preview_ready' }), 20)).toBe(5000);
    expect(nextPollDelay(story({ generationStatus: 'failed' }), null)).toBeNull();
  });

  it('while unpaid, polls only until the free scene has its picture and narration', () => {
    const preview = (audioUrl: string | null) =>
      story({
        isPaid: false,
        generationStatus: 'creating_narration',
        scenes: [1, 2, 3].map((n) => ({
          sceneNumber: n,
          text: n === 1 ? 't' : null,
          imageUrl: n === 1 ? '/i' : null,
          audioUrl: n === 1 ? audioUrl : null,
          locked: n > 1,
        })),
      });
    expect(nextPollDelay(preview(null), null)).toBe(2000);
    expect(nextPollDelay(preview('/a'), null)).toBeNull();
  });

  it('while unpaid, polls on while the free scene shows a partial picture, and while the rest of the story is still written', () => {
    const first = { sceneNumber: 1, text: 't', imageUrl: '/partial-0.png', audioUrl: '/a', locked: false };
    const developing = story({
      isPaid: false,
      generationStatus: 'preview_ready',
      scenes: [{ ...first, imagePartial: true }],
    });
    expect(nextPollDelay(developing, null)).toBe(2000);
    // Final picture, but scene 1 is all there is yet: the other scenes are still being written.
    expect(nextPollDelay({ ...developing, scenes: [first] }, null)).toBe(2000);
    const locked = { sceneNumber: 2, text: null, imageUrl: null, audioUrl: null, locked: true };
    expect(nextPollDelay({ ...developing, scenes: [first, locked] }, null)).toBeNull();
    expect(nextPollDelay({ ...developing, scenes: [{ ...first, imagePartial: true }, locked] }, null)).toBe(2000);
  });

  it('after completion, polls slowly only while a visible scene waits for narration the server still retries', () => {
    const done = story({ generationStatus: 'completed', narrationPending: true });
    expect(nextPollDelay(done, null)).toBe(15_000);
    expect(nextPollDelay(story({ generationStatus: 'completed', narrationPending: false }), null)).toBeNull();
    expect(
      nextPollDelay(
        story({
          generationStatus: 'completed',
          narrationPending: true,
          scenes: done.scenes.map((s) => ({ ...s, audioUrl: '/a' })),
        }),
        null,
      ),
    ).toBeNull();
  });

  it('announces narration that arrives after completion', () => {
    const before = story({
      generationStatus: 'completed',
      narrationPending: true,
      scenes: story().scenes.map((s) => ({ ...s, audioUrl: null })),
    });
    const after = story({
      generationStatus: 'completed',
      scenes: before.scenes.map((s, i) => (i === 1 ? { ...s, audioUrl: '/a' } : s)),
    });
    expect(pollNews(before, after, 0)).toEqual({ kind: 'audio', sceneNumber: 2 });
  });

  it('announces the next scene’s new narration and the finished story', () => {
    const before = story();
    const withAudio = story({ scenes: before.scenes.map((s, i) => (i === 1 ? { ...s, audioUrl: '/a' } : s)) });
    expect(pollNews(before, withAudio, 0)).toEqual({ kind: 'audio', sceneNumber: 2 });
    expect(pollNews(before, withAudio, 1)).toBeNull();
    expect(pollNews(withAudio, withAudio, 0)).toBeNull();
    expect(pollNews(before, story({ generationStatus: 'completed' }), 0)).toEqual({ kind: 'completed' });
    const locked = story({ isPaid: false, scenes: before.scenes.map((s, i) => (i > 0 ? { ...s, locked: true } : s)) });
    expect(pollNews(locked, withAudio, 0)).toBeNull();
  });
});
