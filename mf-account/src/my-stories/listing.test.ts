import { describe, expect, it } from 'vitest';
import type { StoryJson } from '@dreamweaver/contracts';
import { floatingFrames, listableStories } from './listing.ts';

const story = (
  id: string,
  imageUrl: string | null,
  extraScenes: { sceneNumber: number; imageUrl: string | null }[] = [],
): StoryJson => ({
  id,
  title: `Story ${id}`,
  summary: null,
  isPaid: false,
  createdAt: '2026-11-23T10:00:00.000Z',
  generationStatus: 'completed',
  language: 'en',
  scenes: [{ sceneNumber: 1, imageUrl }, ...extraScenes].map((s) => ({
    ...s,
    text: '',
    audioUrl: null,
    locked: false,
  })),
});

describe('the my-stories listing filter', () => {
  it('drops stories without a first image, with a stock photo, or whose image failed', () => {
    const stories = [
      story('ok', '/media/ok.svg'),
      story('none', null),
      story('blank', '  '),
      story('stock', 'https://images.unsplash.com/x'),
      story('broken', '/media/broken.svg'),
    ];
    expect(listableStories(stories, new Set(['broken'])).map((l) => l.story.id)).toEqual(['ok']);
  });

  it('floats up to 2 frames on desktop while there are fewer than 10 stories', () => {
    const listed = (n: number) =>
      listableStories(
        Array.from({ length: n }, (_, i) => story(String(i), `/m/${i}.svg`)),
        new Set(),
      );
    expect(floatingFrames(listed(1), true)).toHaveLength(1);
    expect(floatingFrames(listed(9), true).map((l) => l.story.id)).toEqual(['0', '1']);
    expect(floatingFrames(listed(10), true)).toEqual([]);
    expect(floatingFrames(listed(3), false)).toEqual([]);
  });
});
